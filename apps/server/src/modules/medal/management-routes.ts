import {
  medalAwardInput,
  medalConditionQuery,
  medalConditionRow,
  medalIdBody,
  medalInput,
  medalItem,
  medalLimits,
  medalListQuery,
  medalTranslationInput,
  medalTranslations as medalTranslationsAnswer,
  pageOf,
  permissions,
  updateMedalInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { languagePaths } from "../translation/use-cases/language-paths.ts";
import { medalTranslations, translatableMedal } from "./medal-translation-kind.ts";
import { presentCondition, presentMedal } from "./present.ts";
import { addMedal } from "./use-cases/add-medal.ts";
import { awardMedal } from "./use-cases/award-medal.ts";
import { deleteMedal } from "./use-cases/delete-medal.ts";
import { listManagedMedals } from "./use-cases/list-managed-medals.ts";
import { queryMedalConditions } from "./use-cases/query-medal-conditions.ts";
import { revokeMedal } from "./use-cases/revoke-medal.ts";
import { updateMedal } from "./use-cases/update-medal.ts";
import { uploadMedalIcon } from "./use-cases/upload-medal-icon.ts";

const tags = ["medal"];

/** The management area's medals, their conditions and awards by hand; needs `forum:moderate`. */
export const medalManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.forumModerate));

  app.get(
    "/medalCondition/list",
    {
      schema: {
        tags,
        summary: "Management table of medals as written, with conditions, languages and holders",
        security: bearerSecurity,
        querystring: medalListQuery,
        response: { 200: envelope(pageOf(medalItem)) },
      },
    },
    async (request) => {
      const page = await listManagedMedals({ db: app.db, query: request.query });
      const list = await medalTranslations.rowsAsWritten(app.db, page.list, translatableMedal);
      return ok({ ...page, list: list.map(presentMedal) });
    },
  );

  app.get(
    "/medal/queryConditonByTypeAndNameStr",
    {
      schema: {
        tags,
        summary: "Conditions on one counter (type) of medals whose name holds nameStr, paged",
        security: bearerSecurity,
        querystring: medalConditionQuery,
        response: { 200: envelope(pageOf(medalConditionRow)) },
      },
    },
    async (request) => {
      const page = await queryMedalConditions({ db: app.db, query: request.query });
      return ok({ ...page, list: page.list.map(presentCondition) });
    },
  );

  app.post(
    "/medal/addMedal",
    {
      schema: {
        tags,
        summary: "Adds a medal with its conditions; the icon from /medal/uploadIcon",
        security: bearerSecurity,
        body: medalInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) =>
      ok({
        id: await addMedal({
          db: app.db,
          now: app.now(),
          actor: request.currentUser(),
          input: request.body,
        }),
      }),
  );

  app.post(
    "/medal/updateMedal",
    {
      schema: {
        tags,
        summary: "Edits a medal and its conditions; 409 when another save passed the version sent",
        security: bearerSecurity,
        body: updateMedalInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateMedal({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        input: request.body,
      });
      return ok(null);
    },
  );

  app.post(
    "/medal/deleteMedal",
    {
      schema: {
        tags,
        summary: "Deletes a medal, its conditions, its languages and its holders' awards",
        security: bearerSecurity,
        body: medalIdBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteMedal({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        id: request.body.id,
      });
      return ok(null);
    },
  );

  app.post(
    "/medal/uploadIcon",
    {
      schema: {
        tags,
        summary: "Uploads a medal icon (PNG, JPEG, GIF, WebP; at most 1 MB); answers its URL",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const file = await request.file({ limits: { fileSize: medalLimits.iconMaxBytes } });
      return ok({ url: await uploadMedalIcon({ publicFiles: app.publicFiles, file }) });
    },
  );

  app.post(
    "/medal/awardMedal",
    {
      schema: {
        tags,
        summary: "Awards a medal by hand; 409 when the member holds it already",
        security: bearerSecurity,
        body: medalAwardInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const notices = await awardMedal({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        input: request.body,
      });
      await app.notify(notices);
      return ok(null);
    },
  );

  app.post(
    "/medal/revokeMedal",
    {
      schema: {
        tags,
        summary: "Takes a medal back from a member; 404 when they do not hold it",
        security: bearerSecurity,
        body: medalAwardInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await revokeMedal({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        input: request.body,
      });
      return ok(null);
    },
  );

  languagePaths(app, {
    base: "/medal",
    tags,
    words: "a medal's name and description",
    kind: medalTranslations,
    input: medalTranslationInput,
    answer: medalTranslationsAnswer,
  });
};
