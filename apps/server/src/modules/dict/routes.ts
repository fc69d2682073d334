import { permissions } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import {
  addDictionaryEntry,
  dictionaryTypes,
  editableDictionaryTypes,
  listDictionary,
} from "./service.ts";

/** Largest id a PostgreSQL integer column holds. */
const maxEntryId = 2_147_483_647;
const nameMaxLength = 100;

export const dictListQuery = z.object({
  type: z.enum(dictionaryTypes, { error: "dict.unknownType" }),
});

export const addDictBody = z.object({
  type: z.enum(editableDictionaryTypes, { error: "dict.unknownType" }),
  id: z.number().int().positive().max(maxEntryId),
  name: z.string().trim().min(1).max(nameMaxLength),
  /** English name of an area or field; empty means none. Products have only a model. */
  nameEn: z.string().trim().max(nameMaxLength).optional(),
});
export type AddDictBody = z.infer<typeof addDictBody>;

const productEntry = z.object({ id: z.number(), model: z.string() });
const namedEntry = z.object({ id: z.number(), name: z.string(), nameEn: z.string().nullable() });
const geoProvince = z.object({
  code: z.string(),
  provinceName: z.string(),
  cities: z.array(z.object({ code: z.string(), cityName: z.string() })),
});

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
