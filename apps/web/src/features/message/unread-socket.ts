import { type MessageUnreadCount, messageEvents } from "@portal/shared";
import { io } from "socket.io-client";
import { useAppStore } from "../../lib/app-store.ts";
import { currentToken } from "../../lib/session.ts";

/**
 * Opens a socket on the portal's own Socket.IO server that hears the signed-in member's unread
 * count. It says `role: "visitor"` so that the chat module never takes it for an agent's
 * console (a staff member's page must not make them an agent on duty); a visitor socket that
 * never opens a chat costs the chat nothing. The handshake is read again at each reconnection,
 * with the session's token then. Answers a function that closes it.
 */
export function openUnreadSocket(handlers: {
  onCount: (count: number) => void;
  onLive: (live: boolean) => void;
}): () => void {
  const socket = io(window.location.origin, {
    path: "/socket.io",
    transports: ["websocket", "polling"],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 30_000,
    auth: (send) => {
      const token = currentToken();
      send({
        ...(token ? { token } : {}),
        role: "visitor",
        language: useAppStore.getState().language,
      });
    },
  });
  socket.on("connect", () => handlers.onLive(true));
  socket.on("disconnect", () => handlers.onLive(false));
  // A refused handshake (a revoked session) is not retried; the header polls instead.
  socket.on("connect_error", () => handlers.onLive(false));
  socket.on(messageEvents.unread, (payload: MessageUnreadCount) => {
    if (typeof payload?.count === "number") handlers.onCount(payload.count);
  });
  return () => {
    socket.close();
  };
}
