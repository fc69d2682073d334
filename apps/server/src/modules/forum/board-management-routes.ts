import {
  boardAdminListQuery,
  boardInput,
  boardModeratorsInput,
  boardSortInput,
  forumBoardAdmin,
  forumIdBody,
  forumIdQuery,
  pageOf,
  permissions,
  updateBoardInput,
  userCandidate,
  userLookupQuery,
} from "@portal/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { lookupUsers } from "../user/use-cases/lookup-users.ts";
import { presentBoardAdmin } from "./present.ts";
import { createBoard } from "./use-cases/create-board.ts";
import { deleteBoard } from "./use-cases/delete-board.ts";
import { forgetForumReadsAfterWrites } from "./use-cases/forum-reads.ts";
import { getBoard } from "./use-cases/get-board.ts";
import { listBoardsForStaff } from "./use-cases/list-boards-for-staff.ts";
import { setBoardModerators } from "./use-cases/set-board-moderators.ts";
import { sortBoards } from "./use-cases/sort-boards.ts";
import { updateBoard } from "./use-cases/update-board.ts";

const tags = ["forum"];
const prefix = "/topicManageController";

/** Staff editing the boards; every path needs `forum:moderate`. */
export const forumBoardManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  forgetForumReadsAfterWrites(app);
  app.addHook("onRequest", app.requirePermission(permissions.forumModerate));
  const staffWrite = (request: FastifyRequest) => ({
    db: app.db,
    now: app.now(),
    actor: request.currentUser(),
  });

  app.get(
    `${prefix}/list`,
    {
      schema: {
        tags,
        summary: "Management table of boards, in their order",
        security: bearerSecurity,
        querystring: boardAdminListQuery,
        response: { 200: envelope(pageOf(forumBoardAdmin)) },
      },
    },
    async (request) => {
      const { keyword, ...page } = request.query;
      const found = await listBoardsForStaff({ db: app.db, keyword, page });
      return ok({ ...found, list: found.list.map(presentBoardAdmin) });
    },
  );

  app.get(
    `${prefix}/lookupUsers`,
    {
      schema: {
        tags,
        summary: "Accounts to make moderators, by phone, nickname or company (masked phones)",
        security: bearerSecurity,
        querystring: userLookupQuery,
        response: { 200: envelope(z.array(userCandidate)) },
      },
    },
    async (request) => ok(await lookupUsers({ db: app.db, keyword: request.query.keyword })),
  );

  app.get(
    `${prefix}/detail`,
    {
      schema: {
        tags,
        summary: "One board as its edit form reads it",
        security: bearerSecurity,
        querystring: forumIdQuery,
        response: { 200: envelope(forumBoardAdmin) },
      },
    },
    async (request) => ok(presentBoardAdmin(await getBoard({ db: app.db, id: request.query.id }))),
  );

  app.post(
    `${prefix}/add`,
    {
      schema: {
        tags,
        summary: "Adds a board",
        security: bearerSecurity,
        body: boardInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) =>
      ok({ id: await createBoard({ ...staffWrite(request), input: request.body }) }),
  );

  app.post(
    `${prefix}/update`,
    {
      schema: {
        tags,
        summary: "Saves a board from the version its form read (409 when stale)",
        security: bearerSecurity,
        body: updateBoardInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateBoard({ ...staffWrite(request), input: request.body });
      return ok(null);
    },
  );

  app.post(
    `${prefix}/delete`,
    {
      schema: {
        tags,
        summary: "Deletes a board that has no posts",
        security: bearerSecurity,
        body: forumIdBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteBoard({ ...staffWrite(request), id: request.body.id });
      return ok(null);
    },
  );

  app.post(
    `${prefix}/sort`,
    {
      schema: {
        tags,
        summary: "Sets the order of boards",
        security: bearerSecurity,
        body: boardSortInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await sortBoards({ ...staffWrite(request), list: request.body.list });
      return ok(null);
    },
  );

  app.post(
    `${prefix}/setModerators`,
    {
      schema: {
        tags,
        summary: "Replaces a board's moderators by these members",
        security: bearerSecurity,
        body: boardModeratorsInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await setBoardModerators({
        ...staffWrite(request),
        boardId: request.body.id,
        userIds: request.body.userIds,
      });
      return ok(null);
    },
  );
};
