import { asc, eq } from "drizzle-orm";
import type { QuickReplyOwner } from "../quick-replies.ts";
import { chatQuickReplies } from "../schema.ts";

/** An agent's own quick replies, in its order. */
export function listQuickReplies({ db, agentUserId }: QuickReplyOwner) {
  return db
    .select()
    .from(chatQuickReplies)
    .where(eq(chatQuickReplies.agentUserId, agentUserId))
    .orderBy(asc(chatQuickReplies.sortOrder), asc(chatQuickReplies.id));
}
