import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { texts } from "../schema.ts";
import { textNotFound } from "../text-rows.ts";

/** `delete`: the text with its likes, collections and comments. */
export async function deleteText({ db, id }: { db: Database; id: number }): Promise<void> {
  const deleted = await db.delete(texts).where(eq(texts.id, id)).returning({ id: texts.id });
  if (deleted.length === 0) throw textNotFound();
}
