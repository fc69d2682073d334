import { dictListQuery, geoProvince, namedEntry, productEntry } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { PrecompressedAnswer } from "../../platform/http/precompressed-answer.ts";
import { addedEntriesCache } from "./entries.ts";
import { publicDictAnswers } from "./public-answers.ts";
import { listDictionary } from "./use-cases/list-dictionary.ts";

/** The static lists change rarely; an added entry shows up within these seconds. */
const listMaxAgeSeconds = 300;

const dictAnswer = envelope(
  z.union([z.array(productEntry), z.array(namedEntry), z.array(geoProvince).readonly()]),
);

export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = addedEntriesCache(app);
  const answers = publicDictAnswers(app);

  app.get(
    "/common/dict",
    {
      schema: {
        tags: ["common"],
        summary: "A dictionary: products, areas, fields (industries) or provinces with cities",
        querystring: dictListQuery,
        response: { 200: dictAnswer },
      },
    },
    async (request, reply) => {
      const { type } = request.query;
      const answer = await answers.get(type, async () => {
        const list = await listDictionary({ db: app.db, cache, type });
        return new PrecompressedAnswer(JSON.stringify(z.encode(dictAnswer, ok(list))));
      });
      reply.header("cache-control", `public, max-age=${listMaxAgeSeconds}`);
      return answer.send(reply, "application/json; charset=utf-8");
    },
  );
};
