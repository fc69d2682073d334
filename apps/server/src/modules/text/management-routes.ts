import {
  contentIdBody,
  contentIdQuery,
  pageOf,
  permissions,
  textAdminListQuery,
  textDetail,
  textInput,
  textStatusBody,
  textSummary,
  textTranslationInput,
  textTranslations as textTranslationsAnswer,
  textTypes,
  updateTextInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { subscriberPostOf } from "../subscription/use-cases/tell-subscribers.ts";
import { languagePaths } from "../translation/use-cases/language-paths.ts";
import { presentTextDetail, presentTextSummary } from "./present.ts";
import { asOriginal, textTranslations } from "./text-translation-kind.ts";
import { createText } from "./use-cases/create-text.ts";
import { deleteText } from "./use-cases/delete-text.ts";
import { getTextForEditing } from "./use-cases/get-text-for-editing.ts";
import { listTexts } from "./use-cases/list-texts.ts";
import { textsAsWritten } from "./use-cases/localize-texts.ts";
import { setTextStatus } from "./use-cases/set-text-status.ts";
import { updateText } from "./use-cases/update-text.ts";

const tags = ["text"];

/** Writing texts; every path needs `content:write`. */
export const textManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.contentWrite));
  // The site search finds a change (a translation's too) as soon as it is answered.
  app.searchIndex.catchUpAfterWrites(app);

  app.get(
    "/text/list",
    {
      schema: {
        tags,
        summary: "Management table of texts, any status, last edited first",
        security: bearerSecurity,
        querystring: textAdminListQuery,
        response: { 200: envelope(pageOf(textSummary)) },
      },
    },
    async (request) => {
      const { type, types, status, keyword, category, categoryIn, categoryNotIn, ...page } =
        request.query;
      const managed = types ?? textTypes;
      const found = await listTexts({
        db: app.db,
        filter: {
          types: type ? managed.filter((candidate) => candidate === type) : managed,
          status,
          keyword,
          category,
          categoryIn,
          categoryNotIn,
          order: "edited",
        },
        page,
      });
      const list = await textsAsWritten(app.db, found.list);
      return ok({ ...found, list: list.map(presentTextSummary) });
    },
  );

  app.get(
    "/text/detail",
    {
      schema: {
        tags,
        summary: "A text as the edit form loads it, draft or published, counting no read",
        security: bearerSecurity,
        querystring: contentIdQuery,
        response: { 200: envelope(textDetail) },
      },
    },
    async (request) => {
      const row = await getTextForEditing({ db: app.db, id: request.query.id });
      return ok(
        presentTextDetail(
          { ...row, localization: asOriginal(row) },
          { liked: false, collected: false },
        ),
      );
    },
  );

  app.post(
    "/text/save",
    {
      schema: {
        tags,
        summary:
          "Creates a text (draft or published); the body is sanitized, 10,000 characters at most",
        security: bearerSecurity,
        body: textInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      const id = await createText({
        db: app.db,
        now: app.now(),
        authorId: request.currentUser().userId,
        input: request.body,
        subscribers: subscriberPostOf(app),
      });
      return ok({ id });
    },
  );

  app.post(
    "/text/update",
    {
      schema: {
        tags,
        summary: "Edits a text; 409 when another save passed the version sent",
        security: bearerSecurity,
        body: updateTextInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateText({
        db: app.db,
        now: app.now(),
        actorId: request.currentUser().userId,
        input: request.body,
        subscribers: subscriberPostOf(app),
      });
      return ok(null);
    },
  );

  app.post(
    "/text/updateStatus",
    {
      schema: {
        tags,
        summary: "Publishes or unpublishes a text; an edit form opened before becomes stale",
        security: bearerSecurity,
        body: textStatusBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await setTextStatus({
        db: app.db,
        now: app.now(),
        ...request.body,
        actorId: request.currentUser().userId,
        subscribers: subscriberPostOf(app),
      });
      return ok(null);
    },
  );

  app.post(
    "/text/delete",
    {
      schema: {
        tags,
        summary: "Deletes a text with its likes, collections and comments",
        security: bearerSecurity,
        body: contentIdBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteText({ db: app.db, id: request.body.id });
      return ok(null);
    },
  );

  languagePaths(app, {
    base: "/text",
    tags,
    words: "a text's title, summary, body and category",
    kind: textTranslations,
    input: textTranslationInput,
    answer: textTranslationsAnswer,
  });
};
