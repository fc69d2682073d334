import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { texts } from "../schema.ts";
import { selectTextRows, type TextRow, textNotFound } from "../text-rows.ts";

/** The text as an edit form loads it, draft or published; an edit counts no read. */
export async function getTextForEditing({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<TextRow> {
  const [row] = await selectTextRows(db).where(eq(texts.id, id));
  if (!row) throw textNotFound();
  return row;
}
