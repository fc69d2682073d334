import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import type { TextViewer } from "../policy.ts";
import { textCollections, textLikes, texts } from "../schema.ts";
import { selectTextRows, type TextRow, textNotFound } from "../text-rows.ts";

/** A text the viewer may read: a draft only for content editors (404 for others). */
async function readableText(db: Database, viewer: TextViewer, id: number): Promise<TextRow> {
  const [row] = await selectTextRows(db).where(eq(texts.id, id));
  if (!row || (row.status !== "published" && !viewer.seesDrafts)) throw textNotFound();
  return row;
}

/**
 * `query`: a text with whether the viewer liked and collected it. Reading a published text
 * counts one read (a draft's preview counts none).
 */
export async function getText({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: TextViewer;
  id: number;
}): Promise<{ row: TextRow; liked: boolean; collected: boolean }> {
  const row = await readableText(db, viewer, id);
  if (row.status === "published") {
    const [counted] = await db
      .update(texts)
      .set({ readCount: sql`${texts.readCount} + 1` })
      .where(eq(texts.id, id))
      .returning({ readCount: texts.readCount });
    row.readCount = counted?.readCount ?? row.readCount + 1;
  }
  if (viewer.userId === null) return { row, liked: false, collected: false };
  const [liked] = await db
    .select({ textId: textLikes.textId })
    .from(textLikes)
    .where(and(eq(textLikes.textId, id), eq(textLikes.userId, viewer.userId)));
  const [collected] = await db
    .select({ textId: textCollections.textId })
    .from(textCollections)
    .where(and(eq(textCollections.textId, id), eq(textCollections.userId, viewer.userId)));
  return { row, liked: Boolean(liked), collected: Boolean(collected) };
}

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

/** A single page (subscribe, value-add, about us) by its key, when published. */
export async function getPageId({ db, key }: { db: Database; key: string }): Promise<number> {
  const [row] = await db
    .select({ id: texts.id })
    .from(texts)
    .where(and(eq(texts.pageKey, key), eq(texts.status, "published")));
  if (!row) throw textNotFound();
  return row.id;
}
