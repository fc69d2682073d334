import { Readable } from "node:stream";
import {
  boardAndTerminalProductTypes,
  type ProductParameters,
  productDictionary,
} from "@portal/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { products } from "../modules/product/schema.ts";
import { inTransaction } from "../platform/db/transaction.ts";
import { fileStoresOf } from "../platform/storage/file-stores.ts";
import type { SeedContext } from "./seed-context.ts";

/** What a module drawing needs: its model, package and size as the product stores them. */
export type IllustratedModule = {
  model: string;
  networkSystem: string;
  packageType: string;
  /** The `dimensions` parameter, "W × L × H" in mm. */
  dimensions: string | undefined;
};

/** A product to draw: a module, or a board (or terminal) carrying its parent module. */
export type IllustratedProduct = IllustratedModule & {
  productType: string;
  interfaces: string[];
  /** The module a board carries; a board without one gets an unmarked module. */
  module: IllustratedModule | undefined;
};

const width = 640;
const height = 400;
const background = "#f0f4fb";
const fontFamily =
  "Arial, Helvetica, 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif";

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe for SVG content and attribute values. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

/** Coordinates to one decimal: the files stay small and the drawing stays exact enough. */
const n = (value: number) => String(Math.round(value * 10) / 10);

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

type Size = { width: number; length: number };

/** "19.0 × 18.4 × 2.2" as width and length in mm; the package's typical size otherwise. */
function parseDimensions(dimensions: string | undefined, fallback: Size): Size {
  const match = dimensions?.match(/^\s*(\d+(?:\.\d+)?)\s*[×xX*]\s*(\d+(?:\.\d+)?)/);
  if (!match?.[1] || !match[2]) return fallback;
  const size = { width: Number(match[1]), length: Number(match[2]) };
  if (!(size.width > 0 && size.length > 0 && size.width <= 500 && size.length <= 500)) {
    return fallback;
  }
  return size;
}

const typicalSizes = {
  m2: { width: 30, length: 52 },
  board: { width: 80, length: 60 },
  module: { width: 18, length: 16 },
} satisfies Record<string, Size>;

/** Roughly how wide a text sets, in ems: CJK a full em, capitals and digits about two thirds. */
function textEms(text: string): number {
  let ems = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0x2e80) ems += 1;
    else if (/[ il.,:;'|!]/.test(character)) ems += 0.32;
    else if (/[A-Z]/.test(character)) ems += 0.74;
    else ems += 0.6;
  }
  return Math.max(ems, 1);
}

/** The largest font size up to `largest` at which `text` fits in `room` px. */
const fittedSize = (text: string, room: number, largest: number) =>
  Math.min(largest, room / textEms(text));

