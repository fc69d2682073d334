#!/usr/bin/env node
// Draws the demo data's school videos: for each, about six seconds of an animated canvas (a
// title card naming the subject in English words, a drawn development board or device-to-cloud
// scene) recorded in headless Chromium with MediaRecorder to WebM, and a poster frame (PNG).
// The files are committed under apps/server/src/seed/assets/videos/ and the seed copies them
// into the public file store (seed/demo-videos.ts). Run by hand when a video should change:
//   node scripts/generate-demo-videos.mjs
// Nothing runs it at install or start time; it needs Chromium (CHROMIUM_PATH or Debian's).
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "apps/server/src/seed/assets/videos");
// playwright-core is the e2e workspace's dependency; this script borrows it from there.
const { chromium } = createRequire(path.join(root, "e2e/package.json"))("playwright-core");

/** The videos: the file name (without extension) the seed knows, and what the card says. */
const videos = [
  {
    name: "m5311-board-unboxing",
    kicker: "DEVELOPER CLASS",
    title: "M5311 Development Board",
    subtitle: "Unboxing and first steps",
    scene: "board",
    palette: { from: "#0b2a5b", to: "#1456b8", accent: "#5cc8ff" },
  },
  {
    name: "onenet-device-data",
    kicker: "PLATFORM CLASS",
    title: "OneNET Platform",
    subtitle: "Receiving device data",
    scene: "cloud",
    palette: { from: "#0d3b2e", to: "#15806a", accent: "#7ef0c4" },
  },
];

const width = 640;
const height = 360;
const framesPerSecond = 25;
const seconds = 6;
/** Simple shapes on flat colours: 160 kbit/s keeps six seconds near 120 KB. */
const videoBitsPerSecond = 160_000;
/** Where in the animation the poster is taken: everything is on the screen by then. */
const posterAt = 4.2;

// ---------------------------------------------------------------------------------------------
// In the page: the drawing and the recording. This function is serialized into Chromium.
// ---------------------------------------------------------------------------------------------

