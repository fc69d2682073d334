import { ownQuickReply, type QuickReplyOwner, quickReplyNotFound } from "../quick-replies.ts";
import { chatQuickReplies } from "../schema.ts";

/** Deletes one of the agent's own quick replies. */
export async function deleteQuickReply({ db, agentUserId, id }: QuickReplyOwner & { id: number }) {
  const deleted = await db
    .delete(chatQuickReplies)
    .where(ownQuickReply(agentUserId, id))
    .returning({ id: chatQuickReplies.id });
  if (deleted.length === 0) throw quickReplyNotFound();
}
