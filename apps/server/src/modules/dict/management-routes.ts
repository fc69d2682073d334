import { addDictBody, namedEntry, permissions, productEntry } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { addedEntriesCache } from "./entries.ts";
import { addDictionaryEntry } from "./use-cases/add-dictionary-entry.ts";

/** The management area's dictionary paths; every one needs `dict:write`. */
export const dictManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = addedEntriesCache(app);

  app.post(
    "/common/addDict",
    {
      schema: {
        tags: ["common"],
        summary: "Adds an entry to the product, area or field dictionary",
        security: bearerSecurity,
        body: addDictBody,
        response: { 200: envelope(z.union([productEntry, namedEntry])) },
      },
      onRequest: app.requirePermission(permissions.dictWrite),
    },
    async (request) => ok(await addDictionaryEntry({ db: app.db, cache, ...request.body })),
  );
};
