import type { DocumentItem } from "../../packages/shared/src/index.ts";
import { callApi } from "./accounts.ts";
import { serverUnderTest } from "./browser.ts";

/**
 * A small valid one-page PDF with `text` on it, built by hand (the e2e package has no PDF
 * library): objects, then the cross-reference table with each object's byte offset.
 */
export function onePagePdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = `BT /F1 18 Tf 72 770 Td (${escaped}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export type NewDocument = {
  name: string;
  type: string;
  version: string;
  accessLevel: "public" | "user" | "whitelist";
  language?: string;
  productId?: number;
};

/** Adds a document with a PDF as its first version through the API; answers its id. */
export async function addDocumentThroughApi(
  token: string,
  document: NewDocument,
  pdf: Buffer,
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(document)) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append(
    "file",
    new Blob([new Uint8Array(pdf)], { type: "application/pdf" }),
    `${document.name}.pdf`,
  );
  const response = await fetch(`${serverUnderTest().baseUrl}/api/document/addProductDocument`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; data: { id: number } };
  if (envelope.code !== 200) throw new Error(`addProductDocument: ${JSON.stringify(envelope)}`);
  return envelope.data.id;
}

/** The documents of a product as an anonymous visitor sees them. */
export function productDocuments(productId: number): Promise<DocumentItem[]> {
  return callApi<DocumentItem[]>(`/api/document/getProductDocuments?productId=${productId}`);
}
