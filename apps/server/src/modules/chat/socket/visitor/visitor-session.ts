import { oneAtATime } from "../../../../platform/concurrency/one-at-a-time.ts";
import type { PortalSocket } from "../../../../platform/socket/socket-plugin.ts";
import type { Conversation } from "../assignment.ts";

/** A visitor's socket: who it is, and the one conversation it has open. */
export type VisitorSession = {
  socket: PortalSocket;
  /** The client's address its limits are counted by. */
  address: string;
  /** The signed-in member, or null for an anonymous visitor. */
  userId: number | null;
  /** The one conversation this socket has open; opening another closes it. */
  conversation: Conversation | undefined;
  /**
   * Openings and the leaving run in the order they came, so a burst of CLIENT_ON leaves the
   * last one open and the leaving closes what the openings before it left.
   */
  inTurn: ReturnType<typeof oneAtATime>;
};

export function visitorSession(socket: PortalSocket): VisitorSession {
  return {
    socket,
    address: socket.data.address,
    userId: socket.data.auth?.userId ?? null,
    conversation: undefined,
    inTurn: oneAtATime(),
  };
}
