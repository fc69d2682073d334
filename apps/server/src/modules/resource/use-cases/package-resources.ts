import type { Readable } from "node:stream";
import { formatBytes, resourceLimits } from "@portal/shared";
import { ZipArchive } from "archiver";
import { inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { uniqueEntryName } from "../../../platform/storage/archive-entry-name.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { mayRead, type ResourceViewer, readableCatalogIds, resourceForbidden } from "../policy.ts";
import { countDownloads, openResourceFile } from "../resource-files.ts";
import { resourceNotFound } from "../resource-rows.ts";
import { resources } from "../schema.ts";

/**
 * `resource/batchDownload`: the chosen resources as one zip, streamed file by file (no file or
 * archive is held in memory). All or nothing: an unknown id answers 404, one the viewer may not
 * read 403, a missing file 404, and more than the batch's bytes 400, each before the first byte.
 * Each file counts as one download.
 */
export async function packageResources({
  db,
  store,
  viewer,
  now,
  ids,
}: {
  db: Database;
  store: FileStore;
  viewer: ResourceViewer;
  now: Date;
  ids: readonly number[];
}): Promise<{ fileName: string; archive: Readable }> {
  const rows = await db
    .select()
    .from(resources)
    .where(inArray(resources.id, [...ids]));
  if (rows.length !== ids.length) throw resourceNotFound();
  const readable = await readableCatalogIds(db, viewer);
  if (rows.some((row) => !mayRead(readable, row.catalogId))) throw resourceForbidden();
  const totalBytes = rows.reduce((sum, row) => sum + row.size, 0);
  if (totalBytes > resourceLimits.batchMaxBytes) {
    throw new AppError("bad_request", "resource.batchTooLarge", {
      params: { limit: formatBytes(resourceLimits.batchMaxBytes) },
    });
  }
  // In the order asked for, so the archive lists them as the user picked them.
  const ordered = ids.flatMap((id) => rows.filter((row) => row.id === id));
  const taken = new Set<string>();
  const entries: { name: string; stream: Readable }[] = [];
  try {
    for (const row of ordered) {
      entries.push({
        name: uniqueEntryName(row.fileName, taken),
        stream: await openResourceFile(store, row.fileKey),
      });
    }
    await countDownloads(db, ids);
  } catch (error) {
    for (const entry of entries) entry.stream.destroy();
    throw error;
  }
  // Most resources (PDF, pictures, archives) are compressed already: a light level saves CPU.
  const archive = new ZipArchive({ zlib: { level: 1 } });
  for (const entry of entries) archive.append(entry.stream, { name: entry.name });
  void archive.finalize();
  return { fileName: `resources-${now.toISOString().slice(0, 10)}.zip`, archive };
}
