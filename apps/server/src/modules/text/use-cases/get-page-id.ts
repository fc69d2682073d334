import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { texts } from "../schema.ts";
import { textNotFound } from "../text-rows.ts";

/** A single page (subscribe, value-add, about us) by its key, when published. */
export async function getPageId({ db, key }: { db: Database; key: string }): Promise<number> {
  const [row] = await db
    .select({ id: texts.id })
    .from(texts)
    .where(and(eq(texts.pageKey, key), eq(texts.status, "published")));
  if (!row) throw textNotFound();
  return row.id;
}
