import {
  chatHistoryQuery,
  chatMessage,
  chatMessagePage,
  chatUploadAnswer,
  chatUploadQuery,
  chatUserHistoryBody,
  clientChatPage,
  currentHistoryQuery,
  imServer,
  memberChatId,
  onlineUsersQuery,
  permissions,
  quickReply,
  quickReplyCreateInput,
  quickReplyDeleteInput,
  quickReplyOrderInput,
  quickReplyUpdateInput,
  userHistoryQuery,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, ok } from "../../platform/http/envelope.ts";
import { AppError } from "../../platform/http/errors.ts";
import { overQuota } from "../../platform/rate-limit/quota-plugin.ts";
import { chatQuotas, quotaRefusal } from "./chat-quotas.ts";
import { uploadSender } from "./policy.ts";
import { presentConversation, presentMessage, presentQuickReply } from "./present.ts";
import {
  findConversation,
  findHistory,
  findOpenConversations,
  findRecentHistory,
} from "./use-cases/find-history.ts";
import {
  addQuickReply,
  deleteQuickReply,
  listQuickReplies,
  orderQuickReplies,
  updateQuickReply,
} from "./use-cases/quick-replies.ts";
import { chatUploadRules, uploadChatFile } from "./use-cases/upload-chat-file.ts";

/** The chat group of the spec: history for agents and visitors, and where the socket is. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAgent = app.requirePermission(permissions.chatServe);
  const tags = ["chat"];
  const quotas = chatQuotas(app.config.chat);

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
      onRequest: requireAgent,
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

  app.post(
    "/im/upload",
    {
      schema: {
        tags,
        summary:
          "A picture, file or sound to send in chat: an agent into any conversation, a visitor into its own open one, within its daily count and bytes and those of its address (429 past them); answers the message content to send",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        querystring: chatUploadQuery,
        response: { 200: envelope(chatUploadAnswer) },
      },
      onRequest: app.optionalUser,
    },
    async (request, reply) => {
      const { kind, clientChatId } = request.query;
      const conversation = await findConversation({ db: app.db, clientChatId });
      const sender = uploadSender(request.auth, conversation);
      const exceeded = await app.quotas.spend(quotas.upload(sender, request.ip));
      const refuse = ({ quota, retryAfterMs }: NonNullable<typeof exceeded>) =>
        overQuota(reply, retryAfterMs, (seconds) => quotaRefusal(quota, seconds));
      if (exceeded) throw refuse(exceeded);
      const file = await request.file({ limits: { fileSize: chatUploadRules[kind].maxBytes } });
      const bytes = quotas.uploadBytes(sender, request.ip);
      return ok(
        await uploadChatFile({
          kind,
          file,
          publicFiles: app.publicFiles,
          async chargeBytes(size) {
            const tooMany = await app.quotas.spend(bytes, size);
            if (!tooMany) return;
            await app.quotas.refund(bytes, size);
            throw refuse(tooMany);
          },
        }),
      );
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
      onRequest: requireAgent,
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
      onRequest: requireAgent,
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
      onRequest: requireAgent,
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
      onRequest: requireAgent,
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
      onRequest: requireAgent,
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
