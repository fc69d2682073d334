import { permissions } from "@portal/shared";
import type { FastifyInstance } from "fastify";
import { serveAgent } from "./socket/agent/serve-agent.ts";
import { chatSocket } from "./socket/chat-socket.ts";
import { closeStaleConversations } from "./socket/closing.ts";
import { serveVisitor } from "./socket/visitor/serve-visitor.ts";

/**
 * Live chat over the socket plugin. An agent is a signed-in staff member holding `chat:serve`
 * (a staff member opening the visitor panel says `role: "visitor"` in its handshake); every
 * other socket is a visitor, who has one conversation open at a time and sees only that one.
 * Every message is stored before it is acknowledged or forwarded. Each event has its handler
 * in `socket/agent/` or `socket/visitor/`; every statement they run is a use case.
 */
export async function chatSocketRoutes(app: FastifyInstance) {
  const chat = chatSocket(app);

  app.io.on("connection", (socket) => {
    const { auth, handshake } = socket.data;
    const isAgent = handshake.role !== "visitor" && auth?.permissions.has(permissions.chatServe);
    if (isAgent && auth) serveAgent(chat, socket, auth.userId);
    else serveVisitor(chat, socket);
  });

  // Stale conversations are closed when the instance starts and every CHAT_STALE_SWEEP_SECONDS;
  // a sweep still running when the next is due lets it pass.
  let sweeping = false;
  function sweep() {
    if (sweeping) return;
    sweeping = true;
    chat.track(
      closeStaleConversations(chat)
        .catch((error: unknown) => app.log.error({ err: error }, "stale chats were not closed"))
        .finally(() => {
          sweeping = false;
        }),
    );
  }
  let sweeps: ReturnType<typeof setInterval> | undefined;
  app.addHook("onReady", async () => {
    sweep();
    sweeps = setInterval(sweep, app.config.chat.staleSweepMs);
    sweeps.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(sweeps);
    await chat.finishRunning();
  });
}
