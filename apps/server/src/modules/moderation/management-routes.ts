import {
  allStatesRepliesQuery,
  auditCount,
  auditItemPage,
  auditQueueQuery,
  managedPostDetail,
  managedPostQuery,
  managedReplyPage,
  permissions,
  verifyContentAnswer,
  verifyContentInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { forgetForumReadsAfterWrites } from "../forum/use-cases/forum-reads.ts";
import { readPointsRuleSettings } from "../points/use-cases/award-rule-points.ts";
import { presentAuditItem, presentManagedPost, presentManagedReply } from "./present.ts";
import { countAuditQueue } from "./use-cases/count-audit-queue.ts";
import { getManagedPost } from "./use-cases/get-managed-post.ts";
import { listAllReplies } from "./use-cases/list-all-replies.ts";
import { listAuditQueue } from "./use-cases/list-audit-queue.ts";
import { verifyContent } from "./use-cases/verify-content.ts";

const tags = ["moderation"];

/**
 * The forum staff's paths (`forum:moderate`): the manual audit queue of every board, a reply
 * list in every state, and a post's management page.
 */
export const moderationManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  forgetForumReadsAfterWrites(app);
  app.addHook("onRequest", app.requirePermission(permissions.forumModerate));

  app.get(
    "/manualAuditController/queryAuditInfo",
    {
      schema: {
        tags,
        summary: "Posts and replies waiting for review, oldest first, with why each waits",
        security: bearerSecurity,
        querystring: auditQueueQuery,
        response: { 200: envelope(auditItemPage) },
      },
    },
    async (request) => {
      const { kind, ...page } = request.query;
      const found = await listAuditQueue({ db: app.db, kind, page });
      const sensitiveWords = await app.setting("content.sensitiveWords");
      return ok({
        ...found,
        list: found.list.map((row) => presentAuditItem(row, request.language, sensitiveWords)),
      });
    },
  );

  app.post(
    "/manualAuditController/verifyPublishContent",
    {
      schema: {
        tags,
        summary: "Approves (publishes) or rejects with a reason a waiting post or reply",
        security: bearerSecurity,
        body: verifyContentInput,
        response: { 200: envelope(verifyContentAnswer) },
      },
    },
    async (request) => {
      const { id, kind, approve, reason } = request.body;
      const { notices, ...decided } = await verifyContent({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        kind,
        id,
        approve,
        reason: reason ?? null,
        pointsRules: await readPointsRuleSettings(app.setting),
      });
      await app.notify(notices);
      return ok(decided);
    },
  );

  app.get(
    "/manualAuditController/queryAuditNum",
    {
      schema: {
        tags,
        summary: "How many posts and replies wait for review (the management menu's badge)",
        security: bearerSecurity,
        response: { 200: envelope(auditCount) },
      },
    },
    async () => ok({ count: await countAuditQueue({ db: app.db }) }),
  );

  app.get(
    "/follow/findAllStatesFollowPosts",
    {
      schema: {
        tags,
        summary: "A post's replies in every state, with reasons, hidden flags and reports",
        security: bearerSecurity,
        querystring: allStatesRepliesQuery,
        response: { 200: envelope(managedReplyPage) },
      },
    },
    async (request) => {
      const { postId, status, ...page } = request.query;
      const found = await listAllReplies({ db: app.db, postId, status, page });
      return ok({ ...found, list: found.list.map(presentManagedReply) });
    },
  );

  app.get(
    "/postsController/queryManagePostDetail",
    {
      schema: {
        tags,
        summary: "A post in any state with its status, bounty, counts and reports, for staff",
        security: bearerSecurity,
        querystring: managedPostQuery,
        response: { 200: envelope(managedPostDetail) },
      },
    },
    async (request) =>
      ok(
        presentManagedPost(
          await getManagedPost({ db: app.db, id: request.query.id }),
          request.language,
        ),
      ),
  );
};
