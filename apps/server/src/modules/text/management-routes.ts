import {
  contentIdBody,
  pageOf,
  permissions,
  textAdminListQuery,
  textInput,
  textSummary,
  textTypes,
  updateTextInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { presentTextSummary } from "./present.ts";
import { createText } from "./use-cases/create-text.ts";
import { deleteText } from "./use-cases/delete-text.ts";
import { listTexts } from "./use-cases/list-texts.ts";
import { updateText } from "./use-cases/update-text.ts";

const tags = ["text"];

/** Writing texts; every path needs `content:write`. */
export const textManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireContentWrite = app.requirePermission(permissions.contentWrite);

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
      onRequest: requireContentWrite,
    },
    async (request) => {
      const { type, status, keyword, ...page } = request.query;
      const found = await listTexts({
        db: app.db,
        filter: { types: type ? [type] : textTypes, status, keyword, order: "edited" },
        page,
      });
      return ok({ ...found, list: found.list.map(presentTextSummary) });
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
      onRequest: requireContentWrite,
    },
    async (request) => {
      const id = await createText({
        db: app.db,
        now: app.now(),
        authorId: request.currentUser().userId,
        input: request.body,
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
      onRequest: requireContentWrite,
    },
    async (request) => {
      await updateText({ db: app.db, now: app.now(), input: request.body });
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
      onRequest: requireContentWrite,
    },
    async (request) => {
      await deleteText({ db: app.db, id: request.body.id });
      return ok(null);
    },
  );
};
