import type { EventHandler } from "../chat-socket.ts";
import type { AgentSession } from "./agent-session.ts";

/** SERVER_OFF: the agent goes offline; its disconnection hands its chats over. */
export const serverOff: EventHandler<AgentSession> = (_chat, { socket }) => {
  socket.disconnect(true);
  return undefined;
};
