import type { EventHandler } from "../chat-socket.ts";
import { closeIfLeft } from "../closing.ts";
import type { VisitorSession } from "./visitor-session.ts";

/** A visitor's socket closed: its conversation is closed once no socket is left in it. */
export const visitorDisconnected: EventHandler<VisitorSession> = (chat, session) =>
  session.inTurn(async () => {
    if (!session.conversation) return;
    try {
      await closeIfLeft(chat, session.conversation);
    } catch (error) {
      chat.app.log.error({ err: error }, "a visitor's leaving was not recorded");
    }
  });
