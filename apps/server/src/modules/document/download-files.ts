import type { Readable } from "node:stream";
import type { DocumentAccessLevel } from "@portal/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { ByteRange } from "../../platform/storage/byte-range.ts";
import type { FileStore } from "../../platform/storage/storage.ts";
import { products } from "../product/schema.ts";
import { documentNotFound } from "./document-rows.ts";
import { assertCanDownload, type DocumentViewer, visibleTo } from "./policy.ts";
import type { VersionRow } from "./present.ts";
import { documentDownloads, documents, documentVersions } from "./schema.ts";

/** What to download: a document's latest version, one version, or a version of a document. */
export type DownloadTarget = { documentId?: number | undefined; versionId?: number | undefined };

const versionNotFound = () => new AppError("not_found", "document.versionNotFound");

/** The version asked for, once the viewer is known to be allowed to have it (404/401/403). */
export async function resolveDownload(
  db: Database,
  viewer: DocumentViewer,
  target: DownloadTarget,
): Promise<VersionRow> {
  let version: VersionRow | undefined;
  if (target.versionId !== undefined) {
    [version] = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.id, target.versionId));
    if (!version) throw versionNotFound();
    if (target.documentId !== undefined && version.documentId !== target.documentId) {
      throw versionNotFound();
    }
  }
  const documentId = target.documentId ?? version?.documentId;
  if (documentId === undefined) throw versionNotFound();
  const [document] = await db
    .select({ accessLevel: documents.accessLevel, latestVersionId: documents.latestVersionId })
    .from(documents)
    .leftJoin(products, eq(products.id, documents.productId))
    .where(and(eq(documents.id, documentId), visibleTo(viewer)));
  if (!document) throw documentNotFound();
  assertCanDownload(viewer, document.accessLevel as DocumentAccessLevel);
  if (!version && document.latestVersionId !== null) {
    [version] = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.id, document.latestVersionId));
  }
  if (!version) throw versionNotFound();
  return version;
}

/** The stored bytes of a version (or a range of them); 404 when the file has gone missing. */
export async function openStoredFile(
  store: FileStore,
  key: string,
  range?: ByteRange,
): Promise<Readable> {
  try {
    return await store.openReadStream(key, range);
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") {
      throw new AppError("not_found", "document.fileMissing", { cause: error });
    }
    throw error;
  }
}

/** Counts each download on its document and version and records who took it. */
export async function recordDownloads(
  db: Database,
  downloads: { documentId: number; versionId: number }[],
  record: { userId: number | null; watermarked: boolean; at: Date },
) {
  if (downloads.length === 0) return;
  await inTransaction(db, async (tx) => {
    for (const { documentId, versionId } of downloads) {
      await tx
        .update(documents)
        .set({ downloadCount: sql`${documents.downloadCount} + 1` })
        .where(eq(documents.id, documentId));
      await tx
        .update(documentVersions)
        .set({ downloadCount: sql`${documentVersions.downloadCount} + 1` })
        .where(eq(documentVersions.id, versionId));
    }
    await tx.insert(documentDownloads).values(
      downloads.map(({ documentId, versionId }) => ({
        documentId,
        versionId,
        userId: record.userId,
        watermarked: record.watermarked,
        createdAt: record.at,
      })),
    );
  });
}
