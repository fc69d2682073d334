import type { EventHandler } from "../chat-socket.ts";
import { acknowledgeOf, refuse } from "../refusal.ts";
import type { VisitorSession } from "./visitor-session.ts";

/** SERVER_SEND_MSG is an agent's: refused from a visitor socket (or a token without `chat:serve`). */
export const serverSendMessageRefused: EventHandler<VisitorSession> = (
  _chat,
  { socket },
  _payload,
  ack,
) => {
  refuse(socket, acknowledgeOf(ack), "forbidden", "chat.notAgent");
  return undefined;
};
