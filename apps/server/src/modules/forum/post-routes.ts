import {
  adoptInput,
  attachmentQuery,
  boardPostsQuery,
  deletePostInput,
  existsAnswer,
  followAnswer,
  forumAttachment,
  forumIdQuery,
  forumLimits,
  forumPostDetail,
  forumPostIdBody,
  forumPostSummary,
  forumSearchPage,
  forumSearchQuery,
  hotPostsQuery,
  type Language,
  memberActivity,
  memberActivityQuery,
  memberPostsQuery,
  memberRepliesQuery,
  memberReply,
  pageOf,
  publishAnswer,
  publishPostInput,
  raiseRewardInput,
  rewardAnswer,
  unansweredPostsQuery,
  voteAnswer,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, ok } from "../../platform/http/envelope.ts";
import { sendCachedAnswer } from "../../platform/http/precompressed-answer.ts";
import { readPointsRuleSettings } from "../points/use-cases/award-rule-points.ts";
import { recordSearch } from "../statistics/use-cases/record-events.ts";
import type { PostSummaryRow } from "./post-rows.ts";
import { presentMemberReply, presentPostDetail, presentPostSummary } from "./present.ts";
import { adoptReply } from "./use-cases/adopt-reply.ts";
import { deletePost } from "./use-cases/delete-post.ts";
import { forgetForumReadsAfterWrites, forumReads } from "./use-cases/forum-reads.ts";
import { getPost } from "./use-cases/get-post.ts";
import { listBoardPosts } from "./use-cases/list-board-posts.ts";
import { listHotPosts } from "./use-cases/list-hot-posts.ts";
import {
  countMemberActivity,
  listMemberPosts,
  listMemberReplies,
} from "./use-cases/list-member-activity.ts";
import { listUnansweredPosts } from "./use-cases/list-unanswered-posts.ts";
import { localizeBoard, withBoardNamesIn } from "./use-cases/localize-boards.ts";
import { moderatesBoard } from "./use-cases/moderates-board.ts";
import { postExists } from "./use-cases/post-exists.ts";
import { publishPost } from "./use-cases/publish-post.ts";
import { raiseReward } from "./use-cases/raise-reward.ts";
import { searchPosts } from "./use-cases/search-posts.ts";
import { togglePostFollow } from "./use-cases/toggle-post-follow.ts";
import { uploadAttachment } from "./use-cases/upload-attachment.ts";
import { votePost } from "./use-cases/vote-post.ts";
import { withAuthorTitles } from "./use-cases/with-author-titles.ts";

const tags = ["forum"];
const prefix = "/postsController";
/** Hot posts are the same for every reader: computed at most once this often per instance. */
const hotPostsTtlMs = 60_000;
const boardPageAnswer = envelope(pageOf(forumPostSummary));
const hotPostsAnswer = envelope(z.array(forumPostSummary));

