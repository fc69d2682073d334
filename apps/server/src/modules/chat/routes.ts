import {
  chatFileHeaders,
  chatFileQuery,
  chatIdHeader,
  chatMessage,
  chatUploadAnswer,
  chatUploadQuery,
  imServer,
  memberChatId,
  userHistoryQuery,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { AppError } from "../../platform/http/errors.ts";
import { fileAnswer, sendFile, withoutHeadRoute } from "../../platform/http/send-file.ts";
import { overQuota } from "../../platform/rate-limit/quota-plugin.ts";
import { chatQuotas, quotaRefusal } from "./chat-quotas.ts";
import { uploadSender } from "./policy.ts";
import { presentMessage } from "./present.ts";
import { findConversation } from "./use-cases/find-conversation.ts";
import { findRecentHistory } from "./use-cases/find-recent-history.ts";
import { openChatFile } from "./use-cases/open-chat-file.ts";
import { chatUploadRules, uploadChatFile } from "./use-cases/upload-chat-file.ts";

/**
 * The chat group of the spec as visitors call it: their own history, where the socket is,
 * uploads and the files sent (an agent's too: `uploadSender` and `ensureChatFileReader` tell
 * who). The agents' desk is agent-routes.ts.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["chat"];
  const quotas = chatQuotas(app.config.chat);

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
      const { sender, conversation: found } = uploadSender(request.auth, conversation);
      const exceeded = await app.quotas.spend(quotas.upload(sender, request.ip));
      const refuse = ({ quota, retryAfterMs }: NonNullable<typeof exceeded>) =>
        overQuota(reply, retryAfterMs, (seconds) => quotaRefusal(quota, seconds));
      if (exceeded) throw refuse(exceeded);
      const file = await request.file({ limits: { fileSize: chatUploadRules[kind].maxBytes } });
      const bytes = quotas.uploadBytes(sender, request.ip);
      return ok(
        await uploadChatFile({
          kind,
          conversationId: found.id,
          file,
          privateFiles: app.privateFiles,
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
    "/im/file",
    {
      schema: {
        tags,
        summary: `A picture, file or sound sent in chat, whole or one byte range: for an agent, the member whose conversation it is, or the visitor without an account presenting its conversation's id in the ${chatIdHeader} header`,
        security: bearerSecurity,
        querystring: chatFileQuery,
        headers: chatFileHeaders,
        ...fileAnswer,
      },
      ...withoutHeadRoute,
      onRequest: app.optionalUser,
    },
    async (request, reply) =>
      sendFile(
        reply,
        await openChatFile({
          db: app.db,
          privateFiles: app.privateFiles,
          reader: request.auth,
          presentedChatId: request.headers[chatIdHeader],
          key: request.query.key,
          range: request.headers,
        }),
      ),
  );
};
