import {
  chatHistoryQuery,
  chatLimits,
  chatMessage,
  chatMessagePage,
  chatUploadAnswer,
  chatUploadQuery,
  chatUserHistoryBody,
  clientChatSummary,
  currentHistoryQuery,
  imServer,
  memberChatId,
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
import { messageRate } from "./message-rate.ts";
import { uploadSenderKey } from "./policy.ts";
import { presentConversation, presentMessage, presentQuickReply } from "./present.ts";
import {
  findConversation,
  findHistory,
  findRecentHistory,
  listOpenConversations,
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
  const uploads = messageRate(chatLimits.uploadsPerMinute);
  app.addHook("onClose", async () => uploads.stop());

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

  app.post(
    "/im/upload",
    {
      schema: {
        tags,
        summary:
          "A picture, file or sound to send in chat: an agent into any conversation, a visitor into its own open one; answers the message content to send",
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
      const sender = uploadSenderKey(request.auth, conversation);
      const waitMs = uploads.waitMs(sender);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        reply.header("retry-after", String(seconds));
        throw new AppError("too_many_requests", "chat.tooManyUploads", { params: { seconds } });
      }
      const file = await request.file({ limits: { fileSize: chatUploadRules[kind].maxBytes } });
      return ok(await uploadChatFile({ kind, file, publicFiles: app.publicFiles }));
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