async function recordInPage({ video, width, height, framesPerSecond, seconds, bitrate, posterAt }) {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const g = canvas.getContext("2d");
  const font = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
  const { palette } = video;
  const ease = (x) => 1 - (1 - Math.min(1, Math.max(0, x))) ** 3;

  function roundedRect(x, y, w, h, r) {
    g.beginPath();
    g.roundRect(x, y, w, h, r);
  }

  function label(text, x, y, size, colour, weight = "400", align = "left") {
    g.font = `${weight} ${size}px ${font}`;
    g.fillStyle = colour;
    g.textAlign = align;
    g.textBaseline = "alphabetic";
    g.fillText(text, x, y);
  }

  function background(t) {
    // Flat colours (no gradient): the poster PNG stays small and the encoder's bits go to motion.
    g.fillStyle = palette.from;
    g.fillRect(0, 0, width, height);
    g.fillStyle = palette.to;
    g.beginPath();
    g.moveTo(width * 0.55, 0);
    g.lineTo(width, 0);
    g.lineTo(width, height);
    g.lineTo(width * 0.3, height);
    g.closePath();
    g.fill();
    // Slowly drifting rings.
    g.strokeStyle = "rgba(255,255,255,0.07)";
    g.lineWidth = 18;
    for (let i = 0; i < 3; i += 1) {
      g.beginPath();
      g.arc(560 - i * 40 + Math.sin(t * 0.6 + i) * 12, 60 + i * 30, 70 + i * 45, 0, Math.PI * 2);
      g.stroke();
    }
  }

  function titleCard(t) {
    const shift = (1 - ease(t / 0.8)) * -260;
    g.save();
    g.translate(shift, 0);
    g.globalAlpha = ease(t / 0.8);
    label(video.kicker, 36, 52, 13, palette.accent, "700");
    label(video.title, 36, 86, 27, "#ffffff", "700");
    label(video.subtitle, 36, 112, 16, "rgba(255,255,255,0.82)");
    g.fillStyle = palette.accent;
    g.fillRect(36, 124, 44 + 60 * ease((t - 0.4) / 1.2), 3);
    g.restore();
  }

  function progress(t) {
    g.fillStyle = "rgba(255,255,255,0.18)";
    g.fillRect(0, height - 4, width, 4);
    g.fillStyle = palette.accent;
    g.fillRect(0, height - 4, (width * Math.min(t, seconds)) / seconds, 4);
    label("DEMO", width - 16, height - 14, 11, "rgba(255,255,255,0.6)", "700", "right");
  }

  function signalBars(x, y, count) {
    for (let i = 0; i < 4; i += 1) {
      const h = 8 + i * 7;
      g.fillStyle = i < count ? palette.accent : "rgba(255,255,255,0.22)";
      g.fillRect(x + i * 10, y - h, 7, h);
    }
    label("NB-IoT", x + 46, y, 12, "rgba(255,255,255,0.8)", "700");
  }

  /** A green board seen from above: module, SIM holder, USB, antenna, LEDs; parts pointed out in turn. */
  function boardScene(t) {
    const appear = ease((t - 0.3) / 0.9);
    const bx = 200;
    const by = 150 + (1 - appear) * 80;
    g.save();
    g.globalAlpha = appear;
    g.fillStyle = "rgba(0,0,0,0.25)";
    roundedRect(bx + 6, by + 8, 330, 170, 14);
    g.fill();
    g.fillStyle = "#1f6b45";
    roundedRect(bx, by, 330, 170, 14);
    g.fill();
    g.strokeStyle = "#2e8a5c";
    g.lineWidth = 2;
    g.stroke();
    // Mounting holes.
    g.fillStyle = "#c9a646";
    for (const [hx, hy] of [
      [14, 14],
      [316, 14],
      [14, 156],
      [316, 156],
    ]) {
      g.beginPath();
      g.arc(bx + hx, by + hy, 6, 0, Math.PI * 2);
      g.fill();
    }
    // Traces.
    g.strokeStyle = "rgba(201,166,70,0.55)";
    g.lineWidth = 2;
    for (let i = 0; i < 6; i += 1) {
      g.beginPath();
      g.moveTo(bx + 150, by + 50 + i * 12);
      g.lineTo(bx + 60, by + 50 + i * 12);
      g.lineTo(bx + 46, by + 36 + i * 12);
      g.stroke();
    }
    // The module under its shield.
    const module = { x: bx + 150, y: by + 34, w: 92, h: 86 };
    g.fillStyle = "#d7dde3";
    roundedRect(module.x, module.y, module.w, module.h, 5);
    g.fill();
    g.strokeStyle = "#8d98a5";
    g.stroke();
    label("M5311", module.x + module.w / 2, module.y + 48, 17, "#2a3440", "700", "center");
    label("NB-IoT", module.x + module.w / 2, module.y + 66, 11, "#4b5866", "400", "center");
    // SIM holder.
    const sim = { x: bx + 30, y: by + 112, w: 70, h: 44 };
    g.fillStyle = "#b9c0c8";
    roundedRect(sim.x, sim.y, sim.w, sim.h, 4);
    g.fill();
    g.fillStyle = "#8e98a4";
    for (let i = 0; i < 3; i += 1) g.fillRect(sim.x + 10 + i * 20, sim.y + 10, 10, 24);
    // USB connector on the left edge.
    const usb = { x: bx - 16, y: by + 56, w: 38, h: 30 };
    g.fillStyle = "#c0c6cc";
    roundedRect(usb.x, usb.y, usb.w, usb.h, 3);
    g.fill();
    g.fillStyle = "#545c66";
    g.fillRect(usb.x + 6, usb.y + 10, 20, 10);
    // Antenna connector, its cable and a small antenna that wiggles.
    const ant = { x: bx + 290, y: by + 48 };
    g.fillStyle = "#e1b84f";
    g.beginPath();
    g.arc(ant.x, ant.y, 11, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = "#6b5420";
    g.beginPath();
    g.arc(ant.x, ant.y, 4, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = "#222a33";
    g.lineWidth = 5;
    g.beginPath();
    g.moveTo(ant.x, ant.y);
    g.quadraticCurveTo(ant.x + 30, ant.y - 40, ant.x + 18 + Math.sin(t * 3) * 3, ant.y - 84);
    g.stroke();
    // Radio waves out of the antenna once the board is registered.
    if (t > 3.6) {
      g.strokeStyle = palette.accent;
      g.lineWidth = 2;
      for (let i = 0; i < 3; i += 1) {
        const phase = (t * 1.2 + i / 3) % 1;
        g.globalAlpha = appear * (1 - phase);
        g.beginPath();
        g.arc(ant.x + 18, ant.y - 84, 8 + phase * 34, -Math.PI * 0.85, -Math.PI * 0.15);
        g.stroke();
      }
      g.globalAlpha = appear;
    }
    // LEDs: power steady, network blinking.
    g.fillStyle = "#ff5a4f";
    g.beginPath();
    g.arc(bx + 250, by + 140, 5, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = Math.floor(t * 2.5) % 2 === 0 ? "#6dff8a" : "#1d4d2c";
    g.beginPath();
    g.arc(bx + 270, by + 140, 5, 0, Math.PI * 2);
    g.fill();
    label("PWR  NET", bx + 260, by + 160, 9, "rgba(255,255,255,0.75)", "700", "center");
    g.restore();

    // The parts pointed out one after another.
    const parts = [
      { name: "USB SERIAL", x: usb.x + usb.w / 2, y: usb.y + usb.h / 2, at: 1.4 },
      { name: "SIM CARD", x: sim.x + sim.w / 2, y: sim.y + sim.h / 2, at: 2.1 },
      { name: "M5311 MODULE", x: module.x + module.w / 2, y: module.y + 14, at: 2.8 },
      { name: "ANTENNA", x: ant.x, y: ant.y, at: 3.5 },
    ];
    for (const [index, part] of parts.entries()) {
      const shown = ease((t - part.at) / 0.4);
      if (shown <= 0) continue;
      const lx = 40 + index * 150;
      const ly = 146;
      g.globalAlpha = shown;
      g.strokeStyle = "#ffffff";
      g.lineWidth = 1.5;
      g.setLineDash([4, 4]);
      g.beginPath();
      g.moveTo(lx + 4, ly + 6);
      g.lineTo(part.x, part.y);
      g.stroke();
      g.setLineDash([]);
      g.fillStyle = palette.accent;
      g.beginPath();
      g.arc(part.x, part.y, 5 + Math.sin(t * 6) * 1.5, 0, Math.PI * 2);
      g.fill();
      label(part.name, lx, ly, 12, "#ffffff", "700");
      g.globalAlpha = 1;
    }
    const bars = t < 2 ? 0 : Math.min(4, Math.floor((t - 2) * 2.5));
    signalBars(470, 52, bars);
    label(bars >= 4 ? "REGISTERED" : "SEARCHING", 470, 72, 11, "rgba(255,255,255,0.8)", "700");
  }

  /** A device sending readings over the air to a cloud, and the chart they draw there. */
  function cloudScene(t) {
    const appear = ease((t - 0.3) / 0.9);
    g.save();
    g.globalAlpha = appear;
    // The device.
    const dx = 48;
    const dy = 180;
    g.fillStyle = "#f3f6f8";
    roundedRect(dx, dy, 120, 120, 12);
    g.fill();
    g.fillStyle = "#24313d";
    roundedRect(dx + 14, dy + 14, 92, 44, 6);
    g.fill();
    const reading = (21 + Math.sin(t * 1.3) * 1.6 + t * 0.3).toFixed(1);
    label(`${reading} \u00b0C`, dx + 60, dy + 44, 18, "#7ef0c4", "700", "center");
    label("SENSOR", dx + 60, dy + 84, 12, "#24313d", "700", "center");
    label("LwM2M", dx + 60, dy + 102, 11, "#56636f", "400", "center");
    // The cloud.
    const cx = 470;
    const cy = 80;
    g.fillStyle = "rgba(255,255,255,0.94)";
    g.beginPath();
    g.arc(cx, cy + 20, 34, Math.PI * 0.5, Math.PI * 1.5);
    g.arc(cx + 44, cy - 4, 42, Math.PI, Math.PI * 1.85);
    g.arc(cx + 92, cy + 20, 34, Math.PI * 1.5, Math.PI * 0.5);
    g.closePath();
    g.fill();
    label("ONENET", cx + 46, cy + 30, 16, "#14573f", "700", "center");
    // The path and the packets on it.
    const from = { x: dx + 120, y: dy + 30 };
    const to = { x: cx - 10, y: cy + 40 };
    g.strokeStyle = "rgba(255,255,255,0.45)";
    g.lineWidth = 2;
    g.setLineDash([6, 6]);
    g.lineDashOffset = -t * 30;
    g.beginPath();
    g.moveTo(from.x, from.y);
    g.lineTo(to.x, to.y);
    g.stroke();
    g.setLineDash([]);
    if (t > 1.2) {
      for (let i = 0; i < 3; i += 1) {
        const phase = (t * 0.7 + i / 3) % 1;
        g.fillStyle = palette.accent;
        g.fillRect(
          from.x + (to.x - from.x) * phase - 7,
          from.y + (to.y - from.y) * phase - 5,
          14,
          10,
        );
      }
    }
    g.restore();
    // The chart the readings draw.
    const chart = { x: 250, y: 190, w: 350, h: 130 };
    g.globalAlpha = appear;
    g.fillStyle = "rgba(0,0,0,0.22)";
    roundedRect(chart.x, chart.y, chart.w, chart.h, 10);
    g.fill();
    g.strokeStyle = "rgba(255,255,255,0.15)";
    g.lineWidth = 1;
    for (let i = 1; i < 4; i += 1) {
      g.beginPath();
      g.moveTo(chart.x + 12, chart.y + (chart.h * i) / 4);
      g.lineTo(chart.x + chart.w - 12, chart.y + (chart.h * i) / 4);
      g.stroke();
    }
    label("TEMPERATURE", chart.x + 14, chart.y + 20, 11, "rgba(255,255,255,0.8)", "700");
    const shown = Math.max(0, Math.min(1, (t - 1.6) / 3.6));
    const points = 24;
    g.strokeStyle = palette.accent;
    g.lineWidth = 3;
    g.beginPath();
    for (let i = 0; i <= points * shown; i += 1) {
      const x = chart.x + 16 + ((chart.w - 32) * i) / points;
      const y = chart.y + chart.h - 26 - (Math.sin(i * 0.55) * 0.3 + 0.4 + i / 80) * 70;
      if (i === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    g.stroke();
    label(
      `${Math.round(points * shown)} DATA POINTS`,
      chart.x + chart.w - 14,
      chart.y + 20,
      11,
      "rgba(255,255,255,0.8)",
      "700",
      "right",
    );
    g.globalAlpha = 1;
  }

  function draw(t) {
    background(t);
    if (video.scene === "board") boardScene(t);
    else cloudScene(t);
    titleCard(t);
    progress(t);
  }

  draw(posterAt);
  const poster = canvas.toDataURL("image/png");

  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks();
  // VP8 first: every browser that plays WebM decodes it, and these flat shapes stay small in it.
  const mimeType = ["video/webm;codecs=vp8", "video/webm;codecs=vp9"].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
  if (!mimeType) throw new Error("this Chromium records no WebM");
  const recorder = new MediaRecorder(stream, {
    mimeType,
    videoBitsPerSecond: bitrate,
    // A key frame every second: the player can seek to any second without decoding from 0.
    videoKeyFrameIntervalDuration: 1000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  draw(0);
  recorder.start();
  const frames = framesPerSecond * seconds;
  const started = performance.now();
  for (let frame = 0; frame <= frames; frame += 1) {
    // Frames at their own time: the recorder stamps them by the clock.
    const due = started + (frame * 1000) / framesPerSecond;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    draw(frame / framesPerSecond);
    track.requestFrame();
  }
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { webm: btoa(binary), poster, mimeType };
}

// ---------------------------------------------------------------------------------------------
// In Node: MediaRecorder writes a live stream (no duration, no index, sizes unknown); rewritten
// here with its duration, a cue per key frame and known sizes, so players show the length and
// seek at once.
// ---------------------------------------------------------------------------------------------

const ids = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  seekPosition: 0x53ac,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  referenceBlock: 0xfb,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
  void: 0xec,
};
const segmentChildren = new Set([
  ids.seekHead,
  ids.info,
  ids.tracks,
  ids.cluster,
  ids.cues,
  0x1941a469, // Attachments
  0x1043a770, // Chapters
  0x1254c367, // Tags
]);

function readId(buffer, at) {
  const first = buffer[at];
  let length = 1;
  while (length <= 4 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 4) throw new Error(`bad element id at ${at}`);
  return { id: buffer.readUIntBE(at, length), length };
}

function readSize(buffer, at) {
  const first = buffer[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new Error(`bad element size at ${at}`);
  let value = first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buffer[at + i];
    if (buffer[at + i] !== 0xff) unknown = false;
  }
  return { size: unknown ? undefined : value, length };
}

/** The elements from `start` to `end`; an element of unknown size ends where a sibling starts. */
function readElements(buffer, start, end, siblings) {
  const elements = [];
  let at = start;
  while (at < end) {
    const { id, length: idLength } = readId(buffer, at);
    const { size, length: sizeLength } = readSize(buffer, at + idLength);
    const dataStart = at + idLength + sizeLength;
    let dataEnd = size === undefined ? end : dataStart + size;
    if (size === undefined && id === ids.cluster) {
      // A live cluster runs until the next top-level element.
      let inner = dataStart;
      while (inner < end) {
        const child = readId(buffer, inner);
        if (siblings.has(child.id)) break;
        const childSize = readSize(buffer, inner + child.length);
        inner += child.length + childSize.length + (childSize.size ?? 0);
      }
      dataEnd = Math.min(inner, end);
    }
    elements.push({ id, data: buffer.subarray(dataStart, Math.min(dataEnd, end)) });
    at = dataEnd;
  }
  return elements;
}

function idBytes(id) {
  const length = id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1;
  const bytes = Buffer.alloc(length);
  bytes.writeUIntBE(id, 0, length);
  return bytes;
}

/** An element size as an 8-byte VINT: every size fits, and a size never changes a layout. */
function sizeBytes(size) {
  const bytes = unsigned(size, 8);
  bytes[0] = 0x01;
  return bytes;
}

const element = (id, data) => Buffer.concat([idBytes(id), sizeBytes(data.length), data]);

function unsigned(value, length) {
  const bytes = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

const unsignedElement = (id, value, length = 4) => element(id, unsigned(value, length));

function float64Element(id, value) {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
}

function readUnsigned(data) {
  return data.reduce((value, byte) => value * 256 + byte, 0);
}

/** A WebM from MediaRecorder made seekable: duration in Info, Cues, a SeekHead, known sizes. */
function seekableWebm(input) {
  const top = readElements(input, 0, input.length, new Set([ids.ebml, ids.segment]));
  const header = top.find((item) => item.id === ids.ebml);
  const segment = top.find((item) => item.id === ids.segment);
  if (!header || !segment) throw new Error("not a WebM file");
  const children = readElements(segment.data, 0, segment.data.length, segmentChildren);
  const info = children.find((item) => item.id === ids.info);
  const tracks = children.find((item) => item.id === ids.tracks);
  const clusters = children.filter((item) => item.id === ids.cluster);
  if (!info || !tracks || clusters.length === 0) throw new Error("WebM without info or video");

  const infoChildren = readElements(info.data, 0, info.data.length, new Set());
  const scale = readUnsigned(
    infoChildren.find((item) => item.id === ids.timecodeScale)?.data ?? unsigned(1_000_000, 4),
  );

  // Each cluster's time and its key frames' times; the last frame's time gives the length.
  const times = [];
  const clusterKeys = clusters.map((cluster) => {
    const blocks = readElements(cluster.data, 0, cluster.data.length, new Set());
    const base = readUnsigned(blocks.find((item) => item.id === ids.timecode)?.data ?? Buffer.of());
    let firstKey;
    for (const item of blocks) {
      // Chrome writes BlockGroups (a Block, with a ReferenceBlock unless it is a key frame);
      // other muxers SimpleBlocks (the key frame flag in the block's header).
      let block;
      let keyFrame;
      if (item.id === ids.simpleBlock) {
        block = item.data;
        const track = readSize(block, 0);
        keyFrame = (block[track.length + 2] & 0x80) !== 0;
      } else if (item.id === ids.blockGroup) {
        const parts = readElements(item.data, 0, item.data.length, new Set());
        block = parts.find((part) => part.id === ids.block)?.data;
        keyFrame = !parts.some((part) => part.id === ids.referenceBlock);
      }
      if (!block) continue;
      const track = readSize(block, 0);
      const time = base + block.readInt16BE(track.length);
      times.push(time);
      if (keyFrame && firstKey === undefined) firstKey = { time, track: track.size };
    }
    return firstKey;
  });
  times.sort((a, b) => a - b);
  const step = times.length > 1 ? (times.at(-1) - times[0]) / (times.length - 1) : 0;
  const duration = times.at(-1) + step;

  const newInfo = element(
    ids.info,
    Buffer.concat([
      ...infoChildren
        .filter((item) => item.id !== ids.duration)
        .map((item) => element(item.id, item.data)),
      float64Element(ids.duration, duration),
    ]),
  );
  const newClusters = clusters.map((cluster) => element(ids.cluster, cluster.data));
  const seekEntry = (id, position) =>
    element(
      ids.seek,
      Buffer.concat([
        element(ids.seekId, idBytes(id)),
        unsignedElement(ids.seekPosition, position, 8),
      ]),
    );
  // The SeekHead's size does not depend on the positions (fixed-width numbers): lay out once.
  const seekHeadLength = element(
    ids.seekHead,
    Buffer.concat([seekEntry(ids.info, 0), seekEntry(ids.tracks, 0), seekEntry(ids.cues, 0)]),
  ).length;
  const infoAt = seekHeadLength;
  const newTracks = element(ids.tracks, tracks.data);
  const tracksAt = infoAt + newInfo.length;
  let clusterAt = tracksAt + newTracks.length;
  const cuePoints = [];
  for (const [index, cluster] of newClusters.entries()) {
    const key = clusterKeys[index];
    if (key) {
      cuePoints.push(
        element(
          ids.cuePoint,
          Buffer.concat([
            unsignedElement(ids.cueTime, key.time, 8),
            element(
              ids.cueTrackPositions,
              Buffer.concat([
                unsignedElement(ids.cueTrack, key.track, 1),
                unsignedElement(ids.cueClusterPosition, clusterAt, 8),
              ]),
            ),
          ]),
        ),
      );
    }
    clusterAt += cluster.length;
  }
  const cues = element(ids.cues, Buffer.concat(cuePoints));
  const seekHead = element(
    ids.seekHead,
    Buffer.concat([
      seekEntry(ids.info, infoAt),
      seekEntry(ids.tracks, tracksAt),
      seekEntry(ids.cues, clusterAt),
    ]),
  );
  const body = Buffer.concat([seekHead, newInfo, newTracks, ...newClusters, cues]);
  return {
    bytes: Buffer.concat([element(ids.ebml, header.data), element(ids.segment, body)]),
    seconds: (duration * scale) / 1e9,
    frames: times.length,
    keyFrames: cuePoints.length,
  };
}

// ---------------------------------------------------------------------------------------------

const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!executablePath) throw new Error("No Chromium: set CHROMIUM_PATH or apt-get install chromium");

const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    // The recording runs by the clock: a hidden page must not be slowed down.
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
  ],
});
try {
  await mkdir(outDir, { recursive: true });
  const page = await browser.newPage({ viewport: { width, height } });
  for (const video of videos) {
    const recorded = await page.evaluate(recordInPage, {
      video,
      width,
      height,
      framesPerSecond,
      seconds,
      bitrate: videoBitsPerSecond,
      posterAt,
    });
    const webm = seekableWebm(Buffer.from(recorded.webm, "base64"));
    const poster = Buffer.from(recorded.poster.replace(/^data:image\/png;base64,/, ""), "base64");
    await writeFile(path.join(outDir, `${video.name}.webm`), webm.bytes);
    await writeFile(path.join(outDir, `${video.name}.png`), poster);
    console.log(
      `[demo-videos] ${video.name}: ${recorded.mimeType}, ${webm.seconds.toFixed(2)} s, ` +
        `${webm.frames} frames (${webm.keyFrames} key frames), ${(webm.bytes.length / 1024).toFixed(0)} KB; ` +
        `poster ${(poster.length / 1024).toFixed(0)} KB`,
    );
  }
} finally {
  await browser.close();
}
