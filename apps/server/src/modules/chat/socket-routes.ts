import {
  type ChatAck,
  type ChatError,
  chatEvents,
  chatLimits,
  clientOnPayload,
  clientSendPayload,
  describeValidationIssue,
  isValidationMessageKey,
  type Language,
  memberChatId,
  permissions,
  type ServerChatIdentity,
  serverSendPayload,
} from "@portal/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { oneAtATime } from "../../platform/concurrency/one-at-a-time.ts";
import type { MessageKey } from "../../platform/i18n/registry.ts";
import { translate } from "../../platform/i18n/registry.ts";
import type { PortalSocket } from "../../platform/socket/socket-plugin.ts";
import { users } from "../user/schema.ts";
import { type ChatQuota, chatQuotas, quotaRefusal } from "./chat-quotas.ts";
import { messageWriter } from "./message-writer.ts";
import { presentConversation, presentMessage } from "./present.ts";
import type { chatConversations } from "./schema.ts";
import {
  assignConversation,
  chooseAgent,
  closeConversation,
  listOpenConversations,
  listUnservedConversations,
} from "./use-cases/assign-conversations.ts";
import { findConversation, findOpenConversations } from "./use-cases/find-history.ts";
import { openConversation } from "./use-cases/open-conversation.ts";

type Conversation = Pick<
  typeof chatConversations.$inferSelect,
  "id" | "clientChatId" | "clientChatName" | "sourceInfoWay" | "state" | "lastMessageAt"
>;
type Acknowledge = (answer: ChatAck) => void;

const agentsRoom = "chat:agents";
const agentRoom = (agentUserId: number) => `chat:agent:${agentUserId}`;
const visitorRoom = (clientChatId: string) => `chat:visitor:${clientChatId}`;

/** The first problem of a refused event, in the socket's language. */
function problemOf(language: Language, error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return "";
  const field = issue.path.join(".");
  const text = isValidationMessageKey(issue.message)
    ? translate(language, issue.message)
    : describeValidationIssue(language, {
        ...(issue as unknown as Record<string, unknown>),
        code: issue.code,
        given: issue.code !== "invalid_type" || issue.input !== undefined,
        atRoot: issue.path.length === 0,
      });
  return field ? `${field}: ${text}` : text;
}

function acknowledgeOf(candidate: unknown): Acknowledge {
  return typeof candidate === "function" ? (candidate as Acknowledge) : () => {};
}

/**
 * Live chat over the socket plugin. An agent is a signed-in staff member holding `chat:serve`
 * (a staff member opening the visitor panel says `role: "visitor"` in its handshake); every
 * other socket is a visitor, who has one conversation open at a time and sees only that one.
 * Every message is stored before it is acknowledged or forwarded.
 */
