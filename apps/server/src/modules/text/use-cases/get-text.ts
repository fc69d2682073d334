import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import type { TextViewer } from "../policy.ts";
import { textCollections, textLikes, texts } from "../schema.ts";
import { readableText, type TextRow } from "../text-rows.ts";

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
