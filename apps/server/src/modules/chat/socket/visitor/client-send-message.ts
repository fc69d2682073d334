import { chatEvents, clientSendPayload } from "@portal/shared";
import { presentConversation, presentMessage } from "../../present.ts";
import { findConversation } from "../../use-cases/find-conversation.ts";
import type { EventHandler } from "../chat-socket.ts";
import { acknowledgeOf, parsed, refuse, withinQuotas } from "../refusal.ts";
import { agentRoom } from "../rooms.ts";
import type { VisitorSession } from "./visitor-session.ts";

/**
 * CLIENT_SEND_MSG from a visitor, into the conversation it has open, within its limits: a typing
 * preview (preInput) goes to the agent unstored; a message is stored under its id, then
 * forwarded to the agent (a resend only acknowledged) and acknowledged.
 */
export const clientSendMessage: EventHandler<VisitorSession> = async (
  chat,
  session,
  payload,
  ack,
) => {
  const { app } = chat;
  const { socket, address } = session;
  const acknowledge = acknowledgeOf(ack);
  const event = parsed(socket, acknowledge, clientSendPayload, payload);
  if (!event) return;
  const { msg } = event;
  // The conversation open when the message came, whatever a later CLIENT_ON opens.
  const into = session.conversation;
  if (!into) return refuse(socket, acknowledge, "bad_request", "chat.notOpened", {}, msg.id);
  const clientChatEn = presentConversation(into);
  try {
    const limits = chat.quotas.visitorMessage(
      into.clientChatId,
      address,
      msg.contentType === "preInput",
    );
    if (!(await withinQuotas(chat, socket, acknowledge, limits, msg.id))) return;
    if (msg.contentType === "preInput") {
      const current = await findConversation({
        db: app.db,
        clientChatId: into.clientChatId,
      });
      if (current?.agentUserId) {
        app.io.to(agentRoom(current.agentUserId)).emit(chatEvents.clientSendMessage, {
          clientChatEn,
          msg: { ...msg, role: "client", createTime: app.now().toISOString() },
        });
      }
      return acknowledge({ ok: true, id: msg.id });
    }
    const stored = await chat.writer.store({
      conversationId: into.id,
      message: msg,
      role: "client",
      agentUserId: null,
      now: app.now(),
    });
    if (stored.isNew && stored.currentAgentId) {
      app.io.to(agentRoom(stored.currentAgentId)).emit(chatEvents.clientSendMessage, {
        clientChatEn: { ...clientChatEn, lastMsgTime: stored.row.createdAt.toISOString() },
        msg: presentMessage(stored.row),
      });
    }
    acknowledge({ ok: true, id: msg.id });
  } catch (error) {
    app.log.error({ err: error }, "a visitor's chat message was not stored");
    refuse(socket, acknowledge, "service_unavailable", "chat.storeFailed", {}, msg.id);
  }
};
