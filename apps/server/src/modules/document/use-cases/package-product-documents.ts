import type { Readable } from "node:stream";
import { type DocumentType, documentTypes, type Language } from "@portal/shared";
import { ZipArchive } from "archiver";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { translate } from "../../../platform/i18n/registry.ts";
import { uniqueEntryName } from "../../../platform/storage/archive-entry-name.ts";
import { type FileStore, fileExists, readWhenAsked } from "../../../platform/storage/storage.ts";
import { recordDownloads } from "../download-files.ts";
import { type DocumentViewer, findVisibleProduct } from "../policy.ts";
import { documents, documentVersions } from "../schema.ts";

/**
 * `product/downloadPackage`: a zip, streamed, of the latest version of each public document of
 * a published product (404 otherwise; managers may also package a draft). A product without
 * public documents gets a zip holding a README in `language` that says so. Each packaged
 * document counts as one download; a document whose file is missing is left out and named in
 * `missingDocumentIds`.
 */
export async function packageProductDocuments({
  db,
  documentStore,
  now,
  viewer,
  productId,
  language,
}: {
  db: Database;
  documentStore: FileStore;
  now: Date;
  viewer: DocumentViewer;
  productId: number;
  language: Language;
}): Promise<{ fileName: string; archive: Readable; missingDocumentIds: number[] }> {
  const product = await findVisibleProduct(db, viewer, productId);
  const rows = await db
    .select({ type: documents.type, version: documentVersions })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.id, documents.latestVersionId))
    .where(and(eq(documents.productId, productId), eq(documents.accessLevel, "public")))
    .orderBy(asc(documents.name), asc(documents.id));
  const typeOrder = (type: string) => documentTypes.indexOf(type as DocumentType);
  rows.sort((left, right) => typeOrder(left.type) - typeOrder(right.type));

  const entries: { name: string; key: string; documentId: number; versionId: number }[] = [];
  const missingDocumentIds: number[] = [];
  const taken = new Set<string>();
  for (const { version } of rows) {
    // One lost file should not withhold the others.
    if (!(await fileExists(documentStore, version.fileKey))) {
      missingDocumentIds.push(version.documentId);
      continue;
    }
    entries.push({
      name: uniqueEntryName(version.fileName, taken),
      key: version.fileKey,
      documentId: version.documentId,
      versionId: version.id,
    });
  }
  await recordDownloads(db, entries, { userId: viewer.userId, watermarked: false, at: now });

  const archive = new ZipArchive({ zlib: { level: 6 } });
  // Each file is opened when the archive comes to it: one open file (or bucket connection) at a time.
  for (const entry of entries) {
    archive.append(readWhenAsked(documentStore, entry.key), { name: entry.name });
  }
  if (entries.length === 0) {
    archive.append(translate(language, "document.packageEmptyReadme", { model: product.model }), {
      name: "README.txt",
    });
  }
  void archive.finalize();
  return { fileName: `${product.model}-documents.zip`, archive, missingDocumentIds };
}
