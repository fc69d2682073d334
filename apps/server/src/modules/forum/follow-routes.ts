import {
  activeUser,
  followCounts,
  followCountsQuery,
  followedBoardPage,
  followedPostPage,
  followersQuery,
  followMemberPage,
  followSettings,
  followState,
  followTargetInput,
  followTargetQuery,
  pageQuery,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentActiveUser, presentFollowMember } from "./follow-present.ts";
import { ensureMember } from "./follow-targets.ts";
import { countFollows } from "./use-cases/count-follows.ts";
import { followDelivery } from "./use-cases/follow-delivery.ts";
import { followState as readFollowState } from "./use-cases/follow-state.ts";
import { followTarget } from "./use-cases/follow-target.ts";
import { type ActiveUserRow, listActiveUsers } from "./use-cases/list-active-users.ts";
import { listFollowedBoards } from "./use-cases/list-followed-boards.ts";
import { listFollowedMembers } from "./use-cases/list-followed-members.ts";
import { listFollowedPosts } from "./use-cases/list-followed-posts.ts";
import { withBoardNamesIn } from "./use-cases/localize-boards.ts";

const tags = ["forum"];
const prefix = "/user";
/** The side column's active members: worked out at most once a minute per instance. */
const activeUsersTtlMs = 60_000;

/** Follows of members, boards and posts, how their news is delivered, and the active members. */
export const forumFollowRoutes: FastifyPluginAsyncZod = async (app) => {
  const activeUsers = app.memoryCache<ActiveUserRow[]>("forum-active-users", {
    maxEntries: 4,
    ttlMs: activeUsersTtlMs,
  });

  for (const [path, follow, summary] of [
    ["focusOn", true, "Follows a member, a board (topic) or a post; following twice is one follow"],
    ["disFocusOn", false, "Stops following a member, a board or a post (nothing to undo is fine)"],
  ] as const) {
    app.post(
      `${prefix}/${path}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary,
          security: bearerSecurity,
          body: followTargetInput,
          response: { 200: envelope(followState) },
        },
      },
      async (request) =>
        ok(
          await followTarget({
            db: app.db,
            now: app.now(),
            userId: request.currentUser().userId,
            target: request.body,
            follow,
          }),
        ),
    );
  }

  app.get(
    `${prefix}/oneFocusOn`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Whether the signed-in member follows a member, a board or a post",
        security: bearerSecurity,
        querystring: followTargetQuery,
        response: { 200: envelope(followState) },
      },
    },
    async (request) =>
      ok({
        following: await readFollowState({
          db: app.db,
          userId: request.currentUser().userId,
          target: request.query,
        }),
      }),
  );

  app.get(
    `${prefix}/queryUserFocusUsers`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The members the signed-in member follows, newest follow first",
        security: bearerSecurity,
        querystring: pageQuery,
        response: { 200: envelope(followMemberPage) },
      },
    },
    async (request) => {
      const found = await listFollowedMembers({
        db: app.db,
        userId: request.currentUser().userId,
        side: "following",
        page: request.query,
      });
      return ok({ ...found, list: found.list.map(presentFollowMember) });
    },
  );

  app.get(
    `${prefix}/queryUserFollowers`,
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: "Who follows a member (`id`), or the signed-in member without it",
        security: bearerSecurity,
        querystring: followersQuery,
        response: { 200: envelope(followMemberPage) },
      },
    },
    async (request) => {
      const { id, ...page } = request.query;
      const userId = id ?? request.currentUser().userId;
      if (id !== undefined) await ensureMember(app.db, id);
      const found = await listFollowedMembers({ db: app.db, userId, side: "followers", page });
      return ok({ ...found, list: found.list.map(presentFollowMember) });
    },
  );

  app.get(
    `${prefix}/followCounts`,
    {
      schema: {
        tags,
        summary: "How many members follow a member and how many they follow",
        querystring: followCountsQuery,
        response: { 200: envelope(followCounts) },
      },
    },
    async (request) => ok(await countFollows({ db: app.db, userId: request.query.id })),
  );

  app.get(
    `${prefix}/queryUserFocusTopics`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The boards the signed-in member follows, named in the reader's language",
        security: bearerSecurity,
        querystring: pageQuery,
        response: { 200: envelope(followedBoardPage) },
      },
    },
    async (request) => {
      const found = await listFollowedBoards({
        db: app.db,
        userId: request.currentUser().userId,
        page: request.query,
      });
      const named = await withBoardNamesIn(app.db, found.list, request.language);
      return ok({
        ...found,
        list: named.map((board) => ({
          id: board.boardId,
          name: board.boardName,
          nameLanguage: board.boardLanguage,
          postCount: board.postCount,
          followedAt: board.followedAt.toISOString(),
        })),
      });
    },
  );

  app.get(
    `${prefix}/queryUserFocusPosts`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The posts the signed-in member follows that readers see",
        security: bearerSecurity,
        querystring: pageQuery,
        response: { 200: envelope(followedPostPage) },
      },
    },
    async (request) => {
      const found = await listFollowedPosts({
        db: app.db,
        userId: request.currentUser().userId,
        page: request.query,
      });
      return ok({
        ...found,
        list: found.list.map((post) => ({
          ...post,
          lastActivityAt: post.lastActivityAt.toISOString(),
          followedAt: post.followedAt.toISOString(),
        })),
      });
    },
  );

  app.get(
    `${prefix}/followSettings`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "How news of what the member follows reaches them: instant or a daily digest",
        security: bearerSecurity,
        response: { 200: envelope(followSettings) },
      },
    },
    async (request) =>
      ok({
        delivery: await followDelivery({
          db: app.db,
          now: app.now(),
          userId: request.currentUser().userId,
        }),
      }),
  );

  app.post(
    `${prefix}/followSettings`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Chooses instant news or one digest a day (message and e-mail)",
        security: bearerSecurity,
        body: followSettings,
        response: { 200: envelope(followSettings) },
      },
    },
    async (request) =>
      ok({
        delivery: await followDelivery({
          db: app.db,
          now: app.now(),
          userId: request.currentUser().userId,
          delivery: request.body.delivery,
        }),
      }),
  );

  app.get(
    `${prefix}/queryActiveUsers`,
    {
      schema: {
        tags,
        summary: "The 10 members with the most visible posts and replies of the last 7 days",
        response: { 200: envelope(z.array(activeUser)) },
      },
    },
    async () => {
      // Keyed by the period on the app's clock as well, so a moved clock reads afresh.
      const period = Math.floor(app.now().getTime() / activeUsersTtlMs);
      const rows = await activeUsers.get(String(period), () =>
        listActiveUsers({ db: app.db, now: app.now() }),
      );
      return ok(rows.map(presentActiveUser));
    },
  );
};
