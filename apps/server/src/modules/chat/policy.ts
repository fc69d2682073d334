import { memberChatId, permissions } from "@portal/shared";
import { AppError } from "../../platform/http/errors.ts";
import type { ChatSender } from "./chat-quotas.ts";
import type { chatConversations } from "./schema.ts";

/** Who sends an upload into a conversation, or opens one of its files. */
type Uploader = { userId: number; permissions: ReadonlySet<string> } | null;

/**
 * Who may upload into a conversation: an agent into any; a member only into its own; a
 * visitor without an account only into its own conversation while it is open (its id is
 * the secret its browser keeps). Answers the sender its limits are counted for, and the
 * conversation, found.
 */
export function uploadSender<
  Conversation extends Pick<
    typeof chatConversations.$inferSelect,
    "clientChatId" | "userId" | "state"
  >,
>(
  uploader: Uploader,
  conversation: Conversation | undefined,
): { sender: ChatSender; conversation: Conversation } {
  if (uploader?.permissions.has(permissions.chatServe)) {
    if (!conversation) throw new AppError("not_found", "chat.noConversation");
    return { sender: { role: "agent", agentUserId: uploader.userId }, conversation };
  }
  const own = uploader
    ? conversation?.clientChatId === memberChatId(uploader.userId)
    : conversation !== undefined && conversation.userId === null && conversation.state === "on";
  if (!conversation || !own) throw new AppError("forbidden", "chat.notYourConversation");
  return { sender: { role: "visitor", clientChatId: conversation.clientChatId }, conversation };
}

/**
 * Who may open a conversation's files, the same people who may send into it: an agent any
 * conversation's; a member its own; a visitor without an account its own, by presenting the
 * conversation's id (the secret its browser keeps) in a header. A closed conversation's files
 * stay readable to them, as its history does. Everyone else is refused alike, whether the
 * conversation exists or not.
 */
export function ensureChatFileReader(
  reader: Uploader,
  presentedChatId: string | undefined,
  conversation: Pick<typeof chatConversations.$inferSelect, "clientChatId" | "userId"> | undefined,
) {
  if (reader?.permissions.has(permissions.chatServe)) {
    if (!conversation) throw new AppError("not_found", "chat.noConversation");
    return;
  }
  const own = reader
    ? conversation?.clientChatId === memberChatId(reader.userId)
    : presentedChatId !== undefined &&
      conversation?.userId === null &&
      conversation.clientChatId === presentedChatId;
  if (!own) throw new AppError("forbidden", "chat.notYourFile");
}
