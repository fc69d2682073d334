import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { forumReplies } from "../schema.ts";
import { recountPost } from "./recount.ts";

/** What moderation decides about a reply: whether readers see it, and its certification. */
export type ReplyModeration = Partial<
  Pick<
    typeof forumReplies.$inferInsert,
    "status" | "statusReason" | "hiddenByReports" | "certified"
  >
>;

/**
 * The one write of moderation's decisions on a reply (the moderation module decides, the forum
 * keeps its rows); its post's counts are taken again. Answers the reply as it is now.
 */
export async function moderateReply(
  tx: Database,
  { replyId, change, now }: { replyId: number; change: ReplyModeration; now: Date },
) {
  const [after] = await tx
    .update(forumReplies)
    .set({ ...change, updatedAt: now })
    .where(eq(forumReplies.id, replyId))
    .returning();
  if (!after) throw new Error(`reply ${replyId} is gone`);
  await recountPost(tx, after.postId, now);
  return after;
}
