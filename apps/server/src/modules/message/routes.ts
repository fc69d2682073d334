import {
  messageListQuery,
  messageMarkReadInput,
  messagePage,
  messageUnreadCount,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentMessage } from "./present.ts";
import { pushUnreadCount } from "./rooms.ts";
import { countUnread } from "./use-cases/count-unread.ts";
import { listMessages } from "./use-cases/list-messages.ts";
import { markRead } from "./use-cases/mark-read.ts";

const tags = ["message"];

/** The signed-in member's message centre. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const unreadOf = async (userId: number) =>
    (await countUnread({ db: app.db, userIds: [userId] })).get(userId) ?? 0;
  /** After a write: the member's other tabs learn the new count too. */
  const pushedUnreadOf = async (userId: number) => {
    const count = await unreadOf(userId);
    pushUnreadCount(app, userId, count);
    return count;
  };

  app.get(
    "/message/unreadCount",
    {
      schema: {
        tags,
        summary: "How many unread notices the signed-in member has",
        security: bearerSecurity,
        response: { 200: envelope(messageUnreadCount) },
      },
      onRequest: app.requireUser,
    },
    async (request) => ok({ count: await unreadOf(request.currentUser().userId) }),
  );

  app.get(
    "/message/list",
    {
      schema: {
        tags,
        summary: "The signed-in member's notices, newest first (unread=true: unread only)",
        security: bearerSecurity,
        querystring: messageListQuery,
        response: { 200: envelope(messagePage) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { unread, ...page } = request.query;
      const found = await listMessages({
        db: app.db,
        userId: request.currentUser().userId,
        unreadOnly: unread,
        page,
      });
      return ok({ ...found, list: found.list.map(presentMessage) });
    },
  );

  app.post(
    "/message/markRead",
    {
      schema: {
        tags,
        summary: "Marks the caller's notices of these ids read (others' ids change nothing)",
        security: bearerSecurity,
        body: messageMarkReadInput,
        response: { 200: envelope(messageUnreadCount) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { userId } = request.currentUser();
      await markRead({ db: app.db, userId, ids: request.body.ids, now: app.now() });
      return ok({ count: await pushedUnreadOf(userId) });
    },
  );

  app.post(
    "/message/markAllRead",
    {
      schema: {
        tags,
        summary: "Marks every notice of the caller read",
        security: bearerSecurity,
        response: { 200: envelope(messageUnreadCount) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { userId } = request.currentUser();
      await markRead({ db: app.db, userId, ids: "all", now: app.now() });
      return ok({ count: await pushedUnreadOf(userId) });
    },
  );
};
