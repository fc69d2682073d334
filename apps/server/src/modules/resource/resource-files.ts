import type { Readable } from "node:stream";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { FileStore } from "../../platform/storage/storage.ts";
import { resources } from "./schema.ts";

/** A resource's stored bytes; 404 when the file has gone missing from the store. */
export async function openResourceFile(store: FileStore, key: string): Promise<Readable> {
  try {
    return await store.openReadStream(key);
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") {
      throw new AppError("not_found", "resource.fileMissing", { cause: error });
    }
    throw error;
  }
}

/** Each file handed out counts once on its resource. */
export async function countDownloads(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(resources)
    .set({ downloadCount: sql`${resources.downloadCount} + 1` })
    .where(inArray(resources.id, [...ids]));
}
