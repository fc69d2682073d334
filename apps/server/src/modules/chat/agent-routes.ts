import {
  chatHistoryQuery,
  chatMessage,
  chatMessagePage,
  chatUserHistoryBody,
  clientChatPage,
  currentHistoryQuery,
  memberChatId,
  onlineUsersQuery,
  permissions,
  quickReply,
  quickReplyCreateInput,
  quickReplyDeleteInput,
  quickReplyOrderInput,
  quickReplyUpdateInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, ok } from "../../platform/http/envelope.ts";
import { AppError } from "../../platform/http/errors.ts";
import { presentConversation, presentMessage, presentQuickReply } from "./present.ts";
import { addQuickReply } from "./use-cases/add-quick-reply.ts";
import { deleteQuickReply } from "./use-cases/delete-quick-reply.ts";
import { findHistory } from "./use-cases/find-history.ts";
import { findOpenConversations } from "./use-cases/find-open-conversations.ts";
import { findRecentHistory } from "./use-cases/find-recent-history.ts";
import { listQuickReplies } from "./use-cases/list-quick-replies.ts";
import { orderQuickReplies } from "./use-cases/order-quick-replies.ts";
import { updateQuickReply } from "./use-cases/update-quick-reply.ts";

/**
 * The agents' desk over HTTP: open conversations, histories and the agent's own quick replies;
 * needs `chat:serve`.
 */
export const chatAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.chatServe));
  const tags = ["chat"];

  app.get(
    "/im/findOnlineUsers",
    {
      schema: {
        tags,
        summary:
          "The conversations visitors have open now, latest message first, paged; scope=mine: those the asking agent serves",
        security: bearerSecurity,
        querystring: onlineUsersQuery,
        response: { 200: envelope(clientChatPage) },
      },
    },
    async (request) => {
      const { scope, ...page } = request.query;
      const found = await findOpenConversations({
        db: app.db,
        ...page,
        agentUserId: scope === "mine" ? request.currentUser().userId : undefined,
      });
      return ok({ ...found, list: found.list.map(presentConversation) });
    },
  );

  app.get(
    "/im/findCurrentHistoryMsg",
    {
      schema: {
        tags,
        summary: "The latest messages of one conversation, oldest first (on connect)",
        security: bearerSecurity,
        querystring: currentHistoryQuery,
        response: { 200: envelope(z.array(chatMessage)) },
      },
    },
    async (request) =>
      ok((await findRecentHistory({ db: app.db, ...request.query })).map(presentMessage)),
  );

  app.get(
    "/im/findHistoryMsg",
    {
      schema: {
        tags,
        summary: "One conversation's messages, paged, oldest first",
        security: bearerSecurity,
        querystring: chatHistoryQuery,
        response: { 200: envelope(chatMessagePage) },
      },
    },
    async (request) => {
      const page = await findHistory({ db: app.db, ...request.query });
      return ok({ ...page, list: page.list.map(presentMessage) });
    },
  );

  app.post(
    "/im/chat-user-history",
    {
      schema: {
        tags,
        summary:
          "The signed-in agent's view of a member's conversation: each entry the JSON text of {msg}",
        security: bearerSecurity,
        body: chatUserHistoryBody,
        response: { 200: envelope(z.object({ list: z.array(z.string()) })) },
      },
    },
    async (request) => {
      if (request.body.currentUserId !== request.currentUser().userId) {
        throw new AppError("forbidden", "chat.notOwnHistory");
      }
      const rows = await findRecentHistory({
        db: app.db,
        clientChatId: memberChatId(request.body.targetUserId),
      });
      return ok({ list: rows.map((row) => JSON.stringify({ msg: presentMessage(row) })) });
    },
  );

  app.get(
    "/im/quickReplies",
    {
      schema: {
        tags,
        summary: "The signed-in agent's own quick replies, in its order",
        security: bearerSecurity,
        response: { 200: envelope(z.array(quickReply)) },
      },
    },
    async (request) =>
      ok(
        (await listQuickReplies({ db: app.db, agentUserId: request.currentUser().userId })).map(
          presentQuickReply,
        ),
      ),
  );

  app.post(
    "/im/quickReplies/add",
    {
      schema: {
        tags,
        summary: "Adds a quick reply at the end of the agent's list",
        security: bearerSecurity,
        body: quickReplyCreateInput,
        response: { 200: envelope(quickReply) },
      },
    },
    async (request) =>
      ok(
        presentQuickReply(
          await addQuickReply({
            db: app.db,
            agentUserId: request.currentUser().userId,
            ...request.body,
          }),
        ),
      ),
  );

  app.post(
    "/im/quickReplies/update",
    {
      schema: {
        tags,
        summary: "Changes one of the agent's own quick replies; 409 from a stale version",
        security: bearerSecurity,
        body: quickReplyUpdateInput,
        response: { 200: envelope(quickReply) },
      },
    },
    async (request) =>
      ok(
        presentQuickReply(
          await updateQuickReply({
            db: app.db,
            agentUserId: request.currentUser().userId,
            ...request.body,
          }),
        ),
      ),
  );

  app.post(
    "/im/quickReplies/delete",
    {
      schema: {
        tags,
        summary: "Deletes one of the agent's own quick replies",
        security: bearerSecurity,
        body: quickReplyDeleteInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteQuickReply({
        db: app.db,
        agentUserId: request.currentUser().userId,
        id: request.body.id,
      });
      return ok(null);
    },
  );

  app.post(
    "/im/quickReplies/order",
    {
      schema: {
        tags,
        summary: "Puts the agent's quick replies in the order given (every one of its ids, once)",
        security: bearerSecurity,
        body: quickReplyOrderInput,
        response: { 200: envelope(z.array(quickReply)) },
      },
    },
    async (request) =>
      ok(
        (
          await orderQuickReplies({
            db: app.db,
            agentUserId: request.currentUser().userId,
            ids: request.body.ids,
          })
        ).map(presentQuickReply),
      ),
  );
};
