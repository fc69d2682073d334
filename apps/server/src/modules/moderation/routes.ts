import {
  decidePostReportInput,
  decideReplyReportInput,
  essencePostInput,
  lockPostInput,
  moderatedPost,
  moderationRecordPage,
  moderationRecordQuery,
  movePostInput,
  type ReportTargetKind,
  reportAnswer,
  reportDecisionAnswer,
  reportGroupPage,
  reportPostInput,
  reportRecordQuery,
  reportReplyInput,
  topPostInput,
} from "@portal/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { AppError } from "../../platform/http/errors.ts";
import { forgetForumReadsAfterWrites } from "../forum/use-cases/forum-reads.ts";
import { moderatesBoard } from "../forum/use-cases/moderates-board.ts";
import { moderatedBoards } from "./moderated-boards.ts";
import { presentModeratedPost, presentModerationRecord, presentReportGroup } from "./present.ts";
import { boardOfPost, boardOfReply } from "./targets.ts";
import { decideReports } from "./use-cases/decide-reports.ts";
import { listModerationRecord } from "./use-cases/list-moderation-record.ts";
import { listReportGroups } from "./use-cases/list-report-groups.ts";
import { movePost } from "./use-cases/move-post.ts";
import { reportContent } from "./use-cases/report-content.ts";
import { type PostFlag, setPostFlag } from "./use-cases/set-post-flag.ts";

const tags = ["moderation"];

