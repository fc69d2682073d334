import { serveUnserved } from "../assignment.ts";
import type { EventHandler } from "../chat-socket.ts";
import { agentRoom } from "../rooms.ts";
import type { AgentSession } from "./agent-session.ts";

/** An agent's socket closed: once none of its sockets is left, its chats go to the others. */
export const agentDisconnected: EventHandler<AgentSession> = async (chat, { agentUserId }) => {
  try {
    const stillOnline = await chat.app.io.in(agentRoom(agentUserId)).fetchSockets();
    if (stillOnline.length === 0) await serveUnserved(chat);
  } catch (error) {
    chat.app.log.error({ err: error }, "an agent's chats were not handed over");
  }
};
