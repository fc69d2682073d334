import {
  collectAnswer,
  commentInput,
  commentListQuery,
  contentIdBody,
  contentIdQuery,
  likeAnswer,
  maskWords,
  pageKeyQuery,
  pageOf,
  pageQuery,
  popularTextsQuery,
  publicArticleTypes,
  publicTextTypes,
  readCountAnswer,
  type TextType,
  textComment,
  textDetail,
  textListQuery,
  textSummary,
} from "@portal/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { recordSearch } from "../statistics/use-cases/record-events.ts";
import { textViewerOf } from "./policy.ts";
import { presentComment, presentTextDetail, presentTextSummary } from "./present.ts";
import { addComment } from "./use-cases/add-comment.ts";
import { deleteComment } from "./use-cases/delete-comment.ts";
import { getPageId } from "./use-cases/get-page-id.ts";
import { getReadCount } from "./use-cases/get-read-count.ts";
import { getText } from "./use-cases/get-text.ts";
import { listCollectedTexts } from "./use-cases/list-collected-texts.ts";
import { listComments } from "./use-cases/list-comments.ts";
import { listTexts, type TextFilter } from "./use-cases/list-texts.ts";
import { localizeText, localizeTexts } from "./use-cases/localize-texts.ts";
import { toggleCommentLike } from "./use-cases/toggle-comment-like.ts";
import { toggleTextMark } from "./use-cases/toggle-text-mark.ts";

const tags = ["text"];

/** The public lists: which types each path shows when the query names none, and its order. */
const publicLists: {
  path: string;
  summary: string;
  types: readonly TextType[];
  order: TextFilter["order"];
}[] = [
  {
    path: "/text/getTextList",
    summary: "Published texts of a type (any public type when none is given), pinned first",
    types: publicTextTypes,
    order: "latest",
  },
  {
    path: "/text/notices",
    summary: "Published notices, pinned first, newest first",
    types: ["notice"],
    order: "latest",
  },
  {
    path: "/text/articles",
    summary: "Published news and articles, pinned first, newest first",
    types: publicArticleTypes,
    order: "latest",
  },
  {
    path: "/text/queryArticles",
    summary:
      "Searches published texts by keyword in title, summary and body, by the site search's rules",
    types: publicTextTypes,
    order: "latest",
  },
];