/** A closed rectangle as path data, so many small ones share one path element. */
const rectPath = (x: number, y: number, w: number, h: number) =>
  `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;

/** A small number from a text, so every model gets its own (but a stable) code pattern. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}

/** A Data Matrix look-alike (not a readable code): solid L finder, dotted edges, random cells. */
function codeMark(x: number, y: number, size: number, seed: string, colour: string): string {
  const cells = 12;
  const cell = size / cells;
  let state = hashOf(seed) || 1;
  const cellsPath: string[] = [];
  for (let row = 0; row < cells; row += 1) {
    for (let column = 0; column < cells; column += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      const finder = column === 0 || row === cells - 1;
      const timing = row === 0 ? column % 2 === 0 : column === cells - 1 ? row % 2 === 1 : false;
      const inside = row > 0 && column < cells - 1 && !finder;
      if (finder || timing || (inside && state % 5 < 2)) {
        cellsPath.push(rectPath(x + column * cell, y + row * cell, cell, cell));
      }
    }
  }
  return `<path d="${cellsPath.join("")}" fill="${colour}"/>`;
}

/** The vendor's mark, the portal's chip glyph, etched `size` px wide at x, y. */
function vendorMark(x: number, y: number, size: number, colour: string): string {
  const unit = size / 32;
  const at = (value: number) => n(value * unit);
  return (
    `<g transform="translate(${n(x)} ${n(y)})" fill="none" stroke="${colour}" stroke-width="${at(2)}" stroke-linecap="round">` +
    `<rect width="${at(32)}" height="${at(32)}" rx="${at(7)}" stroke-width="${at(1.6)}"/>` +
    `<rect x="${at(9)}" y="${at(9)}" width="${at(14)}" height="${at(14)}" rx="${at(2)}"/>` +
    `<path d="M${at(13)} ${at(5)}v${at(4)}M${at(19)} ${at(5)}v${at(4)}M${at(13)} ${at(23)}v${at(4)}M${at(19)} ${at(23)}v${at(4)}M${at(5)} ${at(13)}h${at(4)}M${at(5)} ${at(19)}h${at(4)}M${at(23)} ${at(13)}h${at(4)}M${at(23)} ${at(19)}h${at(4)}"/>` +
    `<circle cx="${at(16)}" cy="${at(16)}" r="${at(2.5)}" fill="${colour}" stroke="none"/></g>`
  );
}

const definitions =
  "<defs>" +
  `<radialGradient id="glow" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="${background}" stop-opacity="0"/></radialGradient>` +
  '<linearGradient id="shield" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7f9fb"/><stop offset="0.55" stop-color="#d3d9e0"/><stop offset="1" stop-color="#e8ecf0"/></linearGradient>' +
  '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1cf72"/><stop offset="1" stop-color="#c4962e"/></linearGradient>' +
  '<linearGradient id="steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset="1" stop-color="#a9b1bb"/></linearGradient>' +
  '<linearGradient id="board" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#215a9e"/><stop offset="1" stop-color="#173f73"/></linearGradient>' +
  '<linearGradient id="substrate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f7650"/><stop offset="1" stop-color="#1f5238"/></linearGradient>' +
  "</defs>";

type Box = { x: number; y: number; width: number; height: number };

/**
 * What is etched on a shield (or printed on an M.2 card's label): the vendor mark and a code in
 * the top corners, the model and the network system centred in the room below them.
 */
function shieldPrint(box: Box, module: IllustratedModule, ink: string): string {
  const short = Math.min(box.width, box.height);
  const padding = short * 0.09;
  const markSize = clamp(short * 0.16, 5, 30);
  const codeSize = clamp(short * 0.17, 6, 36);
  const top = box.y + padding + Math.max(markSize, codeSize);
  const bottom = box.y + box.height - padding;
  const modelSize = fittedSize(
    module.model,
    box.width * 0.8,
    Math.min((bottom - top) * 0.5, short * 0.24, 48),
  );
  const systemSize = modelSize * 0.42;
  const showSystem = module.networkSystem !== "" && systemSize >= 4;
  const blockHeight = modelSize * 0.72 + (showSystem ? systemSize * 1.6 : 0);
  const baseline = (top + bottom) / 2 - blockHeight / 2 + modelSize * 0.72;
  const middle = box.x + box.width / 2;
  let print =
    vendorMark(box.x + padding, box.y + padding, markSize, ink) +
    codeMark(box.x + box.width - padding - codeSize, box.y + padding, codeSize, module.model, ink) +
    `<text x="${n(middle)}" y="${n(baseline)}" font-size="${n(modelSize)}" font-weight="700" text-anchor="middle" fill="${ink}">${escapeXml(module.model)}</text>`;
  if (showSystem) {
    print += `<text x="${n(middle)}" y="${n(baseline + systemSize * 1.6)}" font-size="${n(systemSize)}" text-anchor="middle" fill="${ink}" fill-opacity="0.75">${escapeXml(module.networkSystem)}</text>`;
  }
  return print;
}

/** Pads along one edge of a module, from `start` to `end` (px) at `pitch` px. */
function padPositions(start: number, end: number, pitch: number): number[] {
  const count = Math.max(1, Math.floor((end - start) / pitch));
  const first = start + (end - start - (count - 1) * pitch) / 2;
  return Array.from({ length: count }, (_, index) => first + index * pitch);
}

/** A castellated half-hole: a half disc cut into the edge at x, y, opening towards `inward`. */
function halfHole(x: number, y: number, radius: number, inward: "up" | "down" | "left" | "right") {
  const horizontal = inward === "up" || inward === "down";
  const start = horizontal ? `${n(x - radius)} ${n(y)}` : `${n(x)} ${n(y - radius)}`;
  const end = horizontal ? `${n(x + radius)} ${n(y)}` : `${n(x)} ${n(y + radius)}`;
  const sweep = inward === "down" || inward === "left" ? 0 : 1;
  return `<path d="M${start}A${n(radius)} ${n(radius)} 0 0 ${sweep} ${end}Z"/>`;
}

/**
 * An LCC, LGA or LCC+LGA module seen from above, `scale` px per mm, its top-left at x, y:
 * a green substrate with gold pads along the edges (half-holes for LCC), under a steel shield.
 */
function solderedModule(
  module: IllustratedModule,
  size: Size,
  x: number,
  y: number,
  scale: number,
): string {
  const w = size.width * scale;
  const h = size.length * scale;
  const castellated = module.packageType !== "LGA";
  const landGrid = module.packageType !== "LCC";
  const rim = Math.max(1.1 * scale, 4) * (castellated && landGrid ? 1.7 : 1);
  const pitch = Math.max(1.1 * scale, 3.2);
  const padWidth = pitch * 0.55;
  const padDepth = Math.min(rim * 0.8, 1.0 * scale);
  const corner = rim + pitch * 0.4;
  const pads: string[] = [];
  const holes: string[] = [];
  const inner: string[] = [];
  const holeRadius = padWidth * 0.36;
  const landSize = Math.max(padWidth * 0.6, 1.2);
  const edges = [
    {
      from: x,
      to: x + w,
      inward: "down",
      at: (along: number, depth: number) => [along, y + depth],
    },
    {
      from: x,
      to: x + w,
      inward: "up",
      at: (along: number, depth: number) => [along, y + h - depth],
    },
    {
      from: y,
      to: y + h,
      inward: "right",
      at: (along: number, depth: number) => [x + depth, along],
    },
    {
      from: y,
      to: y + h,
      inward: "left",
      at: (along: number, depth: number) => [x + w - depth, along],
    },
  ] as const;
  for (const edge of edges) {
    const horizontal = edge.inward === "down" || edge.inward === "up";
    const positions = padPositions(edge.from + corner, edge.to - corner, pitch);
    for (const [index, along] of positions.entries()) {
      /** A pad centred `depth` in from the edge and `shift` along it, `across` by `deep`. */
      const pad = (depth: number, across: number, deep: number, shift = 0) => {
        const [cx = 0, cy = 0] = edge.at(along + shift, depth);
        const [padWidthX, padHeightY] = horizontal ? [across, deep] : [deep, across];
        return rectPath(cx - padWidthX / 2, cy - padHeightY / 2, padWidthX, padHeightY);
      };
      if (castellated) {
        pads.push(pad(padDepth / 2, padWidth, padDepth));
        const [edgeX = 0, edgeY = 0] = edge.at(along, 0);
        holes.push(halfHole(edgeX, edgeY, holeRadius, edge.inward));
      }
      // LCC+LGA: a second, staggered row of lands between the half-holes and the shield.
      if (landGrid && !castellated) inner.push(pad(rim / 2, landSize, landSize));
      if (landGrid && castellated && index < positions.length - 1) {
        inner.push(pad((padDepth + rim) / 2, landSize, landSize, pitch / 2));
      }
    }
  }
  const shield = { x: x + rim, y: y + rim, width: w - 2 * rim, height: h - 2 * rim };
  const radius = Math.max(0.6 * scale, 2);
  return (
    `<g class="module" data-package="${escapeXml(module.packageType)}">` +
    `<rect x="${n(x + 0.25 * scale)}" y="${n(y + 0.45 * scale)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}" fill="#0b1f44" fill-opacity="0.13"/>` +
    `<rect class="module-body" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius * 0.5)}" fill="url(#substrate)" stroke="#174229" stroke-width="1"/>` +
    (pads.length > 0 ? `<path d="${pads.join("")}" fill="url(#gold)"/>` : "") +
    (inner.length > 0 ? `<path d="${inner.join("")}" fill="#e0b85a" fill-opacity="0.9"/>` : "") +
    (holes.length > 0
      ? `<g fill="${background}" stroke="#b58a2a" stroke-width="${n(Math.max(holeRadius * 0.35, 0.5))}">${holes.join("")}</g>`
      : "") +
    `<rect x="${n(shield.x)}" y="${n(shield.y)}" width="${n(shield.width)}" height="${n(shield.height)}" rx="${n(radius)}" fill="url(#shield)" stroke="#8e98a5" stroke-width="1.2"/>` +
    `<rect x="${n(shield.x + 3)}" y="${n(shield.y + 3)}" width="${n(shield.width - 6)}" height="${n(shield.height - 6)}" rx="${n(radius)}" fill="none" stroke="#ffffff" stroke-opacity="0.7"/>` +
    shieldPrint(shield, module, "#38414d") +
    `<path d="M${n(shield.x + 4)} ${n(shield.y + shield.height - 4)}l${n(shield.width * 0.05)} 0l${n(-shield.width * 0.05)} ${n(-shield.width * 0.05)}z" fill="#38414d"/>` +
    "</g>"
  );
}

