import type { ServerChatIdentity } from "@portal/shared";
import type { PortalSocket } from "../../../../platform/socket/socket-plugin.ts";
import { agentIdentity } from "../assignment.ts";
import type { ChatSocket } from "../chat-socket.ts";

/** An agent's socket: its account, and its identity read once a connection. */
export type AgentSession = {
  socket: PortalSocket;
  agentUserId: number;
  /** How visitors see this agent; every answer carries it. */
  identity(): Promise<ServerChatIdentity>;
};

export function agentSession(
  chat: ChatSocket,
  socket: PortalSocket,
  agentUserId: number,
): AgentSession {
  // Read once a connection: every answer carries it.
  let identity: Promise<ServerChatIdentity> | undefined;
  return {
    socket,
    agentUserId,
    identity() {
      identity ??= agentIdentity(chat, agentUserId).catch((error: unknown) => {
        identity = undefined;
        throw error;
      });
      return identity;
    },
  };
}
