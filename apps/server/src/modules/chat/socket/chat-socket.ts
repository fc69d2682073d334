import type { FastifyInstance } from "fastify";
import { oneAtATime } from "../../../platform/concurrency/one-at-a-time.ts";
import type { PortalSocket } from "../../../platform/socket/socket-plugin.ts";
import { chatQuotas } from "../chat-quotas.ts";
import { messageWriter } from "../message-writer.ts";
import { findConversation } from "../use-cases/find-conversation.ts";

/**
 * What every chat event handler of this instance shares: the app, the chat limits, the group
 * commit of messages, the assignment lock, the work in flight and the conversation ids known.
 */
export function chatSocket(app: FastifyInstance) {
  /**
   * Work still running: closing waits for it (the sockets' disconnections start some), so none
   * writes to the database or Redis after those are closed.
   */
  const running = new Set<Promise<unknown>>();

  /**
   * A conversation's id and key by its key: they never change, so an agent's messages look a
   * conversation up once per instance (the map is emptied when it grows large).
   */
  const conversationIds = new Map<string, { id: number; clientChatId: string }>();

  return {
    app,
    quotas: chatQuotas(app.config.chat),
    writer: messageWriter(app.db),
    /**
     * Assignments read the agents' loads and then write: run one at a time on this instance so
     * two connections at once do not both pick the same least-loaded agent.
     */
    assigning: oneAtATime(),

    track(work: Promise<unknown>) {
      running.add(work);
      void work.finally(() => running.delete(work));
    },

    /** Settles once the work running now has. */
    async finishRunning() {
      await Promise.allSettled([...running]);
    },

    async knownConversation(clientChatId: string) {
      const known = conversationIds.get(clientChatId);
      if (known) return known;
      const found = await findConversation({ db: app.db, clientChatId });
      if (!found) return undefined;
      if (conversationIds.size >= 10_000) conversationIds.clear();
      const entry = { id: found.id, clientChatId: found.clientChatId };
      conversationIds.set(clientChatId, entry);
      return entry;
    },
  };
}

export type ChatSocket = ReturnType<typeof chatSocket>;

/**
 * One event's handler: the socket's own state (an agent's or a visitor's), the payload and the
 * acknowledgement callback as the client sent them. The work it answers (undefined when it did
 * all at once) is tracked, so closing waits for it.
 */
export type EventHandler<Session> = (
  chat: ChatSocket,
  session: Session,
  payload?: unknown,
  ack?: unknown,
) => Promise<unknown> | undefined;

/** Serves each event of `handlers` on the socket, in the order they are listed. */
export function listen<Session>(
  chat: ChatSocket,
  socket: PortalSocket,
  session: Session,
  handlers: Record<string, EventHandler<Session>>,
) {
  for (const [event, handler] of Object.entries(handlers)) {
    socket.on(event, (payload?: unknown, ack?: unknown) => {
      const work = handler(chat, session, payload, ack);
      if (work) chat.track(work);
    });
  }
}
