import type { Readable } from "node:stream";
import { formatBytes, resourceLimits } from "@portal/shared";
import { ZipArchive } from "archiver";
import { inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { uniqueEntryName } from "../../../platform/storage/archive-entry-name.ts";
import { type FileStore, fileExists, readWhenAsked } from "../../../platform/storage/storage.ts";
import { mayRead, type ResourceViewer, readableCatalogIds, resourceForbidden } from "../policy.ts";
import { countDownloads } from "../resource-files.ts";
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
  for (const row of ordered) {
    if (!(await fileExists(store, row.fileKey))) {
      throw new AppError("not_found", "resource.fileMissing");
    }
  }
  await countDownloads(db, ids);
  const taken = new Set<string>();
  // Most resources (PDF, pictures, archives) are compressed already: a light level saves CPU.
  const archive = new ZipArchive({ zlib: { level: 1 } });
  // Each file is opened when the archive comes to it: one open file (or bucket connection) at a time.
  for (const row of ordered) {
    archive.append(readWhenAsked(store, row.fileKey), {
      name: uniqueEntryName(row.fileName, taken),
    });
  }
  void archive.finalize();
  return { fileName: `resources-${now.toISOString().slice(0, 10)}.zip`, archive };
}
