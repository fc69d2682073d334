// Draws the demo medals' icons (128 x 128 PNG) into apps/server/src/seed/assets/medals/: a
// ribbon, a ring and a symbol per medal, each pixel sampled 4 x 4 times for smooth edges. The
// files are committed; run again (`node scripts/generate-medal-icons.mjs`) only to redraw them.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

const size = 128;
const samples = 4;
const folder = path.resolve(import.meta.dirname, "../apps/server/src/seed/assets/medals");

/** Whether (x, y), in -1..1 with y down, is inside the polygon. */
function insidePolygon(points, x, y) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from (x, y) to the segment a-b. */
function segmentDistance([ax, ay], [bx, by], x, y) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

const star = Array.from({ length: 10 }, (_, index) => {
  const radius = index % 2 === 0 ? 0.42 : 0.18;
  const angle = -Math.PI / 2 + (index * Math.PI) / 5;
  return [radius * Math.cos(angle), 0.05 + radius * Math.sin(angle)];
});

const symbols = {
  star: (x, y) => insidePolygon(star, x, y),
  check: (x, y) =>
    segmentDistance([-0.3, 0.05], [-0.08, 0.28], x, y) < 0.08 ||
    segmentDistance([-0.08, 0.28], [0.32, -0.2], x, y) < 0.08,
  heart: (x, y) => {
    const u = x / 0.36;
    const v = -(y - 0.05) / 0.36;
    return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
  },
};

/** The colour at (x, y): ribbon tails, then the ring, the disc and the symbol on top. */
function colourAt(x, y, { ring, disc, ribbon, symbol }) {
  const radius = Math.hypot(x, y - 0.05);
  if (radius <= 0.62 && symbols[symbol](x, y)) return [255, 255, 255, 255];
  if (radius <= 0.62) {
    const shade = 1 - 0.25 * ((y + 0.6) / 1.2);
    return [...disc.map((channel) => Math.round(channel * shade)), 255];
  }
  if (radius <= 0.8) return [...ring, 255];
  const leftTail = insidePolygon(
    [
      [-0.55, 0.5],
      [-0.2, 0.7],
      [-0.45, 1],
      [-0.55, 0.85],
      [-0.7, 0.95],
    ],
    x,
    y,
  );
  const rightTail = insidePolygon(
    [
      [0.55, 0.5],
      [0.2, 0.7],
      [0.45, 1],
      [0.55, 0.85],
      [0.7, 0.95],
    ],
    x,
    y,
  );
  if (leftTail || rightTail) return [...ribbon, 255];
  return [0, 0, 0, 0];
}

function draw(style) {
  const rows = [];
  for (let row = 0; row < size; row++) {
    const line = Buffer.alloc(1 + size * 4);
    for (let column = 0; column < size; column++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((column + (sx + 0.5) / samples) / size) * 2 - 1;
          const y = ((row + (sy + 0.5) / samples) / size) * 2 - 1;
          const [r, g, b, a] = colourAt(x, y, style);
          sum[0] += r * a;
          sum[1] += g * a;
          sum[2] += b * a;
          sum[3] += a;
        }
      }
      const alpha = sum[3] / (samples * samples);
      const pixel =
        sum[3] === 0 ? [0, 0, 0, 0] : [...sum.slice(0, 3).map((c) => c / sum[3]), alpha];
      pixel.forEach((value, channel) => {
        line[1 + column * 4 + channel] = Math.round(value);
      });
    }
    rows.push(line);
  }
  return png(Buffer.concat(rows));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(scanlines) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(scanlines, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const medals = {
  "first-post": {
    ring: [240, 180, 40],
    disc: [22, 119, 255],
    ribbon: [220, 60, 60],
    symbol: "star",
  },
  "first-adopted-answer": {
    ring: [240, 180, 40],
    disc: [56, 158, 13],
    ribbon: [22, 119, 255],
    symbol: "check",
  },
  "ten-likes": {
    ring: [200, 200, 210],
    disc: [235, 47, 150],
    ribbon: [250, 140, 22],
    symbol: "heart",
  },
};
for (const [name, style] of Object.entries(medals)) {
  writeFileSync(path.join(folder, `${name}.png`), draw(style));
}
