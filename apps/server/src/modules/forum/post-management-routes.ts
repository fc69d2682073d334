import { forumPostSummary, pageOf, permissions, staffBoardPostsQuery } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentPostSummary } from "./present.ts";
import { forgetForumReadsAfterWrites } from "./use-cases/forum-reads.ts";
import { listStaffPosts } from "./use-cases/list-staff-posts.ts";
import { withBoardNamesIn } from "./use-cases/localize-boards.ts";
import { withAuthorTitles } from "./use-cases/with-author-titles.ts";

/** Staff reading posts in every state; every path needs `forum:moderate`. */
export const forumPostManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  forgetForumReadsAfterWrites(app);
  app.addHook("onRequest", app.requirePermission(permissions.forumModerate));

  app.get(
    "/postsController/findPostsPageByTopicId",
    {
      schema: {
        tags: ["forum"],
        summary: "Posts in every state, newest first, by board, status and title",
        security: bearerSecurity,
        querystring: staffBoardPostsQuery,
        response: { 200: envelope(pageOf(forumPostSummary)) },
      },
    },
    async (request) => {
      const { topicId, status, keyword, ...page } = request.query;
      const found = await listStaffPosts({ db: app.db, boardId: topicId, status, keyword, page });
      const titled = await withAuthorTitles(app.db, found.list, request.language);
      const rows = await withBoardNamesIn(app.db, titled, request.language);
      return ok({ ...found, list: rows.map(presentPostSummary) });
    },
  );
};
