import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { ownQuickReply, type QuickReplyOwner } from "../quick-replies.ts";
import { chatQuickReplies } from "../schema.ts";
import { listQuickReplies } from "./list-quick-replies.ts";

/** Puts the agent's quick replies in the order of `ids`, which must name each of them once. */
export function orderQuickReplies({ db, agentUserId, ids }: QuickReplyOwner & { ids: number[] }) {
  return inTransaction(db, async (tx) => {
    const own = await tx
      .select({ id: chatQuickReplies.id })
      .from(chatQuickReplies)
      .where(eq(chatQuickReplies.agentUserId, agentUserId))
      .for("update");
    const ownIds = new Set(own.map((row) => row.id));
    if (ids.length !== ownIds.size || ids.some((id) => !ownIds.has(id))) {
      throw new AppError("bad_request", "chat.quickReplyOrder", {
        fields: [{ field: "ids", messageKey: "chat.quickReplyOrder" }],
      });
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(chatQuickReplies)
        .set({ sortOrder: index + 1 })
        .where(ownQuickReply(agentUserId, id));
    }
    return listQuickReplies({ db: tx, agentUserId });
  });
}
