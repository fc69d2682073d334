import { clientOnPayload, memberChatId } from "@portal/shared";
import { findConversation } from "../../use-cases/find-conversation.ts";
import { openConversation } from "../../use-cases/open-conversation.ts";
import { onlineAgentIds, serve } from "../assignment.ts";
import type { EventHandler } from "../chat-socket.ts";
import { closeIfLeft } from "../closing.ts";
import { acknowledgeOf, parsed, refuse, withinQuotas } from "../refusal.ts";
import { visitorRoom } from "../rooms.ts";
import type { VisitorSession } from "./visitor-session.ts";

/**
 * CLIENT_ON: the visitor opens its conversation (a member always its own), counted against its
 * address when it is new; the conversation it had open before is closed once nobody is in it,
 * and the opened one goes to an agent. Run in turn with the socket's other openings.
 */
export const clientOn: EventHandler<VisitorSession> = (chat, session, payload, ack) =>
  session.inTurn(async () => {
    const { app } = chat;
    const { socket, userId, address } = session;
    const acknowledge = acknowledgeOf(ack);
    const event = parsed(socket, acknowledge, clientOnPayload, payload);
    if (!event) return;
    const { clientChatEn } = event;
    const clientChatId = userId ? memberChatId(userId) : clientChatEn.clientChatId;
    const room = visitorRoom(clientChatId);
    const previous = session.conversation;
    const switching = previous?.clientChatId !== clientChatId;
    try {
      const isNew =
        switching && (await findConversation({ db: app.db, clientChatId })) === undefined;
      if (
        isNew &&
        !(await withinQuotas(chat, socket, acknowledge, chat.quotas.newConversation(address)))
      ) {
        return;
      }
      // A socket gone meanwhile must not join: its room would look in use for ever.
      if (!socket.connected) return;
      // In its room before the conversation is on, so the sweep never finds it on and empty.
      await socket.join(room);
      const opened = await openConversation({
        db: app.db,
        clientChatId,
        clientChatName: clientChatEn.clientChatName,
        userId,
        sourceInfoWay: clientChatEn.sourceInfo_way ?? null,
      });
      session.conversation = opened.conversation;
      if (previous && switching) {
        await socket.leave(visitorRoom(previous.clientChatId));
        await closeIfLeft(chat, previous);
      }
      await chat.assigning(async () =>
        serve(
          chat,
          opened.conversation,
          await onlineAgentIds(chat),
          opened.conversation.agentUserId,
        ),
      );
      acknowledge({ ok: true, id: clientChatId });
    } catch (error) {
      app.log.error({ err: error }, "a visitor's conversation was not opened");
      if (session.conversation?.clientChatId !== clientChatId) await socket.leave(room);
      refuse(socket, acknowledge, "service_unavailable", "chat.storeFailed");
    }
  });
