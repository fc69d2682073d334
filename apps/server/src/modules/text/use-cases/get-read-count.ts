import type { Database } from "../../../platform/db/client.ts";
import type { TextViewer } from "../policy.ts";
import { readableText } from "../text-rows.ts";

/** `getReadCount`: how often a text was read, without counting this ask. */
export async function getReadCount({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: TextViewer;
  id: number;
}): Promise<{ id: number; readCount: number }> {
  const row = await readableText(db, viewer, id);
  return { id: row.id, readCount: row.readCount };
}
