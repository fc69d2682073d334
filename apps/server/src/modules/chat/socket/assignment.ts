import { chatEvents, type ServerChatIdentity } from "@portal/shared";
import { presentAgentIdentity, presentConversation, presentMessage } from "../present.ts";
import type { chatConversations } from "../schema.ts";
import { findAgentProfile } from "../use-cases/find-agent-profile.ts";
import { handOverConversation } from "../use-cases/hand-over-conversation.ts";
import { listUnservedConversations } from "../use-cases/list-unserved-conversations.ts";
import type { ChatSocket } from "./chat-socket.ts";
import { agentRoom, agentsRoom, visitorRoom } from "./rooms.ts";

/** A conversation as the socket handlers keep and show it. */
export type Conversation = Pick<
  typeof chatConversations.$inferSelect,
  "id" | "clientChatId" | "clientChatName" | "sourceInfoWay" | "state" | "lastMessageAt" | "userId"
>;

/** The online agents' ids on every instance, each once, in order. */
export async function onlineAgentIds(chat: ChatSocket): Promise<number[]> {
  const sockets = await chat.app.io.in(agentsRoom).fetchSockets();
  const ids = sockets.map((socket) => socket.data.auth?.userId ?? 0).filter((id) => id > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** How visitors see an agent (SERVER_ON, and beside each of its messages). */
export async function agentIdentity(
  chat: ChatSocket,
  agentUserId: number,
): Promise<ServerChatIdentity> {
  return presentAgentIdentity(
    agentUserId,
    await findAgentProfile({ db: chat.app.db, agentUserId }),
  );
}

/**
 * Gives a conversation to the least-loaded online agent (its previous one when still online):
 * the agent receives CLIENT_ON and the messages that waited, the visitor SERVER_ON with its
 * agent, or SERVER_OFF when nobody is online. Run under `chat.assigning`.
 */
export async function serve(
  chat: ChatSocket,
  conversation: Conversation,
  onlineAgents: number[],
  preferred: number | null,
) {
  const { io, db } = chat.app;
  const { agentUserId, waiting } = await handOverConversation({
    db,
    conversationId: conversation.id,
    onlineAgentIds: onlineAgents,
    preferred,
  });
  const visitor = io.to(visitorRoom(conversation.clientChatId));
  if (agentUserId === null) {
    visitor.emit(chatEvents.serverOff, {});
    return;
  }
  const clientChatEn = presentConversation(conversation);
  const agent = io.to(agentRoom(agentUserId));
  agent.emit(chatEvents.clientOn, { clientChatEn });
  for (const row of waiting) {
    agent.emit(chatEvents.clientSendMessage, { clientChatEn, msg: presentMessage(row) });
  }
  visitor.emit(chatEvents.serverOn, await agentIdentity(chat, agentUserId));
}

/** Open conversations no online agent serves go to the online agents (after one came or left). */
export function serveUnserved(chat: ChatSocket) {
  return chat.assigning(async () => {
    const onlineAgents = await onlineAgentIds(chat);
    const unserved = await listUnservedConversations({
      db: chat.app.db,
      onlineAgentIds: onlineAgents,
    });
    for (const conversation of unserved) await serve(chat, conversation, onlineAgents, null);
  });
}
