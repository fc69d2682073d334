import { medalIdQuery, medalItem } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { medalTranslations, translatableMedal } from "./medal-translation-kind.ts";
import { presentMedal } from "./present.ts";
import { getMedal } from "./use-cases/get-medal.ts";
import { listMedals } from "./use-cases/list-medals.ts";

const tags = ["medal"];

/** The medals and what earns each, for everybody, in the reader's language. */
export const medalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/medal/queryAllMedal",
    {
      schema: {
        tags,
        summary: "Every medal in order with its conditions, in the reader's language",
        response: { 200: envelope(z.array(medalItem)) },
      },
    },
    async (request) => {
      const shown = await medalTranslations.rowsInLanguage(
        app.db,
        await listMedals({ db: app.db }),
        request.language,
        translatableMedal,
      );
      return ok(shown.map(presentMedal));
    },
  );

  app.get(
    "/medal/queryMedal",
    {
      schema: {
        tags,
        summary: "One medal with its conditions, in the reader's language",
        querystring: medalIdQuery,
        response: { 200: envelope(medalItem) },
      },
    },
    async (request) => {
      const [shown] = await medalTranslations.rowsInLanguage(
        app.db,
        [await getMedal({ db: app.db, id: request.query.id })],
        request.language,
        translatableMedal,
      );
      return ok(presentMedal(shown as NonNullable<typeof shown>));
    },
  );
};
