import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { textCollections, textLikes, texts } from "../schema.ts";
import { textNotFound } from "../text-rows.ts";

const marks = {
  like: { table: textLikes, counter: "likeCount" },
  collect: { table: textCollections, counter: "collectCount" },
} as const;

/**
 * `like` and `collect`: marks a published text for the user, or takes the mark back when it is
 * there; answers whether it is marked now and the text's count.
 */
export function toggleTextMark({
  db,
  kind,
  userId,
  textId,
}: {
  db: Database;
  kind: keyof typeof marks;
  userId: number;
  textId: number;
}): Promise<{ marked: boolean; count: number }> {
  const { table, counter } = marks[kind];
  return inTransaction(db, async (tx) => {
    // Locks the text, so two toggles of one user cannot both insert or both delete.
    const [text] = await tx
      .select({ status: texts.status })
      .from(texts)
      .where(eq(texts.id, textId))
      .for("update");
    if (text?.status !== "published") throw textNotFound();
    const added = await tx
      .insert(table)
      .values({ textId, userId })
      .onConflictDoNothing()
      .returning({ textId: table.textId });
    const marked = added.length > 0;
    if (!marked) {
      await tx.delete(table).where(and(eq(table.textId, textId), eq(table.userId, userId)));
    }
    const [updated] = await tx
      .update(texts)
      .set({ [counter]: sql`greatest(${texts[counter]} + ${marked ? 1 : -1}, 0)` })
      .where(eq(texts.id, textId))
      .returning({ count: texts[counter] });
    return { marked, count: updated?.count ?? 0 };
  });
}
