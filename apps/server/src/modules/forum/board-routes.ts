import { forumBoard, forumIdQuery } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentBoard } from "./present.ts";
import { getBoard } from "./use-cases/get-board.ts";
import { listBoards } from "./use-cases/list-boards.ts";

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
      const boards = await listBoards({ db: app.db });
      return ok(boards.map((board) => presentBoard(board, request.language)));
    },
  );

  app.get(
    "/topicController/detail",
    {
      schema: {
        tags,
        summary: "One board with its question template",
        querystring: forumIdQuery,
        response: { 200: envelope(forumBoard) },
      },
    },
    async (request) => {
      const board = await getBoard({ db: app.db, id: request.query.id });
      return ok(presentBoard(board, request.language));
    },
  );
};
