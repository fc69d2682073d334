import { createTextPdf } from "../../platform/pdf/text-pdf.ts";
import { bearer } from "../../test-support/factories.ts";
import type { TestApp } from "../../test-support/test-app.ts";

export type UploadFile = { name: string; bytes: Uint8Array; type?: string };

/** A real PDF of `pages` pages for upload tests. */
export function samplePdf(title = "Sample datasheet", pages = 2) {
  return createTextPdf({ title, lines: ["A line of the sample document"], pages });
}

/** Posts a multipart upload: the fields first, then the file (when given). */
export function postUpload(
  testApp: TestApp,
  path: "addProductDocument" | "addDocumentVersion",
  token: string | undefined,
  fields: Record<string, string | number>,
  file?: UploadFile,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) {
    const type = file.type ?? "application/octet-stream";
    form.append("file", new Blob([new Uint8Array(file.bytes)], { type }), file.name);
  }
  return testApp.app.inject({
    method: "POST",
    url: `/api/document/${path}`,
    body: form,
    headers: { ...(token ? bearer(token) : {}), "accept-language": "en-US" },
  });
}

/** Adds a document through the API as `token` (a document manager); answers its id. */
export async function addTestDocument(
  testApp: TestApp,
  token: string,
  fields: Record<string, string | number> = {},
  file?: UploadFile,
): Promise<number> {
  const response = await postUpload(
    testApp,
    "addProductDocument",
    token,
    {
      name: "Test datasheet",
      type: "datasheet",
      version: "V1.0",
      accessLevel: "public",
      ...fields,
    },
    file ?? { name: "datasheet.pdf", bytes: await samplePdf(), type: "application/pdf" },
  );
  if (response.statusCode !== 200) throw new Error(`adding a document failed: ${response.body}`);
  return response.json().data.id;
}

/** Adds a version through the API; answers the version's id. */
export async function addTestVersion(
  testApp: TestApp,
  token: string,
  id: number,
  version: string,
  file?: UploadFile,
): Promise<number> {
  const response = await postUpload(
    testApp,
    "addDocumentVersion",
    token,
    { id, version },
    file ?? { name: `datasheet-${version}.pdf`, bytes: await samplePdf(version) },
  );
  if (response.statusCode !== 200) throw new Error(`adding a version failed: ${response.body}`);
  return response.json().data.id;
}
