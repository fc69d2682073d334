import type { Readable } from "node:stream";
import type { Database } from "../../../platform/db/client.ts";
import {
  type ByteRange,
  type RangeHeaders,
  satisfiableRange,
  storedFileTag,
} from "../../../platform/storage/byte-range.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { recordDownload } from "../../statistics/use-cases/record-events.ts";
import {
  type DownloadTarget,
  openStoredFile,
  recordDownloads,
  resolveDownload,
} from "../download-files.ts";
import type { DocumentViewer } from "../policy.ts";

/**
 * `downloadDocument`, `download`, `downloadFile`: the stored bytes, all of them or the one
 * range the request asks for (a resumed download: 206; 416 past the end), counted and recorded
 * once per download: a range that starts after the first byte continues one already counted.
 */
export async function openDownload({
  db,
  documentStore,
  now,
  viewer,
  target,
  range: rangeHeaders,
}: {
  db: Database;
  documentStore: FileStore;
  now: Date;
  viewer: DocumentViewer;
  target: DownloadTarget;
  /** The request's Range and If-Range headers. */
  range: RangeHeaders;
}): Promise<{
  stream: Readable;
  fileName: string;
  mimeType: string;
  size: number;
  etag: string;
  range: ByteRange | undefined;
}> {
  const version = await resolveDownload(db, viewer, target);
  const etag = storedFileTag(version.fileKey);
  const range = satisfiableRange(rangeHeaders, version.size, etag);
  const stream = await openStoredFile(documentStore, version.fileKey, range);
  if (!range || range.start === 0) {
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
  }
  return {
    stream,
    fileName: version.fileName,
    mimeType: version.mimeType,
    size: version.size,
    etag,
    range,
  };
}
