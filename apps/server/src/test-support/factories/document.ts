import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { documentFeedback, documents, documentVersions } from "../../modules/document/schema.ts";
import { documentFolder } from "../../modules/document/upload.ts";
import { createTextPdf } from "../../platform/pdf/text-pdf.ts";
import type { TestApp } from "../test-app.ts";
import { buildProduct, type ProductOverrides } from "./product.ts";
import { buildUser, type UserOverrides } from "./user.ts";

/** A real PDF of `pages` pages, its title on every page. */
export function samplePdf(title = "Sample datasheet", pages = 2) {
  return createTextPdf({ title, lines: ["A line of the sample document"], pages });
}

/** A file of a document version; a PDF unless `mimeType` says otherwise. */
type DocumentFile = { name: string; bytes: Uint8Array; mimeType?: string };

type VersionOverrides = Omit<
  Partial<typeof documentVersions.$inferInsert>,
  "fileKey" | "fileName" | "size" | "mimeType"
> & { file?: DocumentFile };

export type DocumentOverrides = Partial<typeof documents.$inferInsert> & {
  /** Builds the product with these overrides when productId is not given (null: a general document). */
  product?: ProductOverrides;
  /** The first version: V1.0 with a sample PDF unless overridden. */
  firstVersion?: VersionOverrides;
};

type DocumentVersion = typeof documentVersions.$inferSelect;
type BuiltDocument = typeof documents.$inferSelect & { firstVersion: DocumentVersion };

/**
 * A version of document `documentId` with its file in the document store, made the document's
 * latest as an upload would (the test gives versions in order; nothing compares them here).
 */
export async function buildDocumentVersion(
  testApp: TestApp,
  documentId: number,
  overrides: VersionOverrides = {},
): Promise<DocumentVersion> {
  const { file, ...columns } = overrides;
  const version = columns.version ?? "V1.0";
  const {
    name,
    bytes,
    mimeType = "application/pdf",
  } = file ?? {
    name: `document-${version}.pdf`,
    bytes: await samplePdf(`Document ${version}`),
  };
  const now = testApp.now();
  // The app's own private store: the data folder, or the bucket a test gave it.
  const store = testApp.app.privateFiles;
  const stored = await store.save(
    documentFolder(now),
    path.extname(name).slice(1) || "bin",
    Readable.from([Buffer.from(bytes)]),
  );
  const [row] = await testApp.db
    .insert(documentVersions)
    .values({
      createdAt: now,
      ...columns,
      documentId,
      version,
      fileKey: stored.key,
      fileName: name,
      size: stored.size,
      mimeType,
    })
    .returning();
  if (!row) throw new Error("the test document version was not inserted");
  await testApp.db
    .update(documents)
    .set({ latestVersionId: row.id, updatedAt: now })
    .where(eq(documents.id, documentId));
  return row;
}

let sequence = 0;

/**
 * A document straight in the database with its first version stored: a public datasheet in
 * Simplified Chinese (the upload's default language) of a product built for it, unless overridden.
 */
export async function buildDocument(
  testApp: TestApp,
  overrides: DocumentOverrides = {},
): Promise<BuiltDocument> {
  const { product, firstVersion, ...columns } = overrides;
  const productId =
    columns.productId === undefined ? (await buildProduct(testApp, product)).id : columns.productId;
  sequence += 1;
  const now = testApp.now();
  const [row] = await testApp.db
    .insert(documents)
    .values({
      name: `Test datasheet ${sequence}`,
      type: "datasheet",
      language: "zh-CN",
      accessLevel: "public",
      createdAt: now,
      updatedAt: now,
      ...columns,
      productId,
    })
    .returning();
  if (!row) throw new Error("the test document was not inserted");
  const version = await buildDocumentVersion(testApp, row.id, firstVersion);
  // Written behind the API's back: the search index reads it now, as a write's answer would.
  await testApp.app.searchIndex.catchUp();
  return { ...row, latestVersionId: version.id, firstVersion: version };
}

type FeedbackOverrides = Partial<typeof documentFeedback.$inferInsert> & {
  /** Builds the document with these overrides when documentId is not given. */
  document?: DocumentOverrides;
  /** Builds the reporter with these overrides when userId is not given. */
  reporter?: UserOverrides;
};

/** A user's feedback straight in the database: a pending error report unless overridden. */
export async function buildFeedback(testApp: TestApp, overrides: FeedbackOverrides = {}) {
  const { document, reporter, ...columns } = overrides;
  const documentId = columns.documentId ?? (await buildDocument(testApp, document)).id;
  const userId = columns.userId ?? (await buildUser(testApp, reporter)).id;
  const [row] = await testApp.db
    .insert(documentFeedback)
    .values({
      type: "error",
      content: "A figure is wrong",
      createdAt: testApp.now(),
      ...columns,
      documentId,
      userId,
    })
    .returning();
  if (!row) throw new Error("the test feedback was not inserted");
  return row;
}
