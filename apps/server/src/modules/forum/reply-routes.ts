import {
  deleteReplyInput,
  forumIdBody,
  forumReply,
  pageOf,
  replyListQuery,
  sendReplyInput,
  voteAnswer,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, ok } from "../../platform/http/envelope.ts";
import { readPointsRuleSettings } from "../points/use-cases/award-rule-points.ts";
import { presentReply } from "./present.ts";
import { deleteReply } from "./use-cases/delete-reply.ts";
import { forgetForumReadsAfterWrites } from "./use-cases/forum-reads.ts";
import { listReplies } from "./use-cases/list-replies.ts";
import { sendReply } from "./use-cases/send-reply.ts";
import { voteReply } from "./use-cases/vote-reply.ts";

const tags = ["forum"];
const prefix = "/follow";

/** Replies to posts ("follow-up posts" in the spec's paths): writing, reading, voting. */
export const forumReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  forgetForumReadsAfterWrites(app);
  app.post(
    `${prefix}/sendPost`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Replies to a post or to a reply (queued for the audit on a sensitive word)",
        security: bearerSecurity,
        body: sendReplyInput,
        response: {
          200: envelope(z.object({ id: z.number(), status: z.enum(["published", "pending"]) })),
        },
      },
    },
    async (request) => {
      const { notices, ...sent } = await sendReply({
        db: app.db,
        now: app.now(),
        author: request.currentUser(),
        input: request.body,
        sensitiveWords: await app.setting("content.sensitiveWords"),
        pointsRules: await readPointsRuleSettings(app.setting),
      });
      await app.notify(notices);
      return ok(sent);
    },
  );

  app.get(
    `${prefix}/findFollowPosts`,
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: "A post's replies: the adopted one, then certified ones, then oldest first",
        querystring: replyListQuery,
        response: { 200: envelope(pageOf(forumReply)) },
      },
    },
    async (request) => {
      const { postId, ...page } = request.query;
      const found = await listReplies({
        db: app.db,
        postId,
        user: request.auth,
        page,
        reader: request.language,
      });
      const viewerId = request.auth?.userId ?? null;
      return ok({
        ...found.page,
        list: found.page.list.map((row) => presentReply(row, found.adoptedReplyId, viewerId)),
      });
    },
  );

  app.post(
    `${prefix}/deletePost`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Deletes a reply (its author or a moderator)",
        security: bearerSecurity,
        body: deleteReplyInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const notices = await deleteReply({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        id: request.body.id,
        reason: request.body.reason ?? null,
      });
      await app.notify(notices);
      return ok(null);
    },
  );

  for (const [path, value, summary] of [
    ["like", 1, "Likes a reply, or takes the like back"],
    ["dislike", -1, "Dislikes a reply, or takes the dislike back"],
  ] as const) {
    app.post(
      `${prefix}/${path}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary,
          security: bearerSecurity,
          body: forumIdBody,
          response: { 200: envelope(voteAnswer) },
        },
      },
      async (request) => {
        const { answer, notices } = await voteReply({
          db: app.db,
          now: app.now(),
          userId: request.currentUser().userId,
          replyId: request.body.id,
          value,
        });
        await app.notify(notices);
        return ok(answer);
      },
    );
  }
};