/**
 * An M.2 card lying on its long side, `scale` px per mm, top-left at x, y: gold fingers and the
 * key notch on the right, the screw half-hole on the left, antenna sockets and a labelled shield.
 */
function m2Module(
  module: IllustratedModule,
  size: Size,
  x: number,
  y: number,
  scale: number,
): string {
  const long = Math.max(size.width, size.length);
  const short = Math.min(size.width, size.length);
  const w = long * scale;
  const h = short * scale;
  const middle = y + h / 2;
  const fingerDepth = 2.4 * scale;
  const notchY = y + h * 0.22;
  const fingers: string[] = [];
  for (const along of padPositions(
    y + 1.2 * scale,
    y + h - 1.2 * scale,
    Math.max(0.9 * scale, 3),
  )) {
    if (Math.abs(along - notchY) < 1.3 * scale) continue;
    fingers.push(rectPath(x + w - fingerDepth, along - 0.3 * scale, fingerDepth, 0.6 * scale));
  }
  const ring = 3 * scale;
  const hole = 1.75 * scale;
  const sockets = [-10, -5, 5, 10]
    .filter((offset) => Math.abs(offset) * scale < h / 2 - 1.5 * scale)
    .map((offset) => {
      const cx = x + 4.6 * scale;
      const cy = middle + offset * scale;
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(1.1 * scale)}" fill="url(#gold)"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.7 * scale)}" fill="#f2f2ee"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.28 * scale)}" fill="#b58a2a"/>`;
    });
  const shield = {
    x: x + 6.6 * scale,
    y: y + 1.4 * scale,
    width: w - 6.6 * scale - fingerDepth - 1.6 * scale,
    height: h - 2.8 * scale,
  };
  const label = {
    x: shield.x + shield.width * 0.08,
    y: shield.y + shield.height * 0.12,
    width: shield.width * 0.84,
    height: shield.height * 0.76,
  };
  return (
    `<g class="module" data-package="${escapeXml(module.packageType)}">` +
    `<rect x="${n(x + 0.25 * scale)}" y="${n(y + 0.45 * scale)}" width="${n(w)}" height="${n(h)}" rx="${n(scale)}" fill="#0b1f44" fill-opacity="0.13"/>` +
    `<rect class="module-body" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(0.8 * scale)}" fill="url(#substrate)" stroke="#174229"/>` +
    `<path d="${fingers.join("")}" fill="url(#gold)"/>` +
    `<rect x="${n(x + w - fingerDepth - 0.2 * scale)}" y="${n(notchY - 0.6 * scale)}" width="${n(fingerDepth + 1.2 * scale)}" height="${n(1.2 * scale)}" fill="${background}"/>` +
    `<path d="M${n(x)} ${n(middle - ring)}A${n(ring)} ${n(ring)} 0 0 1 ${n(x)} ${n(middle + ring)}Z" fill="url(#gold)"/>` +
    `<path d="M${n(x)} ${n(middle - hole)}A${n(hole)} ${n(hole)} 0 0 1 ${n(x)} ${n(middle + hole)}Z" fill="${background}"/>` +
    sockets.join("") +
    `<rect x="${n(shield.x)}" y="${n(shield.y)}" width="${n(shield.width)}" height="${n(shield.height)}" rx="${n(0.6 * scale)}" fill="url(#shield)" stroke="#8e98a5" stroke-width="1.2"/>` +
    `<rect x="${n(label.x)}" y="${n(label.y)}" width="${n(label.width)}" height="${n(label.height)}" rx="${n(0.5 * scale)}" fill="#ffffff" stroke="#c8ced6"/>` +
    shieldPrint(label, module, "#1d232b") +
    "</g>"
  );
}

