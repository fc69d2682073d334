import {
  chatHistoryQuery,
  chatMessage,
  chatMessagePage,
  chatUserHistoryBody,
  clientChatSummary,
  currentHistoryQuery,
  imServer,
  memberChatId,
  permissions,
  userHistoryQuery,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { AppError } from "../../platform/http/errors.ts";
import { presentConversation, presentMessage } from "./present.ts";
import { findHistory, findRecentHistory, listOpenConversations } from "./use-cases/find-history.ts";

/** The chat group of the spec: history for agents and visitors, and where the socket is. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAgent = app.requirePermission(permissions.chatServe);
  const tags = ["chat"];

  app.get(
    "/im/findOnlineUsers",
    {
      schema: {
        tags,
        summary: "The conversations visitors have open now, latest message first",
        security: bearerSecurity,
        response: { 200: envelope(z.array(clientChatSummary)) },
      },
      onRequest: requireAgent,
    },
    async () => ok((await listOpenConversations({ db: app.db })).map(presentConversation)),
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
      onRequest: requireAgent,
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
      onRequest: requireAgent,
    },
    async (request) => {
      const page = await findHistory({ db: app.db, ...request.query });
      return ok({ ...page, list: page.list.map(presentMessage) });
    },
  );

  app.get(
    "/im/findUserHistoryMsg",
    {
      schema: {
        tags,
        summary:
          "The visitor's own latest messages: a member's by its session, an anonymous visitor's by the id its browser keeps",
        security: bearerSecurity,
        querystring: userHistoryQuery,
        response: { 200: envelope(z.array(chatMessage)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const clientChatId = request.auth
        ? memberChatId(request.auth.userId)
        : request.query.clientChatId;
      if (!clientChatId) throw new AppError("unauthorized");
      return ok((await findRecentHistory({ db: app.db, clientChatId })).map(presentMessage));
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
      onRequest: requireAgent,
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
    "/nettySocketController/getIMServerList",
    {
      schema: {
        tags,
        summary: "Where the browser opens the chat socket (an empty url: this origin)",
        response: { 200: envelope(z.array(imServer)) },
      },
    },
    async () => ok([{ url: app.config.socketOrigin, path: "/socket.io" }]),
  );
};
