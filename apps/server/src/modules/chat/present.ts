import type {
  ChatConversationRow,
  ChatMessage,
  ClientChatSummary,
  QuickReply,
  ServerChatIdentity,
} from "@portal/shared";
import type { chatConversations, chatMessageRecords, chatQuickReplies } from "./schema.ts";

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
    "clientChatId" | "clientChatName" | "sourceInfoWay" | "state" | "lastMessageAt" | "userId"
  >,
): ClientChatSummary {
  return {
    clientChatId: row.clientChatId,
    clientChatName: row.clientChatName,
    memberId: row.userId,
    sourceInfo_way: row.sourceInfoWay,
    state: row.state === "on" ? "on" : "off",
    lastMsgTime: row.lastMessageAt?.toISOString() ?? null,
  };
}

/** An agent as visitors see it: its nickname and picture, `#<id>` once its account is gone. */
export function presentAgentIdentity(
  agentUserId: number,
  profile: { nickname: string | null; avatarUrl: string | null } | undefined,
): ServerChatIdentity {
  return {
    serverChatId: String(agentUserId),
    serverChatName: profile?.nickname ?? `#${agentUserId}`,
    avatarUrl: profile?.avatarUrl ?? null,
  };
}

export function presentQuickReply(row: typeof chatQuickReplies.$inferSelect): QuickReply {
  return { id: row.id, content: row.content, sortOrder: row.sortOrder, version: row.version };
}

export function presentConversationRow({
  conversation,
  agentName,
  messageCount,
}: {
  conversation: typeof chatConversations.$inferSelect;
  agentName: string | null;
  messageCount: number;
}): ChatConversationRow {
  return {
    ...presentConversation(conversation),
    userId: conversation.userId,
    agentUserId: conversation.agentUserId,
    agentName:
      conversation.agentUserId === null ? null : (agentName ?? `#${conversation.agentUserId}`),
    messageCount,
    createdAt: conversation.createdAt.toISOString(),
  };
}

/** An agent the history search can filter by: its nickname, `#<id>` once its account is gone. */
export function presentAgentOption(agent: { id: number; nickname: string | null }) {
  return { id: agent.id, name: agent.nickname ?? `#${agent.id}` };
}