/** A module of any package at `scale`, its top-left at x, y. */
function drawnModule(module: IllustratedModule, size: Size, x: number, y: number, scale: number) {
  return module.packageType === "M.2"
    ? m2Module(module, size, x, y, scale)
    : solderedModule(module, size, x, y, scale);
}

/** The drawn width and height of a module in mm: an M.2 card lies on its long side. */
function footprint(module: IllustratedModule, size: Size) {
  if (module.packageType !== "M.2") return { width: size.width, height: size.length };
  return { width: Math.max(size.width, size.length), height: Math.min(size.width, size.length) };
}

function moduleSize(module: IllustratedModule): Size {
  const fallback = module.packageType === "M.2" ? typicalSizes.m2 : typicalSizes.module;
  return parseDimensions(module.dimensions, fallback);
}

const muted = "#5b6b82";

/** A dimension line with end ticks and its label, horizontal (below) or vertical (right). */
function dimensionLine(
  from: number,
  to: number,
  at: number,
  label: string,
  vertical: boolean,
): string {
  const tick = 6;
  if (!vertical) {
    return (
      `<path d="M${n(from)} ${n(at)}H${n(to)}M${n(from)} ${n(at - tick)}v${tick * 2}M${n(to)} ${n(at - tick)}v${tick * 2}" stroke="${muted}" stroke-width="1.2" fill="none"/>` +
      `<text x="${n((from + to) / 2)}" y="${n(at + 27)}" font-size="19" text-anchor="middle" fill="${muted}">${escapeXml(label)}</text>`
    );
  }
  return (
    `<path d="M${n(at)} ${n(from)}V${n(to)}M${n(at - tick)} ${n(from)}h${tick * 2}M${n(at - tick)} ${n(to)}h${tick * 2}" stroke="${muted}" stroke-width="1.2" fill="none"/>` +
    `<text x="${n(at + 10)}" y="${n((from + to) / 2 + 6)}" font-size="19" fill="${muted}">${escapeXml(label)}</text>`
  );
}

