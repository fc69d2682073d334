import type { Readable } from "node:stream";
import type { Database } from "../../../platform/db/client.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { recordDownload } from "../../statistics/use-cases/record-events.ts";
import {
  type DownloadTarget,
  openStoredFile,
  recordDownloads,
  resolveDownload,
} from "../download-files.ts";
import type { DocumentViewer } from "../policy.ts";

/** `downloadDocument`, `download`, `downloadFile`: the stored bytes, counted and recorded. */
export async function openDownload({
  db,
  documentStore,
  now,
  viewer,
  target,
}: {
  db: Database;
  documentStore: FileStore;
  now: Date;
  viewer: DocumentViewer;
  target: DownloadTarget;
}): Promise<{ stream: Readable; fileName: string; mimeType: string; size: number }> {
  const version = await resolveDownload(db, viewer, target);
  const stream = await openStoredFile(documentStore, version.fileKey);
  try {
    await recordDownloads(db, [{ documentId: version.documentId, versionId: version.id }], {
      userId: viewer.userId,
      watermarked: false,
      at: now,
    });
  } catch (error) {
    stream.destroy();
    throw error;
  }
  recordDownload({ db, now, documentId: version.documentId, name: version.fileName });
  return { stream, fileName: version.fileName, mimeType: version.mimeType, size: version.size };
}
