import type { Readable } from "node:stream";
import { formatDate, maskPhone } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import {
  loadWatermarkFont,
  stampPdf,
  UnreadablePdfError,
} from "../../../platform/pdf/watermark.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { recordDownload } from "../../statistics/use-cases/record-events.ts";
import { getUser } from "../../user/use-cases/get-user.ts";
import {
  type DownloadTarget,
  openStoredFile,
  recordDownloads,
  resolveDownload,
} from "../download-files.ts";
import type { SignedInViewer } from "../policy.ts";

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * `downloadWithWatermark`: the PDF with the downloader's nickname, masked phone and the date on
 * every page. A nickname the font cannot draw is followed by the user id, so the stamp still
 * names the account. 400 when the version is not a PDF.
 */
export async function openWatermarkedDownload({
  db,
  documentStore,
  now,
  watermarkFont,
  viewer,
  target,
}: {
  db: Database;
  documentStore: FileStore;
  now: Date;
  /** A font file with Chinese glyphs, tried before the known system paths. */
  watermarkFont: string | undefined;
  viewer: SignedInViewer;
  target: DownloadTarget;
}): Promise<{ bytes: Uint8Array; fileName: string }> {
  const version = await resolveDownload(db, viewer, target);
  if (version.mimeType !== "application/pdf") {
    throw new AppError("bad_request", "document.notPdf");
  }
  const user = await getUser({ db, userId: viewer.userId });
  const font = await loadWatermarkFont(watermarkFont);
  const original = await readAll(await openStoredFile(documentStore, version.fileKey));
  const nickname = user.nickname ?? "";
  const who = nickname && font.canDraw(nickname) ? nickname : `${nickname} #${user.id}`.trim();
  const stamp = [who, maskPhone(user.phone), formatDate(now)].join(" · ");
  let stamped: Uint8Array;
  try {
    stamped = await stampPdf(original, stamp, font);
  } catch (error) {
    if (error instanceof UnreadablePdfError) {
      throw new AppError("bad_request", "document.notWatermarkable", { cause: error });
    }
    throw error;
  }
  await recordDownloads(db, [{ documentId: version.documentId, versionId: version.id }], {
    userId: viewer.userId,
    watermarked: true,
    at: now,
  });
  recordDownload({ db, now, documentId: version.documentId, name: version.fileName });
  return { bytes: stamped, fileName: version.fileName };
}
