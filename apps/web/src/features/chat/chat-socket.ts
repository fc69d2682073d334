import { io, type Socket } from "socket.io-client";
import { useAppStore } from "../../lib/app-store.ts";
import { currentToken } from "../../lib/session.ts";
import { chatServer } from "./api.ts";

/** A fresh id the client chooses for a message (works outside secure contexts too). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replaceAll("=", "");
}

/**
 * Opens the chat socket: as an agent (the session's token) or as a visitor (`role: "visitor"`,
 * the token when signed in). The handshake is read again at every reconnection, so a new
 * language or session counts; a visitor whose token the server refuses goes on anonymously.
 */
export async function openChatSocket(role: "agent" | "visitor"): Promise<Socket> {
  const server = await chatServer();
  let anonymous = false;
  const socket = io(server.url || window.location.origin, {
    path: server.path,
    transports: ["websocket", "polling"],
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
    auth: (send) => {
      const token = anonymous ? null : currentToken();
      send({
        ...(token ? { token } : {}),
        ...(role === "visitor" ? { role } : {}),
        language: useAppStore.getState().language,
      });
    },
  });
  socket.on("connect_error", (error) => {
    // A refused handshake is not retried by Socket.IO itself.
    if (socket.active) return;
    if (
      role === "visitor" &&
      (error.message === "unauthorized" || error.message === "session_lost")
    ) {
      anonymous = true;
      socket.connect();
    }
  });
  return socket;
}
