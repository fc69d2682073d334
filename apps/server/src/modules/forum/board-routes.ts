import { forumBoard, forumIdQuery } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentBoard } from "./present.ts";
import { getBoard } from "./use-cases/get-board.ts";
import { listBoards } from "./use-cases/list-boards.ts";
import { localizeBoard, localizeBoards } from "./use-cases/localize-boards.ts";

const tags = ["forum"];

/** The boards as readers see them, in their language. */
export const forumBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/topicController/list",
    {
      schema: {
        tags,
        summary: "Every board in its order, named in the reader's language",
        response: { 200: envelope(z.array(forumBoard)) },
      },
    },
    async (request) => {
      const boards = await localizeBoards(
        app.db,
        await listBoards({ db: app.db }),
        request.language,
      );
      return ok(boards.map((board) => presentBoard(board, request.language)));
    },
  );

  app.get(
    "/topicController/detail",
    {
      schema: {
        tags,
        summary: "One board with its question template, named in the reader's language",
        querystring: forumIdQuery,
        response: { 200: envelope(forumBoard) },
      },
    },
    async (request) => {
      const board = await localizeBoard(
        app.db,
        await getBoard({ db: app.db, id: request.query.id }),
        request.language,
      );
      return ok(presentBoard(board, request.language));
    },
  );
};