/**
 * What members do (report a post or a reply) and what moderators of a board do on it: decide
 * reports, read them, top, mark essence, move, lock, read a post's moderation log. A board's
 * moderators and staff holding `forum:moderate` may moderate, so the check is made here per
 * post, after the session is known, instead of by one permission for the plugin.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  forgetForumReadsAfterWrites(app);
  /** The signed-in user when they moderate the board, else 403. */
  async function moderatorOf(request: FastifyRequest, boardId: number) {
    const user = request.currentUser();
    if (!(await moderatesBoard(app.db, user, boardId))) {
      throw new AppError("forbidden", "moderation.notModerator");
    }
    return user;
  }

  app.post(
    "/postsController/postsToReport",
    {
      schema: {
        tags,
        summary: "Reports a post with a reason (once per member); three members hide it",
        security: bearerSecurity,
        body: reportPostInput,
        response: { 200: envelope(reportAnswer) },
      },
      onRequest: [app.requireUser, app.limitPerUser("forumReport")],
    },
    async (request) => {
      const { hidden } = await reportContent({
        db: app.db,
        now: app.now(),
        reporterId: request.currentUser().userId,
        kind: "post",
        targetId: request.body.postId,
        reason: request.body.reason,
      });
      return ok({ reported: true as const, hidden });
    },
  );

  app.post(
    "/follow/report",
    {
      schema: {
        tags,
        summary: "Reports a reply with a reason (once per member); three members hide it",
        security: bearerSecurity,
        body: reportReplyInput,
        response: { 200: envelope(reportAnswer) },
      },
      onRequest: [app.requireUser, app.limitPerUser("forumReport")],
    },
    async (request) => {
      const { hidden } = await reportContent({
        db: app.db,
        now: app.now(),
        reporterId: request.currentUser().userId,
        kind: "reply",
        targetId: request.body.id,
        reason: request.body.reason,
      });
      return ok({ reported: true as const, hidden });
    },
  );

  app.post(
    "/postsController/manageReport",
    {
      schema: {
        tags,
        summary: "Decides the open reports of a post: uphold deletes it, dismiss shows it again",
        security: bearerSecurity,
        body: decidePostReportInput,
        response: { 200: envelope(reportDecisionAnswer) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { postId, uphold, reason } = request.body;
      const actor = await moderatorOf(request, await boardOfPost(app.db, postId));
      const { notices, ...decision } = await decideReports({
        db: app.db,
        now: app.now(),
        actor,
        kind: "post",
        targetId: postId,
        uphold,
        reason: reason ?? null,
        welcomeGrant: await app.setting("points.welcomeGrant"),
      });
      await app.notify(notices);
      return ok(decision);
    },
  );

  app.post(
    "/follow/manageReport",
    {
      schema: {
        tags,
        summary: "Decides the open reports of a reply: uphold deletes it, dismiss shows it again",
        security: bearerSecurity,
        body: decideReplyReportInput,
        response: { 200: envelope(reportDecisionAnswer) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id, uphold, reason } = request.body;
      const actor = await moderatorOf(request, await boardOfReply(app.db, id));
      const { notices, ...decision } = await decideReports({
        db: app.db,
        now: app.now(),
        actor,
        kind: "reply",
        targetId: id,
        uphold,
        reason: reason ?? null,
        welcomeGrant: await app.setting("points.welcomeGrant"),
      });
      await app.notify(notices);
      return ok(decision);
    },
  );

  const reportLists: { path: string; kind: ReportTargetKind; summary: string }[] = [
    { path: "/postsController", kind: "post", summary: "a post" },
    { path: "/follow", kind: "reply", summary: "a reply" },
  ];
  for (const { path, kind, summary } of reportLists) {
    app.get(
      `${path}/findReportRecord`,
      {
        schema: {
          tags,
          summary: `Reports on ${summary}, one entry per target with every reporter's record (moderators: their boards)`,
          security: bearerSecurity,
          querystring: reportRecordQuery,
          response: { 200: envelope(reportGroupPage) },
        },
        onRequest: app.requireUser,
      },
      async (request) => {
        const { outcome, ...page } = request.query;
        const found = await listReportGroups({
          db: app.db,
          kind,
          outcome,
          boards: await moderatedBoards(app.db, request.currentUser()),
          page,
        });
        return ok({
          ...found,
          list: found.list.map((row) => presentReportGroup(row, request.language)),
        });
      },
    );
  }

  /** A route that sets one of a post's flags (top, essence, locked) from its body. */
  function postFlagRoute<Body extends z.ZodType<{ postId: number }>>(route: {
    path: string;
    summary: string;
    body: Body;
    flag: PostFlag;
    read: (body: z.infer<Body>) => { value: boolean; reason: string | null };
  }) {
    app.post(
      route.path,
      {
        schema: {
          tags,
          summary: route.summary,
          security: bearerSecurity,
          body: route.body,
          response: { 200: envelope(moderatedPost) },
        },
        onRequest: app.requireUser,
      },
      async (request) => {
        const body = request.body as z.infer<Body>;
        const actor = await moderatorOf(request, await boardOfPost(app.db, body.postId));
        const { post, notices } = await setPostFlag({
          db: app.db,
          now: app.now(),
          actor,
          postId: body.postId,
          flag: route.flag,
          ...route.read(body),
        });
        await app.notify(notices);
        return ok(presentModeratedPost(post));
      },
    );
  }

  postFlagRoute({
    path: "/postsController/postsToTop",
    summary: "Tops a post in its board, or takes it down (board moderators and staff)",
    body: topPostInput,
    flag: "top",
    read: ({ top }) => ({ value: top, reason: null }),
  });
  postFlagRoute({
    path: "/postsController/postsToEssence",
    summary: "Marks a post as essence, or takes the mark away (board moderators and staff)",
    body: essencePostInput,
    flag: "essence",
    read: ({ essence }) => ({ value: essence, reason: null }),
  });
  postFlagRoute({
    path: "/postsController/lockPosts",
    summary: "Locks a post against new replies with a reason, or unlocks it",
    body: lockPostInput,
    flag: "locked",
    read: ({ locked, reason }) => ({ value: locked, reason: reason ?? null }),
  });

  app.post(
    "/postsController/movePosts",
    {
      schema: {
        tags,
        summary: "Moves a post to another board with a reason (moderators of its board)",
        security: bearerSecurity,
        body: movePostInput,
        response: { 200: envelope(moderatedPost) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { postId, topicId, reason } = request.body;
      const actor = await moderatorOf(request, await boardOfPost(app.db, postId));
      const { post, notices } = await movePost({
        db: app.db,
        now: app.now(),
        actor,
        postId,
        boardId: topicId,
        reason,
      });
      await app.notify(notices);
      return ok(presentModeratedPost(post));
    },
  );

  app.get(
    "/postsController/queryModerationRecord",
    {
      schema: {
        tags,
        summary: "A post's moderation log, newest first (moderators of its board)",
        security: bearerSecurity,
        querystring: moderationRecordQuery,
        response: { 200: envelope(moderationRecordPage) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { postId, ...page } = request.query;
      await moderatorOf(request, await boardOfPost(app.db, postId));
      const found = await listModerationRecord({ db: app.db, postId, page });
      return ok({ ...found, list: found.list.map(presentModerationRecord) });
    },
  );
};