/** Reading texts, and what signed-in users do with them: like, collect, comment. */
export const textRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerOf = (request: FastifyRequest) => textViewerOf(request.auth);
  const detail = async (request: FastifyRequest, id: number) => {
    const { row, ...state } = await getText({ db: app.db, viewer: viewerOf(request), id });
    return ok(presentTextDetail(await localizeText(app.db, row, request.language), state));
  };

  for (const list of publicLists) {
    app.get(
      list.path,
      {
        schema: {
          tags,
          summary: list.summary,
          querystring: textListQuery,
          response: { 200: envelope(pageOf(textSummary)) },
        },
      },
      async (request) => {
        const { type, category, keyword, ...page } = request.query;
        const types = type ? list.types.filter((allowed) => allowed === type) : list.types;
        const found = await listTexts({
          db: app.db,
          filter: { types, status: "published", category, keyword, order: list.order },
          page,
          search: app.searchIndex,
        });
        recordSearch({
          db: app.db,
          now: app.now(),
          scope: "text",
          query: keyword,
          results: found.total,
        });
        const localized = await localizeTexts(app.db, found.list, request.language);
        return ok({ ...found, list: localized.map(presentTextSummary) });
      },
    );
  }

  app.get(
    "/text/popArticles",
    {
      schema: {
        tags,
        summary: "The most read published articles",
        querystring: popularTextsQuery,
        response: { 200: envelope(z.array(textSummary)) },
      },
    },
    async (request) => {
      const found = await listTexts({
        db: app.db,
        filter: { types: publicArticleTypes, status: "published", order: "popular" },
        page: { page: 1, pageSize: request.query.limit },
      });
      const list = await localizeTexts(app.db, found.list, request.language);
      return ok(list.map(presentTextSummary));
    },
  );

  app.get(
    "/text/query",
    {
      schema: {
        tags,
        summary: "A text with its sanitized body; counts a read. Drafts for content editors only",
        querystring: contentIdQuery,
        response: { 200: envelope(textDetail) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => detail(request, request.query.id),
  );

  app.get(
    "/text/page",
    {
      schema: {
        tags,
        summary: "A single page (subscribe, valueadd, aboutus); counts a read",
        querystring: pageKeyQuery,
        response: { 200: envelope(textDetail) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => detail(request, await getPageId({ db: app.db, key: request.query.key })),
  );

  app.get(
    "/text/getReadCount",
    {
      schema: {
        tags,
        summary: "How often a text was read",
        querystring: contentIdQuery,
        response: { 200: envelope(readCountAnswer) },
      },
      onRequest: app.optionalUser,
    },
    async (request) =>
      ok(await getReadCount({ db: app.db, viewer: viewerOf(request), id: request.query.id })),
  );

  app.post(
    "/text/like",
    {
      schema: {
        tags,
        summary: "Likes a published text, or takes the like back",
        security: bearerSecurity,
        body: contentIdBody,
        response: { 200: envelope(likeAnswer) },
      },
      onRequest: [app.requireUser, app.limitPerUser("textLike")],
    },
    async (request) => {
      const { marked, count } = await toggleTextMark({
        db: app.db,
        kind: "like",
        userId: request.currentUser().userId,
        textId: request.body.id,
      });
      return ok({ liked: marked, likeCount: count });
    },
  );

  app.post(
    "/text/collect",
    {
      schema: {
        tags,
        summary: "Collects (stores) a published text, or takes it out of the collection",
        security: bearerSecurity,
        body: contentIdBody,
        response: { 200: envelope(collectAnswer) },
      },
      onRequest: [app.requireUser, app.limitPerUser("textCollect")],
    },
    async (request) => {
      const { marked, count } = await toggleTextMark({
        db: app.db,
        kind: "collect",
        userId: request.currentUser().userId,
        textId: request.body.id,
      });
      return ok({ collected: marked, collectCount: count });
    },
  );

  app.get(
    "/text/queryUserStoredText",
    {
      schema: {
        tags,
        summary: "The texts you collected, last collected first",
        security: bearerSecurity,
        querystring: pageQuery,
        response: { 200: envelope(pageOf(textSummary)) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const found = await listCollectedTexts({
        db: app.db,
        userId: request.currentUser().userId,
        page: request.query,
      });
      const list = await localizeTexts(app.db, found.list, request.language);
      return ok({ ...found, list: list.map(presentTextSummary) });
    },
  );

  app.get(
    "/text/comment/getComments",
    {
      schema: {
        tags,
        summary: "Comments on a published text, newest first",
        querystring: commentListQuery,
        response: { 200: envelope(pageOf(textComment)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { textId, ...page } = request.query;
      const found = await listComments({ db: app.db, textId, viewerId: viewer.userId, page });
      return ok({ ...found, list: found.list.map((row) => presentComment(row, viewer)) });
    },
  );

  app.post(
    "/text/comment/addComment",
    {
      schema: {
        tags,
        summary: "Comments on a published text",
        security: bearerSecurity,
        body: commentInput,
        response: { 200: idEnvelope },
      },
      onRequest: [app.requireUser, app.limitPerUser("textComment")],
    },
    async (request) => {
      const id = await addComment({
        db: app.db,
        now: app.now(),
        userId: request.currentUser().userId,
        ...request.body,
        content: maskWords(request.body.content, await app.setting("content.sensitiveWords")),
      });
      return ok({ id });
    },
  );

  app.post(
    "/text/comment/like",
    {
      schema: {
        tags,
        summary: "Likes a comment, or takes the like back",
        security: bearerSecurity,
        body: contentIdBody,
        response: { 200: envelope(likeAnswer) },
      },
      onRequest: [app.requireUser, app.limitPerUser("textCommentLike")],
    },
    async (request) => {
      const { marked, count } = await toggleCommentLike({
        db: app.db,
        userId: request.currentUser().userId,
        commentId: request.body.id,
      });
      return ok({ liked: marked, likeCount: count });
    },
  );

  app.post(
    "/text/comment/delete",
    {
      schema: {
        tags,
        summary: "Deletes a comment: your own, or any as a moderator or content editor",
        security: bearerSecurity,
        body: contentIdBody,
        response: { 200: emptyEnvelope },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      await deleteComment({
        db: app.db,
        viewer: { userId: request.currentUser().userId, moderates: viewer.moderates },
        commentId: request.body.id,
      });
      return ok(null);
    },
  );
};
