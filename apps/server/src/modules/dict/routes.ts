import { dictListQuery, geoProvince, namedEntry, productEntry } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { addedEntriesCache } from "./entries.ts";
import { listDictionary } from "./use-cases/list-dictionary.ts";

/** The static lists change rarely; an added entry shows up within these seconds. */
const listMaxAgeSeconds = 300;

export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = addedEntriesCache(app);

  app.get(
    "/common/dict",
    {
      schema: {
        tags: ["common"],
        summary: "A dictionary: products, areas, fields (industries) or provinces with cities",
        querystring: dictListQuery,
        response: {
          200: envelope(
            z.union([z.array(productEntry), z.array(namedEntry), z.array(geoProvince).readonly()]),
          ),
        },
      },
    },
    async (request, reply) => {
      const list = await listDictionary({ db: app.db, cache, type: request.query.type });
      reply.header("cache-control", `public, max-age=${listMaxAgeSeconds}`);
      return ok(list);
    },
  );
};
