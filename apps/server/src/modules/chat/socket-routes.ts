import {
  type ChatAck,
  type ChatError,
  chatEvents,
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
import type { MessageKey } from "../../platform/i18n/registry.ts";
import { translate } from "../../platform/i18n/registry.ts";
import type { PortalSocket } from "../../platform/socket/socket-plugin.ts";
import { users } from "../user/schema.ts";
import { messageRate } from "./message-rate.ts";
import { messageWriter } from "./message-writer.ts";
import { presentConversation, presentMessage } from "./present.ts";
import type { chatConversations } from "./schema.ts";
import {
  assignConversation,
  chooseAgent,
  closeConversation,
  listAgentConversations,
  listUnservedConversations,
} from "./use-cases/assign-conversations.ts";
import { findConversation } from "./use-cases/find-history.ts";
import { openConversation } from "./use-cases/open-conversation.ts";

type Conversation = Pick<
  typeof chatConversations.$inferSelect,
  "id" | "clientChatId" | "clientChatName" | "sourceInfoWay" | "state" | "lastMessageAt"
>;
type Acknowledge = (answer: ChatAck) => void;

const agentsRoom = "chat:agents";
const agentRoom = (agentUserId: number) => `chat:agent:${agentUserId}`;
const visitorRoom = (clientChatId: string) => `chat:visitor:${clientChatId}`;
/** Typing previews may come five times as often as messages. */
const previewsPerMessage = 5;

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
 * other socket is a visitor, who sees only its own conversation. Every message is stored
 * before it is acknowledged or forwarded.
 */
export async function chatSocketRoutes(app: FastifyInstance) {
  const { io } = app;
  const rate = messageRate(app.config.chatMessagesPerMinute);
  const writer = messageWriter(app.db);
  app.addHook("onClose", async () => rate.stop());

  /**
   * Handlers still running: closing waits for them (the sockets' disconnections start some),
   * so none writes to the database or Redis after those are closed.
   */
  const running = new Set<Promise<unknown>>();
  function on(
    socket: PortalSocket,
    event: string,
    handler: (payload?: unknown, ack?: unknown) => Promise<unknown>,
  ) {
    socket.on(event, (payload?: unknown, ack?: unknown) => {
      const work = handler(payload, ack).finally(() => running.delete(work));
      running.add(work);
    });
  }
  app.addHook("preClose", async () => {
    await Promise.allSettled([...running]);
  });

  /**
   * Assignments read the agents' loads and then write: run one at a time on this instance so
   * two connections at once do not both pick the same least-loaded agent.
   */
  let assignments: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = assignments.then(work, work);
    assignments = next.catch(() => undefined);
    return next;
  }

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

  function refuseTooFast(
    socket: PortalSocket,
    acknowledge: Acknowledge,
    waitMs: number,
    id: string,
  ) {
    refuse(
      socket,
      acknowledge,
      "too_many_requests",
      "chat.tooFast",
      { seconds: Math.ceil(waitMs / 1000) },
      id,
    );
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
    return oneAtATime(async () => {
      const onlineAgents = await onlineAgentIds();
      const unserved = await listUnservedConversations({
        db: app.db,
        onlineAgentIds: onlineAgents,
      });
      for (const conversation of unserved) await serve(conversation, onlineAgents, null);
    });
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
      const waitMs = rate.waitMs(`agent:${agentUserId}`);
      if (waitMs > 0) return refuseTooFast(socket, acknowledge, waitMs, event.msg.id);
      try {
        const conversation = await knownConversation(event.clientChatId);
        if (!conversation) {
          return refuse(socket, acknowledge, "not_found", "chat.noConversation", {}, event.msg.id);
        }
        const stored = await writer.store({
          conversationId: conversation.id,
          message: event.msg,
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
        acknowledge({ ok: true, id: event.msg.id });
      } catch (error) {
        app.log.error({ err: error }, "an agent's chat message was not stored");
        refuse(socket, acknowledge, "service_unavailable", "chat.storeFailed", {}, event.msg.id);
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

    const setUp = (async () => {
      try {
        await socket.join([agentsRoom, agentRoom(agentUserId)]);
        socket.emit(chatEvents.serverOn, await ownIdentity());
        // A console opened again (a reload, a second tab) shows the chats its agent serves.
        await oneAtATime(async () => {
          const serving = await listAgentConversations({ db: app.db, agentUserId });
          for (const conversation of serving) {
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
    })();
    running.add(setUp);
    void setUp.finally(() => running.delete(setUp));
  }

  function serveVisitor(socket: PortalSocket) {
    const userId = socket.data.auth?.userId ?? null;
    let conversation: Conversation | undefined;

    on(socket, chatEvents.clientOn, async (payload: unknown, ack: unknown) => {
      const acknowledge = acknowledgeOf(ack);
      const event = parsed(socket, acknowledge, clientOnPayload, payload);
      if (!event) return;
      const { clientChatEn } = event;
      try {
        const opened = await openConversation({
          db: app.db,
          clientChatId: userId ? memberChatId(userId) : clientChatEn.clientChatId,
          clientChatName: clientChatEn.clientChatName,
          userId,
          sourceInfoWay: clientChatEn.sourceInfo_way ?? null,
        });
        conversation = opened.conversation;
        await socket.join(visitorRoom(opened.conversation.clientChatId));
        await oneAtATime(async () =>
          serve(opened.conversation, await onlineAgentIds(), opened.conversation.agentUserId),
        );
        acknowledge({ ok: true, id: opened.conversation.clientChatId });
      } catch (error) {
        app.log.error({ err: error }, "a visitor's conversation was not opened");
        refuse(socket, acknowledge, "service_unavailable", "chat.storeFailed");
      }
    });

    on(socket, chatEvents.clientSendMessage, async (payload: unknown, ack: unknown) => {
      const acknowledge = acknowledgeOf(ack);
      const event = parsed(socket, acknowledge, clientSendPayload, payload);
      if (!event) return;
      const { msg } = event;
      if (!conversation)
        return refuse(socket, acknowledge, "bad_request", "chat.notOpened", {}, msg.id);
      const isPreview = msg.contentType === "preInput";
      const waitMs = rate.waitMs(
        `${isPreview ? "preview" : "visitor"}:${conversation.id}`,
        isPreview ? app.config.chatMessagesPerMinute * previewsPerMessage : undefined,
      );
      if (waitMs > 0) return refuseTooFast(socket, acknowledge, waitMs, msg.id);
      const clientChatEn = presentConversation(conversation);
      try {
        if (msg.contentType === "preInput") {
          const current = await findConversation({
            db: app.db,
            clientChatId: conversation.clientChatId,
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
          conversationId: conversation.id,
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

    on(socket, "disconnect", async () => {
      if (!conversation) return;
      const left = conversation;
      try {
        const stillOpen = await io.in(visitorRoom(left.clientChatId)).fetchSockets();
        if (stillOpen.length > 0) return;
        await closeConversation({ db: app.db, conversationId: left.id });
        const current = await findConversation({ db: app.db, clientChatId: left.clientChatId });
        if (current?.agentUserId) {
          io.to(agentRoom(current.agentUserId)).emit(chatEvents.clientOff, {
            clientChatEn: presentConversation(current),
          });
        }
      } catch (error) {
        app.log.error({ err: error }, "a visitor's leaving was not recorded");
      }
    });
  }

  io.on("connection", (socket) => {
    const { auth, handshake } = socket.data;
    const isAgent = handshake.role !== "visitor" && auth?.permissions.has(permissions.chatServe);
    if (isAgent && auth) serveAgent(socket, auth.userId);
    else serveVisitor(socket);
  });
}