const millimetres = (value: number) => `${value.toFixed(1)} mm`;

/** A standalone module, larger modules drawn larger (not to one scale: small ones stay legible). */
function moduleScene(module: IllustratedModule): string {
  const size = moduleSize(module);
  const drawn = footprint(module, size);
  const longest = Math.max(drawn.width, drawn.height);
  const target = clamp(230 + 5 * (longest - 15), 220, 430);
  const scale = Math.min(target / longest, 440 / drawn.width, 268 / drawn.height);
  const w = drawn.width * scale;
  const h = drawn.height * scale;
  const x = 300 - w / 2;
  const y = 198 - h / 2;
  return (
    drawnModule(module, size, x, y, scale) +
    dimensionLine(x, x + w, y + h + 24, millimetres(drawn.width), false) +
    dimensionLine(y, y + h, x + w + 24, millimetres(drawn.height), true)
  );
}

/** A steel connector body with a dark opening, `inset` px in from its edges. */
function steelPart(box: Box, inset: number, opening = "#2a2f36"): string {
  return (
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="1.5" fill="url(#steel)" stroke="#7d8793"/>` +
    `<rect x="${n(box.x + inset)}" y="${n(box.y + inset)}" width="${n(box.width - 2 * inset)}" height="${n(box.height - 2 * inset)}" rx="1" fill="${opening}"/>`
  );
}

/** A row of 2.54 mm pin headers, split in two groups like an Arduino shield's. */
function headerRow(x: number, y: number, length: number, scale: number): string {
  const pitch = 2.54 * scale;
  const count = Math.floor(length / pitch);
  const split = Math.floor(count / 2);
  const pins: string[] = [];
  const strips: string[] = [];
  const groups = [
    [0, split - 1],
    [split, count - 1],
  ];
  for (const [first = 0, last = 0] of groups) {
    if (last < first) continue;
    const left = x + first * pitch + (first > 0 ? pitch / 2 : 0);
    strips.push(
      `<rect x="${n(left)}" y="${n(y)}" width="${n((last - first + 1) * pitch)}" height="${n(pitch)}" rx="1" fill="#1b1d21"/>`,
    );
    for (let index = first; index <= last; index += 1) {
      const cx = left + (index - first + 0.5) * pitch;
      pins.push(
        rectPath(cx - 0.35 * scale, y + pitch / 2 - 0.35 * scale, 0.7 * scale, 0.7 * scale),
      );
    }
  }
  return `${strips.join("")}<path d="${pins.join("")}" fill="url(#gold)"/>`;
}

/** Silkscreen text on the board. */
function silk(x: number, y: number, size: number, text: string, anchor = "start"): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" font-weight="700" text-anchor="${anchor}" fill="#ffffff" fill-opacity="0.88">${escapeXml(text)}</text>`;
}

const antennaCount = (interfaces: string[]) => {
  const sockets = interfaces.find((name) => /ipex|u\.fl/i.test(name));
  if (!sockets) return 0;
  return clamp(Number(sockets.match(/\d+/)?.[0] ?? 1), 1, 4);
};

/**
 * A development board or terminal: a blue PCB with mounting holes, pin headers along both long
 * edges, its module at the board's own scale, USB on the left (and RJ45, SIM, audio when its
 * interfaces list them), an SMA antenna connector on the right or IPEX sockets by the module.
 */
function boardScene(product: IllustratedProduct): string {
  const size = parseDimensions(product.dimensions, typicalSizes.board);
  const boardLength = Math.max(size.width, size.length);
  const boardWidth = Math.min(size.width, size.length);
  const interfaces = product.interfaces.map((name) => name.toLowerCase());
  const has = (pattern: RegExp) => interfaces.some((name) => pattern.test(name));
  const ipex = antennaCount(product.interfaces);
  const smaReach = ipex > 0 ? 0 : 9;
  const scale = Math.min(520 / (boardLength + 2 + smaReach), 262 / boardWidth);
  const s = scale;
  const w = boardLength * s;
  const h = boardWidth * s;
  const x = 316 - (w + smaReach * s - 2 * s) / 2;
  const y = 190 - h / 2;
  const at = (mmX: number, mmY: number) => ({ x: x + mmX * s, y: y + mmY * s });
  const parts: string[] = [];

  parts.push(
    `<rect x="${n(x + 0.6 * s)}" y="${n(y + 1 * s)}" width="${n(w)}" height="${n(h)}" rx="${n(2 * s)}" fill="#0b1f44" fill-opacity="0.2"/>`,
    `<rect class="board-body" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(2 * s)}" fill="url(#board)" stroke="#10315c" stroke-width="1.5"/>`,
    `<rect x="${n(x + 1.4 * s)}" y="${n(y + 1.4 * s)}" width="${n(w - 2.8 * s)}" height="${n(h - 2.8 * s)}" rx="${n(1.4 * s)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1"/>`,
  );
  for (const [hx, hy] of [
    [3.5, 3.5],
    [boardLength - 3.5, 3.5],
    [3.5, boardWidth - 3.5],
    [boardLength - 3.5, boardWidth - 3.5],
  ] as const) {
    const centre = at(hx, hy);
    parts.push(
      `<circle cx="${n(centre.x)}" cy="${n(centre.y)}" r="${n(2.6 * s)}" fill="url(#gold)"/><circle cx="${n(centre.x)}" cy="${n(centre.y)}" r="${n(1.5 * s)}" fill="${background}"/>`,
    );
  }
  const headerStart = 8;
  const headerLength = boardLength - 2 * headerStart;
  parts.push(
    headerRow(at(headerStart, 0).x, at(0, 1.6).y, headerLength * s, s),
    headerRow(at(headerStart, 0).x, at(0, boardWidth - 1.6 - 2.54).y, headerLength * s, s),
  );

  // Left edge: USB, then RJ45 below it; their depth sets where the free area starts.
  const usb = has(/usb 3|usb-a/)
    ? { along: 13, depth: 14, inset: 1.6 }
    : has(/usb-c|type-c/)
      ? { along: 9, depth: 7.5, inset: 1.6 }
      : { along: 7.5, depth: 5.5, inset: 1.3 };
  const usbTop = boardWidth * 0.3 - usb.along / 2;
  parts.push(
    steelPart({ ...at(-1.5, usbTop), width: usb.depth * s, height: usb.along * s }, usb.inset * s),
  );
  parts.push(silk(at(1, 0).x, at(0, usbTop + usb.along + 3.2).y, 2.4 * s, "USB"));
  let leftDepth = usb.depth + 6;
  if (has(/rj45/)) {
    const top = boardWidth * 0.64 - 8;
    parts.push(steelPart({ ...at(-2, top), width: 21 * s, height: 16 * s }, 2.2 * s));
    parts.push(
      `<rect x="${n(at(15.5, 0).x)}" y="${n(at(0, top + 1).y)}" width="${n(2.4 * s)}" height="${n(1.6 * s)}" fill="#3ad16b"/>`,
      `<rect x="${n(at(15.5, 0).x)}" y="${n(at(0, top + 13.4).y)}" width="${n(2.4 * s)}" height="${n(1.6 * s)}" fill="#f5b83d"/>`,
    );
    leftDepth = Math.max(leftDepth, 22);
  }

  // Right edge: the SMA antenna connector (or none when the board has IPEX sockets), audio.
  const rightReserve = ipex > 0 ? 4 : 10;
  if (ipex === 0) {
    const centre = at(boardLength, boardWidth * 0.36);
    parts.push(
      `<rect x="${n(centre.x - 6 * s)}" y="${n(centre.y - 3.2 * s)}" width="${n(6.5 * s)}" height="${n(6.4 * s)}" fill="url(#gold)" stroke="#9c7a25"/>`,
      `<rect x="${n(centre.x + 0.5 * s)}" y="${n(centre.y - 2.6 * s)}" width="${n(7.5 * s)}" height="${n(5.2 * s)}" rx="${n(0.6 * s)}" fill="url(#gold)" stroke="#9c7a25"/>`,
      `<path d="M${n(centre.x + 2.2 * s)} ${n(centre.y - 2.6 * s)}v${n(5.2 * s)}M${n(centre.x + 4 * s)} ${n(centre.y - 2.6 * s)}v${n(5.2 * s)}M${n(centre.x + 5.8 * s)} ${n(centre.y - 2.6 * s)}v${n(5.2 * s)}" stroke="#9c7a25" stroke-width="1"/>`,
      silk(centre.x - 3 * s, centre.y + 6.2 * s, 2.4 * s, "ANT", "middle"),
    );
  }
  if (has(/audio|3\.5/)) {
    const top = boardWidth * 0.66;
    parts.push(
      `<rect x="${n(at(boardLength - 12, 0).x)}" y="${n(at(0, top).y)}" width="${n(13 * s)}" height="${n(6 * s)}" rx="${n(0.8 * s)}" fill="#22252a"/>`,
      `<circle cx="${n(at(boardLength + 0.4, 0).x)}" cy="${n(at(0, top + 3).y)}" r="${n(1.8 * s)}" fill="#111316" stroke="#8d96a1"/>`,
    );
  }

  // The free area between the edges' parts: the module on its right, SIM, buttons and text left.
  const areaLeft = leftDepth;
  const areaRight = boardLength - rightReserve - (has(/audio|3\.5/) ? 3 : 0);
  const areaTop = 7;
  const areaBottom = boardWidth - 11;
  const carried = product.module ?? {
    model: "",
    networkSystem: "",
    packageType: "LCC",
    dimensions: undefined,
  };
  const carriedSize = moduleSize(carried);
  const drawn = footprint(carried, carriedSize);
  const roomForModule = Math.min(
    ((areaRight - areaLeft) * 0.62) / drawn.width,
    (areaBottom - areaTop) / drawn.height,
    1,
  );
  const moduleScale = s * roomForModule;
  const moduleWidth = drawn.width * roomForModule;
  const moduleHeight = drawn.height * roomForModule;
  const moduleLeft = areaRight - moduleWidth - (ipex > 0 ? 7 : 2);
  const moduleTop = (areaTop + areaBottom) / 2 - moduleHeight / 2;
  const modulePosition = at(moduleLeft, moduleTop);
  if (ipex === 0) {
    const from = at(moduleLeft + moduleWidth, boardWidth * 0.36);
    parts.push(
      `<path d="M${n(from.x)} ${n(from.y)}H${n(at(boardLength - 6, 0).x)}" stroke="#d7b25a" stroke-width="${n(0.8 * s)}"/>`,
    );
  }
  parts.push(drawnModule(carried, carriedSize, modulePosition.x, modulePosition.y, moduleScale));
  for (let index = 0; index < ipex; index += 1) {
    const centre = at(
      moduleLeft + moduleWidth + 3.5,
      moduleTop + ((index + 0.5) * moduleHeight) / ipex,
    );
    parts.push(
      `<path d="M${n(at(moduleLeft + moduleWidth, 0).x)} ${n(centre.y)}H${n(centre.x)}" stroke="#d7b25a" stroke-width="${n(0.6 * s)}"/>`,
      `<circle cx="${n(centre.x)}" cy="${n(centre.y)}" r="${n(1.3 * s)}" fill="url(#gold)"/><circle cx="${n(centre.x)}" cy="${n(centre.y)}" r="${n(0.8 * s)}" fill="#f2f2ee"/><circle cx="${n(centre.x)}" cy="${n(centre.y)}" r="${n(0.3 * s)}" fill="#b58a2a"/>`,
      silk(centre.x + 1.8 * s, centre.y + 0.9 * s, 2.2 * s, `ANT${index}`),
    );
  }

  const freeRight = moduleLeft - 3;
  const freeWidth = freeRight - areaLeft;
  if (has(/sim/) && freeWidth >= 10) {
    const simWidth = Math.min(15, freeWidth);
    const simHeight = simWidth * 0.85;
    const simTop = Math.min(areaBottom - simHeight, boardWidth * 0.52);
    const corner = at(freeRight - simWidth, simTop);
    parts.push(
      steelPart({ ...corner, width: simWidth * s, height: simHeight * s }, 1.2 * s, "#c5ccd4"),
      `<path d="M${n(corner.x + 2 * s)} ${n(corner.y + simHeight * 0.35 * s)}h${n((simWidth - 4) * s)}M${n(corner.x + 2 * s)} ${n(corner.y + simHeight * 0.55 * s)}h${n((simWidth - 4) * s)}" stroke="#8d96a1"/>`,
      silk(corner.x, corner.y - 1 * s, 2.4 * s, "SIM"),
    );
  }
  if (freeWidth >= 8) {
    const row = at(areaLeft, areaTop + 2);
    const button = 3.4 * s;
    for (const [index, name] of ["PWR", "RST"].entries()) {
      const left = row.x + index * 7 * s;
      parts.push(
        `<rect x="${n(left)}" y="${n(row.y)}" width="${n(button)}" height="${n(button)}" rx="1" fill="url(#steel)" stroke="#6f7882"/><circle cx="${n(left + button / 2)}" cy="${n(row.y + button / 2)}" r="${n(button * 0.3)}" fill="#23262b"/>`,
        silk(left + button / 2, row.y + button + 2.8 * s, 2 * s, name, "middle"),
      );
    }
    parts.push(
      `<rect x="${n(row.x + 15 * s)}" y="${n(row.y + 0.6 * s)}" width="${n(1.8 * s)}" height="${n(1.2 * s)}" fill="#3ad16b"/>`,
      `<rect x="${n(row.x + 15 * s)}" y="${n(row.y + 2.4 * s)}" width="${n(1.8 * s)}" height="${n(1.2 * s)}" fill="#ff5d4f"/>`,
    );
  }

  // The board's own model in silkscreen along its lower edge, the vendor mark at its end.
  const textLeft = areaLeft;
  const markSize = 4.2 * s;
  const textRoom = (areaRight - textLeft) * s - markSize - 2 * s;
  const textSize = fittedSize(product.model, textRoom, Math.max(3.6 * s, 18));
  const textBaseline = at(0, boardWidth - 5.4).y;
  parts.push(
    silk(at(textLeft, 0).x, textBaseline, textSize, product.model),
    vendorMark(at(areaRight, 0).x - markSize, textBaseline - markSize * 0.85, markSize, "#ffffff"),
  );

  return (
    `<g class="board">${parts.join("")}</g>` +
    dimensionLine(
      x,
      x + w,
      y + h + 26,
      `${millimetres(boardLength)} × ${millimetres(boardWidth)}`,
      false,
    )
  );
}

const isBoard = (product: IllustratedProduct) =>
  product.packageType === "Board" ||
  (boardAndTerminalProductTypes as readonly string[]).includes(product.productType);

/**
 * The product's illustration as an SVG document (640 × 400): its module, or its board, drawn
 * from fixed templates with the texts escaped, labelled as an illustration. No scripts, no
 * event attributes, no external references.
 */
export function productIllustration(product: IllustratedProduct): string {
  const scene = isBoard(product) ? boardScene(product) : moduleScene(product);
  const badge = [product.packageType, product.networkSystem].filter(Boolean).join(" · ");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="${fontFamily}">` +
    `<title>${escapeXml(`${product.model}: illustration, not a photograph`)}</title>` +
    definitions +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    '<rect x="12" y="12" width="184" height="32" rx="16" fill="#ffffff" fill-opacity="0.85" stroke="#c9d3e3"/>' +
    `<text x="104" y="34" font-size="16" font-weight="700" letter-spacing="1.4" text-anchor="middle" fill="${muted}">ILLUSTRATION</text>` +
    `<text x="${width - 16}" y="35" font-size="${n(fittedSize(badge, 400, 19))}" font-weight="700" text-anchor="end" fill="#1660e8">${escapeXml(badge)}</text>` +
    scene +
    "</svg>"
  );
}

type ProductRow = {
  id: number;
  model: string;
  productType: string;
  networkSystem: string;
  packageType: string;
  parameters: ProductParameters;
  images: string[];
  parentId: number | null;
};

const textParameter = (value: unknown) => (typeof value === "string" ? value : undefined);

function illustratedModule(row: ProductRow): IllustratedModule {
  return {
    model: row.model,
    networkSystem: row.networkSystem,
    packageType: row.packageType,
    dimensions: textParameter(row.parameters.dimensions),
  };
}

function illustratedProduct(row: ProductRow, parent: ProductRow | undefined): IllustratedProduct {
  const interfaces = row.parameters.interfaces;
  return {
    ...illustratedModule(row),
    productType: row.productType,
    interfaces: Array.isArray(interfaces) ? interfaces : [],
    module: parent ? illustratedModule(parent) : undefined,
  };
}

const dictionaryModels = new Map<number, string>(
  productDictionary.map((entry) => [entry.id, entry.model]),
);

/**
 * Gives each demo product that has no picture yet its illustration, as its cover: an SVG in
 * the public file store under products/. Run again, it finds the covers and writes nothing.
 * Answers how many it drew.
 */
export async function seedDemoProductImages(ctx: SeedContext): Promise<number> {
  const rows: ProductRow[] = await ctx.db
    .select({
      id: products.id,
      model: products.model,
      productType: products.productType,
      networkSystem: products.networkSystem,
      packageType: products.packageType,
      parameters: products.parameters,
      images: products.images,
      parentId: products.parentId,
    })
    .from(products)
    .where(inArray(products.id, [...dictionaryModels.keys()]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bare = rows.filter(
    (row) => row.images.length === 0 && dictionaryModels.get(row.id) === row.model,
  );
  if (bare.length === 0) return 0;

  const store = (await fileStoresOf(ctx.config)).publicFiles;
  const saved: { id: number; key: string }[] = [];
  try {
    for (const row of bare) {
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      const svg = productIllustration(illustratedProduct(row, parent));
      const { key } = await store.save("products", "svg", Readable.from([Buffer.from(svg)]));
      saved.push({ id: row.id, key });
    }
    await inTransaction(ctx.db, async (tx) => {
      for (const { id, key } of saved) {
        await tx
          .update(products)
          .set({ images: [store.url(key)] })
          .where(and(eq(products.id, id), sql`${products.images} = '[]'::jsonb`));
      }
    });
  } catch (error) {
    await Promise.all(saved.map(({ key }) => store.remove(key)));
    throw error;
  }
  return saved.length;
}
