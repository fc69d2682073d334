import { chatEvents, serverSendPayload } from "@portal/shared";
import { presentMessage } from "../../present.ts";
import type { EventHandler } from "../chat-socket.ts";
import { acknowledgeOf, parsed, refuse, withinQuotas } from "../refusal.ts";
import { visitorRoom } from "../rooms.ts";
import type { AgentSession } from "./agent-session.ts";

/**
 * SERVER_SEND_MSG from an agent: counted against the agent's limit, stored under its id, then
 * forwarded to the conversation's visitor (a resend only acknowledged) and acknowledged.
 */
export const serverSendMessage: EventHandler<AgentSession> = async (
  chat,
  session,
  payload,
  ack,
) => {
  const { app } = chat;
  const { socket, agentUserId } = session;
  const acknowledge = acknowledgeOf(ack);
  const event = parsed(socket, acknowledge, serverSendPayload, payload);
  if (!event) return;
  const { msg } = event;
  try {
    const limits = chat.quotas.agentMessage(agentUserId);
    if (!(await withinQuotas(chat, socket, acknowledge, limits, msg.id))) return;
    const conversation = await chat.knownConversation(event.clientChatId);
    if (!conversation) {
      return refuse(socket, acknowledge, "not_found", "chat.noConversation", {}, msg.id);
    }
    const stored = await chat.writer.store({
      conversationId: conversation.id,
      message: msg,
      role: "server",
      agentUserId,
      now: app.now(),
    });
    if (stored.isNew) {
      app.io.to(visitorRoom(conversation.clientChatId)).emit(chatEvents.serverSendMessage, {
        serverChatEn: await session.identity(),
        msg: presentMessage(stored.row),
      });
    }
    acknowledge({ ok: true, id: msg.id });
  } catch (error) {
    app.log.error({ err: error }, "an agent's chat message was not stored");
    refuse(socket, acknowledge, "service_unavailable", "chat.storeFailed", {}, msg.id);
  }
};
