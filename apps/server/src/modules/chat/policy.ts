import { memberChatId, permissions } from "@portal/shared";
import { AppError } from "../../platform/http/errors.ts";
import type { ChatSender } from "./chat-quotas.ts";
import type { chatConversations } from "./schema.ts";

/** Who sends an upload into a conversation. */
type Uploader = { userId: number; permissions: ReadonlySet<string> } | null;

/**
 * Who may upload into a conversation: an agent into any; a member only into its own; a
 * visitor without an account only into its own conversation while it is open (its id is
 * the secret its browser keeps). Answers the sender its limits are counted for.
 */
export function uploadSender(
  uploader: Uploader,
  conversation:
    | Pick<typeof chatConversations.$inferSelect, "clientChatId" | "userId" | "state">
    | undefined,
): ChatSender {
  if (uploader?.permissions.has(permissions.chatServe)) {
    if (!conversation) throw new AppError("not_found", "chat.noConversation");
    return { role: "agent", agentUserId: uploader.userId };
  }
  const own = uploader
    ? conversation?.clientChatId === memberChatId(uploader.userId)
    : conversation !== undefined && conversation.userId === null && conversation.state === "on";
  if (!conversation || !own) throw new AppError("forbidden", "chat.notYourConversation");
  return { role: "visitor", clientChatId: conversation.clientChatId };
}
