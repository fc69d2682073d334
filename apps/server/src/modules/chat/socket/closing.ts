import { chatEvents } from "@portal/shared";
import { presentConversation } from "../present.ts";
import { closeConversation } from "../use-cases/close-conversation.ts";
import { listOpenConversations } from "../use-cases/list-open-conversations.ts";
import type { Conversation } from "./assignment.ts";
import type { ChatSocket } from "./chat-socket.ts";
import { agentRoom, visitorRoom } from "./rooms.ts";

/**
 * Closes a conversation when no socket of any instance is in its room any more, and tells
 * its agent (CLIENT_OFF).
 */
export async function closeIfLeft(
  chat: ChatSocket,
  conversation: Pick<Conversation, "id" | "clientChatId">,
) {
  const { io, db } = chat.app;
  const stillOpen = await io.in(visitorRoom(conversation.clientChatId)).fetchSockets();
  if (stillOpen.length > 0) return;
  const closed = await closeConversation({ db, conversationId: conversation.id });
  if (closed?.agentUserId) {
    io.to(agentRoom(closed.agentUserId)).emit(chatEvents.clientOff, {
      clientChatEn: presentConversation(closed),
    });
  }
}

/**
 * Closes the open conversations no socket is in on any instance: those an instance left open
 * when it stopped without its sockets' disconnections. The conversations are read before the
 * rooms, and a visitor joins its room before it opens its conversation, so one opening
 * meanwhile is found in its room.
 */
export async function closeStaleConversations(chat: ChatSocket) {
  const open = await listOpenConversations({ db: chat.app.db });
  if (open.length === 0) return;
  const inUse = await chat.app.roomsInUse();
  for (const conversation of open) {
    if (!inUse.has(visitorRoom(conversation.clientChatId))) await closeIfLeft(chat, conversation);
  }
}