/** Reading, publishing and following posts; adopting answers; bounties. */
export const forumPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const hotPosts = app.memoryCache<PostSummaryRow[]>("forum-hot-posts", {
    maxEntries: 50,
    ttlMs: hotPostsTtlMs,
  });
  const reads = forumReads.of(app);
  forgetForumReadsAfterWrites(app);
  const welcomeGrant = () => app.setting("points.welcomeGrant");
  const pointsRules = () => readPointsRuleSettings(app.setting);
  /** A page of posts, their boards and authors' titles in the reader's language (read once for the page). */
  const summaries = async (rows: readonly PostSummaryRow[], language: Language) =>
    (await withBoardNamesIn(app.db, await withAuthorTitles(app.db, rows, language), language)).map(
      presentPostSummary,
    );

  app.post(
    `${prefix}/publishPosts`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "Publishes a question (queued for the audit for a new account or a sensitive word)",
        security: bearerSecurity,
        body: publishPostInput,
        response: { 200: envelope(publishAnswer) },
      },
    },
    async (request) => {
      const user = request.currentUser();
      const published = await publishPost({
        db: app.db,
        now: app.now(),
        authorId: user.userId,
        exempt: await moderatesBoard(app.db, user, request.body.topicId),
        input: request.body,
        sensitiveWords: await app.setting("content.sensitiveWords"),
        pointsRules: await pointsRules(),
      });
      await app.notify(published.notices);
      return ok({ id: published.id, status: published.status });
    },
  );

  app.post(
    `${prefix}/hightReward`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Raises the bounty of one's own question while no answer is adopted",
        security: bearerSecurity,
        body: raiseRewardInput,
        response: { 200: envelope(rewardAnswer) },
      },
    },
    async (request) =>
      ok(
        await raiseReward({
          db: app.db,
          now: app.now(),
          userId: request.currentUser().userId,
          postId: request.body.postId,
          reward: request.body.reward,
          welcomeGrant: await welcomeGrant(),
        }),
      ),
  );

  app.get(
    `${prefix}/queryPostsDetailById`,
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: "A post with the viewer's like and follow (404 when the viewer may not see it)",
        querystring: forumIdQuery,
        response: { 200: envelope(forumPostDetail) },
      },
    },
    async (request) => {
      const parts = await getPost({
        db: app.db,
        now: app.now(),
        id: request.query.id,
        user: request.auth,
        reader: request.language,
      });
      const board = await localizeBoard(app.db, parts.board, request.language);
      return ok(presentPostDetail({ ...parts, board }, request.language));
    },
  );

  app.get(
    `${prefix}/isPostExist`,
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: "Whether the post is there for this viewer",
        querystring: forumIdQuery,
        response: { 200: envelope(existsAnswer) },
      },
    },
    async (request) =>
      ok({ exists: await postExists({ db: app.db, id: request.query.id, user: request.auth }) }),
  );

  app.post(
    `${prefix}/delPosts`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Deletes a post (its author or a moderator), refunding a bounty not paid",
        security: bearerSecurity,
        body: deletePostInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const notices = await deletePost({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        id: request.body.id,
        reason: request.body.reason,
        welcomeGrant: await welcomeGrant(),
      });
      await app.notify(notices);
      return ok(null);
    },
  );

  app.post(
    `${prefix}/postsToFocus`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Follows a post, or stops following it",
        security: bearerSecurity,
        body: forumPostIdBody,
        response: { 200: envelope(followAnswer) },
      },
    },
    async (request) =>
      ok(
        await togglePostFollow({
          db: app.db,
          now: app.now(),
          userId: request.currentUser().userId,
          postId: request.body.postId,
        }),
      ),
  );

  for (const [path, value, summary] of [
    ["postsToLike", 1, "Likes a post, or takes the like back"],
    ["postsToDislike", -1, "Dislikes a post, or takes the dislike back"],
  ] as const) {
    app.post(
      `${prefix}/${path}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary,
          security: bearerSecurity,
          body: forumPostIdBody,
          response: { 200: envelope(voteAnswer) },
        },
      },
      async (request) => {
        const { answer, notices } = await votePost({
          db: app.db,
          now: app.now(),
          userId: request.currentUser().userId,
          postId: request.body.postId,
          value,
        });
        await app.notify(notices);
        return ok(answer);
      },
    );
  }

  app.post(
    `${prefix}/adopted`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Adopts a reply as the answer (once) and pays it the held bounty",
        security: bearerSecurity,
        body: adoptInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const notices = await adoptReply({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        postId: request.body.postId,
        replyId: request.body.replyId,
        pointsRules: await pointsRules(),
      });
      await app.notify(notices);
      return ok(null);
    },
  );

  app.get(
    `${prefix}/queryPostsPageByTopicId`,
    {
      schema: {
        tags,
        summary: "A board's visible posts: top, then essence, then latest activity",
        querystring: boardPostsQuery,
        response: { 200: boardPageAnswer },
      },
    },
    async (request, reply) => {
      const { topicId, ...page } = request.query;
      return sendCachedAnswer(
        reply,
        {
          cache: reads,
          key: ["board", topicId, page.page, page.pageSize, request.language],
          responseSchema: boardPageAnswer,
        },
        async () => {
          const found = await listBoardPosts({ db: app.db, boardId: topicId, page });
          return ok({ ...found, list: await summaries(found.list, request.language) });
        },
      );
    },
  );

  app.get(
    `${prefix}/queryHotPosts`,
    {
      schema: {
        tags,
        summary: "Posts by their replies, likes and views of the last 7 days, fading with age",
        querystring: hotPostsQuery,
        response: { 200: hotPostsAnswer },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      // Keyed by the period on the app's clock as well, so a moved clock reads afresh.
      const period = Math.floor(app.now().getTime() / hotPostsTtlMs);
      return sendCachedAnswer(
        reply,
        {
          cache: reads,
          key: ["hot", limit, period, request.language],
          responseSchema: hotPostsAnswer,
        },
        async () => {
          const rows = await hotPosts.get(`${limit}:${period}`, () =>
            listHotPosts({ db: app.db, now: app.now(), limit }),
          );
          return ok(await summaries(rows, request.language));
        },
      );
    },
  );

  app.get(
    `${prefix}/queryUnansweredPosts`,
    {
      schema: {
        tags,
        summary: "Visible posts with no reply yet, newest first",
        querystring: unansweredPostsQuery,
        response: { 200: envelope(pageOf(forumPostSummary)) },
      },
    },
    async (request) => {
      const { topicId, ...page } = request.query;
      const found = await listUnansweredPosts({ db: app.db, boardId: topicId, page });
      return ok({ ...found, list: await summaries(found.list, request.language) });
    },
  );

  app.get(
    `${prefix}/queryUserPosts`,
    {
      schema: {
        tags,
        summary:
          "A member's visible posts (kind posts) or the posts that adopted their answer (adopted), newest first",
        querystring: memberPostsQuery,
        response: { 200: envelope(pageOf(forumPostSummary)) },
      },
    },
    async (request) => {
      const { userId, kind, ...page } = request.query;
      const found = await listMemberPosts({ db: app.db, userId, kind, page });
      return ok({ ...found, list: await summaries(found.list, request.language) });
    },
  );

  app.get(
    `${prefix}/queryUserReplies`,
    {
      schema: {
        tags,
        summary: "A member's visible replies in visible posts, newest first, with their posts",
        querystring: memberRepliesQuery,
        response: { 200: envelope(pageOf(memberReply)) },
      },
    },
    async (request) => {
      const { userId, ...page } = request.query;
      const found = await listMemberReplies({ db: app.db, userId, page });
      return ok({ ...found, list: found.list.map(presentMemberReply) });
    },
  );

  app.get(
    `${prefix}/queryUserActivity`,
    {
      schema: {
        tags,
        summary: "How many visible posts, replies and adopted answers a member has",
        querystring: memberActivityQuery,
        response: { 200: envelope(memberActivity) },
      },
    },
    async (request) => ok(await countMemberActivity(app.db, request.query.userId)),
  );

  app.get(
    `${prefix}/search`,
    {
      schema: {
        tags,
        summary:
          "Visible posts holding every word of the keyword (Chinese pairs, words, AT commands, model beginnings)",
        querystring: forumSearchQuery,
        response: { 200: envelope(forumSearchPage) },
      },
    },
    async (request) => {
      const { keyword, ...page } = request.query;
      const found = await searchPosts({
        db: app.db,
        search: app.searchIndex,
        keyword,
        language: request.language,
        page,
      });
      recordSearch({
        db: app.db,
        now: app.now(),
        scope: "forum",
        query: keyword,
        results: found.total,
      });
      return ok({ ...found, list: await summaries(found.list, request.language) });
    },
  );

  app.post(
    `${prefix}/uploadAttachment`,
    {
      onRequest: [app.requireUser, app.limitPerUser("forum-attachment")],
      schema: {
        tags,
        summary:
          "A file for a question (log, picture, office file, archive; at most 10 MB, checked by its bytes); not in an account's first day. Answers the attachment to publish with",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        querystring: attachmentQuery,
        response: { 200: envelope(forumAttachment) },
      },
    },
    async (request) => {
      const user = request.currentUser();
      return ok(
        await uploadAttachment({
          db: app.db,
          publicFiles: app.publicFiles,
          now: app.now(),
          userId: user.userId,
          exempt: await moderatesBoard(app.db, user, request.query.topicId ?? 0),
          file: await request.file({ limits: { fileSize: forumLimits.attachmentMaxBytes } }),
        }),
      );
    },
  );
};
