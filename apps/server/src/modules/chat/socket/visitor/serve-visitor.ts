import { chatEvents } from "@portal/shared";
import type { PortalSocket } from "../../../../platform/socket/socket-plugin.ts";
import { type ChatSocket, listen } from "../chat-socket.ts";
import { clientOn } from "./client-on.ts";
import { clientSendMessage } from "./client-send-message.ts";
import { visitorDisconnected } from "./disconnect.ts";
import { serverSendMessageRefused } from "./server-send-message.ts";
import { visitorSession } from "./visitor-session.ts";

/** The events a visitor's socket sends, each to its handler. */
const visitorEvents = {
  [chatEvents.clientOn]: clientOn,
  [chatEvents.clientSendMessage]: clientSendMessage,
  [chatEvents.serverSendMessage]: serverSendMessageRefused,
  disconnect: visitorDisconnected,
};

/** Serves a visitor's socket: it has one conversation open at a time and sees only that one. */
export function serveVisitor(chat: ChatSocket, socket: PortalSocket) {
  listen(chat, socket, visitorSession(socket), visitorEvents);
}
