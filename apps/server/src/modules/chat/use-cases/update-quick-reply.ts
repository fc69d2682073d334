import type { QuickReplyUpdateInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { ensureVersion, nextVersion } from "../../../platform/db/versioned-row.ts";
import { ownQuickReply, type QuickReplyOwner, quickReplyNotFound } from "../quick-replies.ts";
import { chatQuickReplies } from "../schema.ts";

/** Changes one of the agent's own quick replies: another agent's is "not found"; 409 when stale. */
export function updateQuickReply({
  db,
  agentUserId,
  id,
  content,
  version,
}: QuickReplyOwner & QuickReplyUpdateInput) {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ version: chatQuickReplies.version })
      .from(chatQuickReplies)
      .where(ownQuickReply(agentUserId, id))
      .for("update");
    if (!current) throw quickReplyNotFound();
    ensureVersion(current.version, version);
    const [row] = await tx
      .update(chatQuickReplies)
      .set({ content, version: nextVersion(chatQuickReplies.version) })
      .where(ownQuickReply(agentUserId, id))
      .returning();
    if (!row) throw quickReplyNotFound();
    return row;
  });
}