export async function chatSocketRoutes(app: FastifyInstance) {
  const { io } = app;
  const quotas = chatQuotas(app.config.chat);
  const writer = messageWriter(app.db);

  /**
   * Work still running: closing waits for it (the sockets' disconnections start some), so none
   * writes to the database or Redis after those are closed.
   */
  const running = new Set<Promise<unknown>>();
  function track(work: Promise<unknown>) {
    running.add(work);
    void work.finally(() => running.delete(work));
  }
  function on(
    socket: PortalSocket,
    event: string,
    handler: (payload?: unknown, ack?: unknown) => Promise<unknown>,
  ) {
    socket.on(event, (payload?: unknown, ack?: unknown) => track(handler(payload, ack)));
  }

  /**
   * Assignments read the agents' loads and then write: run one at a time on this instance so
   * two connections at once do not both pick the same least-loaded agent.
   */
  const assigning = oneAtATime();

  function refuse(
    socket: PortalSocket,
    acknowledge: Acknowledge,
    code: ChatError["code"],
    key: MessageKey,
    params: Record<string, string | number> = {},
    id?: string,
  ) {
    const msg = translate(socket.data.language, key, params);
    const error: ChatError = id ? { code, msg, id } : { code, msg };
    socket.emit(chatEvents.error, error);
    acknowledge({ ok: false, msg });
  }

  /** Parses an event's payload, or refuses it with its first problem. */
  function parsed<Schema extends z.ZodType>(
    socket: PortalSocket,
    acknowledge: Acknowledge,
    schema: Schema,
    payload: unknown,
  ): z.infer<Schema> | undefined {
    const result = schema.safeParse(payload);
    if (result.success) return result.data;
    refuse(socket, acknowledge, "bad_request", "chat.badEvent", {
      problem: problemOf(socket.data.language, result.error),
    });
    return undefined;
  }

  /**
   * Counts an event against `limits`; when it went past one, refuses it in that limit's words
   * and answers false.
   */
  async function withinQuotas(
    socket: PortalSocket,
    acknowledge: Acknowledge,
    limits: ChatQuota[],
    id?: string,
  ): Promise<boolean> {
    const exceeded = await app.quotas.spend(limits);
    if (!exceeded) return true;
    const { key, params } = quotaRefusal(exceeded.quota, Math.ceil(exceeded.retryAfterMs / 1000));
    refuse(socket, acknowledge, "too_many_requests", key, params, id);
    return false;
  }

  /**
   * A conversation's id and key by its key: they never change, so an agent's messages look a
   * conversation up once per instance (the map is emptied when it grows large).
   */
  const conversationIds = new Map<string, { id: number; clientChatId: string }>();
  async function knownConversation(clientChatId: string) {
    const known = conversationIds.get(clientChatId);
    if (known) return known;
    const found = await findConversation({ db: app.db, clientChatId });
    if (!found) return undefined;
    if (conversationIds.size >= 10_000) conversationIds.clear();
    const entry = { id: found.id, clientChatId: found.clientChatId };
    conversationIds.set(clientChatId, entry);
    return entry;
  }

  async function onlineAgentIds(): Promise<number[]> {
    const sockets = await io.in(agentsRoom).fetchSockets();
    const ids = sockets.map((socket) => socket.data.auth?.userId ?? 0).filter((id) => id > 0);
    return [...new Set(ids)].sort((a, b) => a - b);
  }

  async function agentIdentity(agentUserId: number): Promise<ServerChatIdentity> {
    const [agent] = await app.db
      .select({ nickname: users.nickname, avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, agentUserId));
    return {
      serverChatId: String(agentUserId),
      serverChatName: agent?.nickname ?? `#${agentUserId}`,
      avatarUrl: agent?.avatarUrl ?? null,
    };
  }

  /**
   * Gives a conversation to the least-loaded online agent (its previous one when still online):
   * the agent receives CLIENT_ON and the messages that waited, the visitor SERVER_ON with its
   * agent, or SERVER_OFF when nobody is online.
   */
  async function serve(
    conversation: Conversation,
    onlineAgents: number[],
    preferred: number | null,
  ) {
    const agentUserId = await chooseAgent({ db: app.db, onlineAgentIds: onlineAgents, preferred });
    const waiting = await assignConversation({
      db: app.db,
      conversationId: conversation.id,
      agentUserId,
    });
    const visitor = io.to(visitorRoom(conversation.clientChatId));
    if (agentUserId === null) {
      visitor.emit(chatEvents.serverOff, {});
      return;
    }
    const clientChatEn = presentConversation(conversation);
    const agent = io.to(agentRoom(agentUserId));
    agent.emit(chatEvents.clientOn, { clientChatEn });
    for (const row of waiting) {
      agent.emit(chatEvents.clientSendMessage, { clientChatEn, msg: presentMessage(row) });
    }
    visitor.emit(chatEvents.serverOn, await agentIdentity(agentUserId));
  }

  /** Open conversations no online agent serves go to the online agents (after one came or left). */
  function serveUnserved() {
    return assigning(async () => {
      const onlineAgents = await onlineAgentIds();
      const unserved = await listUnservedConversations({
        db: app.db,
        onlineAgentIds: onlineAgents,
      });
      for (const conversation of unserved) await serve(conversation, onlineAgents, null);
    });
  }

  /**
   * Closes a conversation when no socket of any instance is in its room any more, and tells
   * its agent (CLIENT_OFF).
   */
  async function closeIfLeft(conversation: Pick<Conversation, "id" | "clientChatId">) {
    const stillOpen = await io.in(visitorRoom(conversation.clientChatId)).fetchSockets();
    if (stillOpen.length > 0) return;
    const closed = await closeConversation({ db: app.db, conversationId: conversation.id });
    if (closed?.agentUserId) {
      io.to(agentRoom(closed.agentUserId)).emit(chatEvents.clientOff, {
        clientChatEn: presentConversation(closed),
      });
    }
  }

  /**
   * Closes the open conversations no socket is in on any instance: those an instance left open
   * when it stopped without its sockets' disconnections. The conversations are read before the
   * rooms, and a visitor joins its room before it opens its conversation, so one opening
   * meanwhile is found in its room.
   */
  async function closeStaleConversations() {
    const open = await listOpenConversations({ db: app.db });
    if (open.length === 0) return;
    const inUse = await app.roomsInUse();
    for (const conversation of open) {
      if (!inUse.has(visitorRoom(conversation.clientChatId))) await closeIfLeft(conversation);
    }
  }

  function serveAgent(socket: PortalSocket, agentUserId: number) {
    const { language } = socket.data;
    // Read once a connection: every answer carries it.
    let identity: Promise<ServerChatIdentity> | undefined;
    const ownIdentity = () => {
      identity ??= agentIdentity(agentUserId).catch((error: unknown) => {
        identity = undefined;
        throw error;
      });
      return identity;
    };
    on(socket, chatEvents.serverSendMessage, async (payload: unknown, ack: unknown) => {
      const acknowledge = acknowledgeOf(ack);
      const event = parsed(socket, acknowledge, serverSendPayload, payload);
      if (!event) return;
      const { msg } = event;
      try {
        if (!(await withinQuotas(socket, acknowledge, quotas.agentMessage(agentUserId), msg.id))) {
          return;
        }
        const conversation = await knownConversation(event.clientChatId);
        if (!conversation) {
          return refuse(socket, acknowledge, "not_found", "chat.noConversation", {}, msg.id);
        }
        const stored = await writer.store({
          conversationId: conversation.id,
          message: msg,
          role: "server",
          agentUserId,
          now: app.now(),
        });
        if (stored.isNew) {
          io.to(visitorRoom(conversation.clientChatId)).emit(chatEvents.serverSendMessage, {
            serverChatEn: await ownIdentity(),
            msg: presentMessage(stored.row),
          });
        }
        acknowledge({ ok: true, id: msg.id });
      } catch (error) {
        app.log.error({ err: error }, "an agent's chat message was not stored");
        refuse(socket, acknowledge, "service_unavailable", "chat.storeFailed", {}, msg.id);
      }
    });
    socket.on(chatEvents.serverOff, () => {
      socket.disconnect(true);
    });
    on(socket, "disconnect", async () => {
      try {
        const stillOnline = await io.in(agentRoom(agentUserId)).fetchSockets();
        if (stillOnline.length === 0) await serveUnserved();
      } catch (error) {
        app.log.error({ err: error }, "an agent's chats were not handed over");
      }
    });

    track(
      (async () => {
        try {
          // A console opened again (a reload, a second tab) is told of the first page of the
          // chats its agent serves, as findOnlineUsers lists them; it asks for more pages. It
          // joins its rooms under the assignment lock, so a chat given to it meanwhile arrives
          // either in that page or as its own CLIENT_ON, never both.
          await assigning(async () => {
            await socket.join([agentsRoom, agentRoom(agentUserId)]);
            socket.emit(chatEvents.serverOn, await ownIdentity());
            const serving = await findOpenConversations({
              db: app.db,
              agentUserId,
              page: 1,
              pageSize: chatLimits.consolePageSize,
            });
            for (const conversation of serving.list) {
              socket.emit(chatEvents.clientOn, { clientChatEn: presentConversation(conversation) });
            }
          });
          await serveUnserved();
        } catch (error) {
          app.log.error({ err: error }, "an agent's connection was not set up");
          socket.emit(chatEvents.error, {
            code: "service_unavailable",
            msg: translate(language, "chat.storeFailed"),
          } satisfies ChatError);
        }
      })(),
    );
  }

  function serveVisitor(socket: PortalSocket) {
    const { address } = socket.data;
    const userId = socket.data.auth?.userId ?? null;
    /** The one conversation this socket has open; opening another closes it. */
    let conversation: Conversation | undefined;
    // Openings and the leaving run in the order they came, so a burst of CLIENT_ON leaves the
    // last one open and the leaving closes what the openings before it left.
    const inTurn = oneAtATime();

    on(socket, chatEvents.clientOn, (payload: unknown, ack: unknown) =>
      inTurn(async () => {
        const acknowledge = acknowledgeOf(ack);
        const event = parsed(socket, acknowledge, clientOnPayload, payload);
        if (!event) return;
        const { clientChatEn } = event;
        const clientChatId = userId ? memberChatId(userId) : clientChatEn.clientChatId;
        const room = visitorRoom(clientChatId);
        const previous = conversation;
        const switching = previous?.clientChatId !== clientChatId;
        try {
          const isNew =
            switching && (await findConversation({ db: app.db, clientChatId })) === undefined;
          if (
            isNew &&
            !(await withinQuotas(socket, acknowledge, quotas.newConversation(address)))
          ) {
            return;
          }
          // A socket gone meanwhile must not join: its room would look in use for ever.
          if (!socket.connected) return;
          // In its room before the conversation is on, so the sweep never finds it on and empty.
          await socket.join(room);
          const opened = await openConversation({
            db: app.db,
            clientChatId,
            clientChatName: clientChatEn.clientChatName,
            userId,
            sourceInfoWay: clientChatEn.sourceInfo_way ?? null,
          });
          conversation = opened.conversation;
          if (previous && switching) {
            await socket.leave(visitorRoom(previous.clientChatId));
            await closeIfLeft(previous);
          }
          await assigning(async () =>
            serve(opened.conversation, await onlineAgentIds(), opened.conversation.agentUserId),
          );
          acknowledge({ ok: true, id: clientChatId });
        } catch (error) {
          app.log.error({ err: error }, "a visitor's conversation was not opened");
          if (conversation?.clientChatId !== clientChatId) await socket.leave(room);
          refuse(socket, acknowledge, "service_unavailable", "chat.storeFailed");
        }
      }),
    );

    on(socket, chatEvents.clientSendMessage, async (payload: unknown, ack: unknown) => {
      const acknowledge = acknowledgeOf(ack);
      const event = parsed(socket, acknowledge, clientSendPayload, payload);
      if (!event) return;
      const { msg } = event;
      // The conversation open when the message came, whatever a later CLIENT_ON opens.
      const into = conversation;
      if (!into) return refuse(socket, acknowledge, "bad_request", "chat.notOpened", {}, msg.id);
      const clientChatEn = presentConversation(into);
      try {
        const limits = quotas.visitorMessage(
          into.clientChatId,
          address,
          msg.contentType === "preInput",
        );
        if (!(await withinQuotas(socket, acknowledge, limits, msg.id))) return;
        if (msg.contentType === "preInput") {
          const current = await findConversation({
            db: app.db,
            clientChatId: into.clientChatId,
          });
          if (current?.agentUserId) {
            io.to(agentRoom(current.agentUserId)).emit(chatEvents.clientSendMessage, {
              clientChatEn,
              msg: { ...msg, role: "client", createTime: app.now().toISOString() },
            });
          }
          return acknowledge({ ok: true, id: msg.id });
        }
        const stored = await writer.store({
          conversationId: into.id,
          message: msg,
          role: "client",
          agentUserId: null,
          now: app.now(),
        });
        if (stored.isNew && stored.currentAgentId) {
          io.to(agentRoom(stored.currentAgentId)).emit(chatEvents.clientSendMessage, {
            clientChatEn: { ...clientChatEn, lastMsgTime: stored.row.createdAt.toISOString() },
            msg: presentMessage(stored.row),
          });
        }
        acknowledge({ ok: true, id: msg.id });
      } catch (error) {
        app.log.error({ err: error }, "a visitor's chat message was not stored");
        refuse(socket, acknowledge, "service_unavailable", "chat.storeFailed", {}, msg.id);
      }
    });

    /** Answers an agent-only event from a visitor socket (or a token without `chat:serve`). */
    socket.on(chatEvents.serverSendMessage, (_payload: unknown, ack: unknown) => {
      refuse(socket, acknowledgeOf(ack), "forbidden", "chat.notAgent");
    });

    on(socket, "disconnect", () =>
      inTurn(async () => {
        if (!conversation) return;
        try {
          await closeIfLeft(conversation);
        } catch (error) {
          app.log.error({ err: error }, "a visitor's leaving was not recorded");
        }
      }),
    );
  }

  io.on("connection", (socket) => {
    const { auth, handshake } = socket.data;
    const isAgent = handshake.role !== "visitor" && auth?.permissions.has(permissions.chatServe);
    if (isAgent && auth) serveAgent(socket, auth.userId);
    else serveVisitor(socket);
  });

  // Stale conversations are closed when the instance starts and every CHAT_STALE_SWEEP_SECONDS;
  // a sweep still running when the next is due lets it pass.
  let sweeping = false;
  function sweep() {
    if (sweeping) return;
    sweeping = true;
    track(
      closeStaleConversations()
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
    await Promise.allSettled([...running]);
  });
}
