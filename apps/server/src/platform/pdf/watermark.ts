import { readFile } from "node:fs/promises";
import type fontkit from "@pdf-lib/fontkit";
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * Fonts with Chinese glyphs where Linux distributions, macOS and Windows install them,
 * TrueType first: pdf-lib subsets those most reliably.
 */
export const systemCjkFontPaths = [
  "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
  "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
  "/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc",
  "/usr/share/fonts/wqy-microhei/wqy-microhei.ttc",
  "/usr/share/fonts/wqy-zenhei/wqy-zenhei.ttc",
  "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
  "/usr/share/fonts/google-droid/DroidSansFallback.ttf",
  "/usr/share/fonts/truetype/arphic/uming.ttc",
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
  "/System/Library/Fonts/STHeiti Light.ttc",
  "/Library/Fonts/Arial Unicode.ttf",
  "C:\\Windows\\Fonts\\simhei.ttf",
  "C:\\Windows\\Fonts\\msyh.ttc",
] as const;

/** The font a watermark is drawn with. */
export type WatermarkFont = {
  /** PostScript name of the font found, or "Helvetica" when no Chinese font was found. */
  name: string;
  /** The file it was read from; undefined for the built-in Helvetica. */
  path: string | undefined;
  /** Whether every character of `text` has a glyph in this font. */
  canDraw(text: string): boolean;
  embedInto(document: PDFDocument): Promise<PDFFont>;
};

/** The PDF could not be read (damaged, encrypted or not a PDF at all). */
export class UnreadablePdfError extends Error {
  constructor(cause: unknown) {
    super("the PDF cannot be read", { cause });
    this.name = "UnreadablePdfError";
  }
}

// Two common characters of Chinese names: a font with both covers the common set.
const probeCodePoints = [0x4e2d, 0x5f20];

async function openCjkFont(path: string): Promise<WatermarkFont | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return undefined;
  }
  // Loaded with the first watermark, not at start: parsing fontkit is a tenth of a start-up.
  const { default: fontkitLibrary } = await import("@pdf-lib/fontkit");
  // fontkit answers a collection (with `fonts`) for a .ttc file, though its types say Font.
  let opened: fontkit.Font | { fonts: fontkit.Font[] };
  try {
    opened = fontkitLibrary.create(bytes) as fontkit.Font | { fonts: fontkit.Font[] };
  } catch {
    return undefined;
  }
  // pdf-lib reads single fonts only, so the font found in a collection is handed to it
  // directly instead of the collection's bytes.
  const candidates: fontkit.Font[] = "fonts" in opened ? opened.fonts : [opened];
  const font = candidates.find((candidate) =>
    probeCodePoints.every((codePoint) => candidate.hasGlyphForCodePoint(codePoint)),
  );
  if (!font) return undefined;
  const adapter = { create: () => font };
  return {
    name: font.postscriptName ?? path,
    path,
    canDraw: (text) =>
      [...text].every((character) => font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)),
    async embedInto(document) {
      document.registerFontkit(adapter as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
      return document.embedFont(bytes, { subset: true });
    },
  };
}

async function helveticaFont(): Promise<WatermarkFont> {
  const probe = await PDFDocument.create();
  const characters = new Set((await probe.embedFont(StandardFonts.Helvetica)).getCharacterSet());
  return {
    name: "Helvetica",
    path: undefined,
    canDraw: (text) =>
      [...text].every((character) => characters.has(character.codePointAt(0) ?? 0)),
    embedInto: (document) => document.embedFont(StandardFonts.Helvetica),
  };
}

const loadedFonts = new Map<string, Promise<WatermarkFont>>();

/**
 * The first font of `preferredPath` and `systemPaths` that has Chinese glyphs, else Helvetica.
 * Read once per list of paths: a CJK font is megabytes.
 */
export function loadWatermarkFont(
  preferredPath: string | undefined,
  systemPaths: readonly string[] = systemCjkFontPaths,
): Promise<WatermarkFont> {
  const paths = preferredPath ? [preferredPath, ...systemPaths] : [...systemPaths];
  const cacheKey = paths.join("\n");
  let loading = loadedFonts.get(cacheKey);
  if (!loading) {
    loading = (async () => {
      for (const path of paths) {
        const font = await openCjkFont(path);
        if (font) return font;
      }
      return helveticaFont();
    })();
    loadedFonts.set(cacheKey, loading);
  }
  return loading;
}

/**
 * `text` with each character the font cannot draw replaced: by its letters without accents
 * when the font has those ("é" -> "e"), else by "?".
 */
export function drawableText(text: string, font: WatermarkFont): string {
  return [...text]
    .map((character) => {
      if (font.canDraw(character)) return character;
      const plain = character.normalize("NFKD").replace(/\p{M}/gu, "");
      return plain && font.canDraw(plain) ? plain : "?";
    })
    .join("");
}

const stampColor = rgb(0.45, 0.45, 0.45);
const stampOpacity = 0.25;

function stampPage(page: PDFPage, text: string, font: PDFFont) {
  const box = page.getCropBox();
  const rotation = page.getRotation().angle;
  const sideways = rotation % 180 !== 0;
  const visibleWidth = sideways ? box.height : box.width;
  const visibleHeight = sideways ? box.width : box.height;
  const diagonal = Math.hypot(visibleWidth, visibleHeight);
  // From the visible lower left to the upper right; a rotated page turns its content
  // clockwise, so the drawing angle adds the page's rotation back.
  const angle = Math.atan2(visibleHeight, visibleWidth) + (rotation * Math.PI) / 180;
  const size = Math.min(40, Math.max(10, (diagonal * 0.4) / font.widthOfTextAtSize(text, 1)));
  const width = font.widthOfTextAtSize(text, size);
  const height = font.heightAtSize(size);
  const along = { x: Math.cos(angle), y: Math.sin(angle) };
  const across = { x: -along.y, y: along.x };
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  const rowSpacing = Math.min(visibleWidth, visibleHeight) / 4;
  // Three rows, so cropping one corner away leaves the stamp readable elsewhere.
  for (const row of [-1, 0, 1]) {
    const rowX = centreX + across.x * row * rowSpacing;
    const rowY = centreY + across.y * row * rowSpacing;
    page.drawText(text, {
      x: rowX - along.x * (width / 2) - across.x * (height / 2),
      y: rowY - along.y * (width / 2) - across.y * (height / 2),
      size,
      font,
      color: stampColor,
      opacity: stampOpacity,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
}

/**
 * Stamps `text` on every page, diagonally and semi-transparent, as real text (it can be
 * selected, searched and extracted). Throws UnreadablePdfError when `pdf` cannot be read.
 */
export async function stampPdf(
  pdf: Uint8Array,
  text: string,
  font: WatermarkFont,
): Promise<Uint8Array> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch (error) {
    throw new UnreadablePdfError(error);
  }
  const embedded = await font.embedInto(document);
  const drawn = drawableText(text, font);
  for (const page of document.getPages()) stampPage(page, drawn, embedded);
  return document.save();
}
