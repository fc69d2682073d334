import { chatEvents } from "@portal/shared";
import type { PortalSocket } from "../../../../platform/socket/socket-plugin.ts";
import { type ChatSocket, listen } from "../chat-socket.ts";
import { agentSession } from "./agent-session.ts";
import { agentConnected } from "./connect.ts";
import { agentDisconnected } from "./disconnect.ts";
import { serverOff } from "./server-off.ts";
import { serverSendMessage } from "./server-send-message.ts";

/** The events an agent's socket sends, each to its handler. */
const agentEvents = {
  [chatEvents.serverSendMessage]: serverSendMessage,
  [chatEvents.serverOff]: serverOff,
  disconnect: agentDisconnected,
};

/** Serves an agent's socket: its events, then its console's set-up. */
export function serveAgent(chat: ChatSocket, socket: PortalSocket, agentUserId: number) {
  const session = agentSession(chat, socket, agentUserId);
  listen(chat, socket, session, agentEvents);
  chat.track(agentConnected(chat, session));
}
