import { chatLimits } from "@portal/shared";
import { count, eq, max, sql } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { QuickReplyOwner } from "../quick-replies.ts";
import { chatQuickReplies } from "../schema.ts";

/** Adds a quick reply at the end of the agent's list (at most `quickRepliesPerAgent`). */
export function addQuickReply({ db, agentUserId, content }: QuickReplyOwner & { content: string }) {
  return inTransaction(db, async (tx) => {
    // Two adds at once of the same agent would both pass the count: take them one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(${agentUserId}, 13)`);
    const [current] = await tx
      .select({ total: count(), last: max(chatQuickReplies.sortOrder) })
      .from(chatQuickReplies)
      .where(eq(chatQuickReplies.agentUserId, agentUserId));
    if ((current?.total ?? 0) >= chatLimits.quickRepliesPerAgent) {
      throw new AppError("conflict", "chat.tooManyQuickReplies", {
        params: { max: chatLimits.quickRepliesPerAgent },
      });
    }
    const [row] = await tx
      .insert(chatQuickReplies)
      .values({ agentUserId, content, sortOrder: (current?.last ?? 0) + 1 })
      .returning();
    if (!row) throw new Error("the quick reply was not inserted");
    return row;
  });
}
