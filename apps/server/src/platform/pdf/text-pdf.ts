import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

/**
 * A plain A4 PDF: the title on each page, the lines below it, and the page number. Helvetica,
 * so the text must be Latin (Windows-1252) characters.
 */
export async function createTextPdf(content: {
  title: string;
  lines: readonly string[];
  pages?: number;
}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(content.title);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const pageCount = content.pages ?? 1;
  for (let number = 1; number <= pageCount; number += 1) {
    const page = document.addPage([595.28, 841.89]);
    page.drawText(content.title, { x: 56, y: 770, size: 20, font: bold });
    content.lines.forEach((line, index) => {
      page.drawText(line, { x: 56, y: 730 - index * 18, size: 11, font: regular });
    });
    page.drawText(`Page ${number} of ${pageCount}`, {
      x: 56,
      y: 40,
      size: 9,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  }
  return document.save();
}
