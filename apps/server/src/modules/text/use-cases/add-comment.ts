import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { assertPublished } from "../comment-rows.ts";
import { textComments, texts } from "../schema.ts";

/** `comment/addComment`: a signed-in user's comment on a published text. */
export function addComment({
  db,
  now,
  userId,
  textId,
  content,
}: {
  db: Database;
  now: Date;
  userId: number;
  textId: number;
  content: string;
}): Promise<number> {
  return inTransaction(db, async (tx) => {
    await assertPublished(tx, textId);
    const [row] = await tx
      .insert(textComments)
      .values({ textId, userId, content, createdAt: now })
      .returning({ id: textComments.id });
    if (!row) throw new Error("the comment was not inserted");
    await tx
      .update(texts)
      .set({ commentCount: sql`${texts.commentCount} + 1` })
      .where(eq(texts.id, textId));
    return row.id;
  });
}
