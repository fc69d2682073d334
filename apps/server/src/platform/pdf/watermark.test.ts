import { degrees, PDFDocument, StandardFonts } from "pdf-lib";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  drawableText,
  loadWatermarkFont,
  stampPdf,
  systemCjkFontPaths,
  UnreadablePdfError,
} from "./watermark.ts";

async function threePagePdf() {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const [index, size] of [
    [1, [595, 842]],
    [2, [842, 595]],
    [3, [300, 300]],
  ] as const) {
    const page = document.addPage([...size]);
    page.drawText(`Body of page ${index}`, { x: 20, y: 20, size: 12, font });
  }
  document.getPage(2).setRotation(degrees(90));
  return document.save();
}

async function pageTexts(pdf: Uint8Array) {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text;
}

describe("stampPdf", () => {
  it("stamps extractable text on every page, rotated pages included", async () => {
    const font = await loadWatermarkFont(undefined);
    const stamp = "Engineer Li · 138****5678 · 2026-11-22";
    const pages = await pageTexts(await stampPdf(await threePagePdf(), stamp, font));
    expect(pages).toHaveLength(3);
    pages.forEach((text, index) => {
      expect(text).toContain(`Body of page ${index + 1}`);
      expect(text).toContain(stamp);
    });
  });

  it("draws a Chinese nickname with the system CJK font when one is installed", async () => {
    const font = await loadWatermarkFont(undefined);
    const stamp = "物联小张 · 139****0003 · 2026-11-22";
    const pages = await pageTexts(await stampPdf(await threePagePdf(), stamp, font));
    if (font.name === "Helvetica") {
      // No CJK font on this machine: the fallback's own test covers what it draws.
      expect(pages[0]).toContain("139****0003");
      return;
    }
    expect(font.canDraw("物联小张")).toBe(true);
    for (const text of pages) expect(text).toContain(stamp);
  });

  it("falls back to Helvetica without a CJK font, replacing what it cannot draw", async () => {
    const font = await loadWatermarkFont(undefined, ["/nonexistent/font.ttc"]);
    expect(font.name).toBe("Helvetica");
    expect(font.canDraw("物联")).toBe(false);
    expect(drawableText("Zoë 物联 · 139****0003", font)).toBe("Zoë ?? · 139****0003");
    expect(drawableText("Łukasz", font)).toBe("?ukasz");
    expect(drawableText("Ŝimo", font)).toBe("Simo");
    const pages = await pageTexts(await stampPdf(await threePagePdf(), "物联 · 139****0003", font));
    for (const text of pages) expect(text).toContain("?? · 139****0003");
  });

  it("prefers the configured font file and skips paths that hold no usable font", async () => {
    const installed = await loadWatermarkFont(undefined);
    const font = await loadWatermarkFont("/nonexistent/chosen.ttf", systemCjkFontPaths);
    expect(font.name).toBe(installed.name);
  });

  it("refuses bytes that are not a PDF with UnreadablePdfError", async () => {
    const font = await loadWatermarkFont(undefined);
    await expect(stampPdf(new TextEncoder().encode("plain text"), "x", font)).rejects.toThrow(
      UnreadablePdfError,
    );
  });
});
