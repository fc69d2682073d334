import {
  addDictBody,
  dictListQuery,
  geoProvince,
  namedEntry,
  permissions,
  productEntry,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { addDictionaryEntry, listDictionary } from "./service.ts";

/** The static lists change rarely; an added entry shows up within these seconds. */
const listMaxAgeSeconds = 300;

export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const list = await listDictionary({ db: app.ctx.db, type: request.query.type });
      reply.header("cache-control", `public, max-age=${listMaxAgeSeconds}`);
      return ok(list);
    },
  );

  app.post(
    "/common/addDict",
    {
      schema: {
        tags: ["common"],
        summary: "Adds an entry to the product, area or field dictionary",
        security: [{ bearer: [] }],
        body: addDictBody,
        response: { 200: envelope(z.union([productEntry, namedEntry])) },
      },
      onRequest: app.requirePermission(permissions.dictWrite),
    },
    async (request) => {
      const entry = await addDictionaryEntry({ db: app.ctx.db, input: request.body });
      return ok(entry);
    },
  );
};
