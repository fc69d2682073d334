import type { ChatMessage, ClientChatSummary } from "@portal/shared";
import type { chatConversations, chatMessageRecords } from "./schema.ts";

export function presentMessage(row: typeof chatMessageRecords.$inferSelect): ChatMessage {
  return {
    id: row.messageId,
    role: row.role as ChatMessage["role"],
    contentType: row.contentType as ChatMessage["contentType"],
    content: row.content,
    createTime: row.createdAt.toISOString(),
  };
}

export function presentConversation(
  row: Pick<
    typeof chatConversations.$inferSelect,
    "clientChatId" | "clientChatName" | "sourceInfoWay" | "state" | "lastMessageAt"
  >,
): ClientChatSummary {
  return {
    clientChatId: row.clientChatId,
    clientChatName: row.clientChatName,
    sourceInfo_way: row.sourceInfoWay,
    state: row.state === "on" ? "on" : "off",
    lastMsgTime: row.lastMessageAt?.toISOString() ?? null,
  };
}
