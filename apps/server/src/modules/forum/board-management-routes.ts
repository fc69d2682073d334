import {
  type BoardTranslationFields,
  boardAdminListQuery,
  boardInput,
  boardModeratorsInput,
  boardSortInput,
  boardTranslationInput,
  boardTranslations as boardTranslationsAnswer,
  forumBoardAdmin,
  forumIdBody,
  forumIdQuery,
  pageOf,
  permissions,
  type TranslationTarget,
  updateBoardInput,
  userCandidate,
  userLookupQuery,
} from "@portal/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import type { Database } from "../../platform/db/client.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { languagePaths } from "../translation/use-cases/language-paths.ts";
import type { TranslationSave } from "../translation/use-cases/translatable-kind.ts";
import { lookupUsers } from "../user/use-cases/lookup-users.ts";
import { type BoardWithModerators, boardNotFound } from "./board-rows.ts";
import { boardTranslations, translatableBoard } from "./board-translation-kind.ts";
import { presentBoardAdmin } from "./present.ts";
import { createBoard } from "./use-cases/create-board.ts";
import { deleteBoard } from "./use-cases/delete-board.ts";
import { deleteBoardTranslation } from "./use-cases/delete-board-translation.ts";
import { forgetForumReadsAfterWrites } from "./use-cases/forum-reads.ts";
import { getBoard } from "./use-cases/get-board.ts";
import { listBoardsForStaff } from "./use-cases/list-boards-for-staff.ts";
import { saveBoardTranslation } from "./use-cases/save-board-translation.ts";
import { setBoardModerators } from "./use-cases/set-board-moderators.ts";
import { sortBoards } from "./use-cases/sort-boards.ts";
import { updateBoard } from "./use-cases/update-board.ts";

const tags = ["forum"];
const prefix = "/topicManageController";

/** The board kind's language paths, its saves and deletes keeping the moderation lists' English copy. */
const boardTranslationsWithEnglishCopy = {
  forEditing: boardTranslations.forEditing,
  save: (db: Database, now: Date, input: TranslationSave<BoardTranslationFields>) =>
    saveBoardTranslation({ db, now, input }),
  remove: (db: Database, target: TranslationTarget) => deleteBoardTranslation({ db, target }),
};

/**
 * Staff editing the boards and their versions in other languages; every path needs
 * `forum:moderate`. Boards are answered as written (their form is filled from them), with the
 * languages they have versions in.
 */
export const forumBoardManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  forgetForumReadsAfterWrites(app);
  app.addHook("onRequest", app.requirePermission(permissions.forumModerate));
  const staffWrite = (request: FastifyRequest) => ({
    db: app.db,
    now: app.now(),
    actor: request.currentUser(),
  });
  const asWritten = async (boards: BoardWithModerators[]) =>
    (await boardTranslations.rowsAsWritten(app.db, boards, translatableBoard)).map(
      presentBoardAdmin,
    );

  app.get(
    `${prefix}/list`,
    {
      schema: {
        tags,
        summary:
          "Management table of boards as written, in their order, with their languages; the keyword matches every language",
        security: bearerSecurity,
        querystring: boardAdminListQuery,
        response: { 200: envelope(pageOf(forumBoardAdmin)) },
      },
    },
    async (request) => {
      const { keyword, ...page } = request.query;
      const found = await listBoardsForStaff({ db: app.db, keyword, page });
      return ok({ ...found, list: await asWritten(found.list) });
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
    async (request) => {
      const [board] = await asWritten([await getBoard({ db: app.db, id: request.query.id })]);
      if (!board) throw boardNotFound();
      return ok(board);
    },
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

  languagePaths(app, {
    base: prefix,
    tags,
    words: "a board's name and description",
    kind: boardTranslationsWithEnglishCopy,
    input: boardTranslationInput,
    answer: boardTranslationsAnswer,
  });
};
