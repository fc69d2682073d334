import {
  addDictBody,
  deleteDictBody,
  editDictBody,
  manageDictEntry,
  manageDictQuery,
  namedEntry,
  permissions,
  productEntry,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, ok } from "../../platform/http/envelope.ts";
import { addedEntriesCache } from "./entries.ts";
import { publicDictAnswers } from "./public-answers.ts";
import { addDictionaryEntry } from "./use-cases/add-dictionary-entry.ts";
import { deleteDictionaryEntry } from "./use-cases/delete-dictionary-entry.ts";
import { editDictionaryEntry } from "./use-cases/edit-dictionary-entry.ts";
import { listManageableEntries } from "./use-cases/list-manageable-entries.ts";

/** The management area's dictionary paths; every one needs `dict:write`, each change is audited. */
export const dictManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = addedEntriesCache(app);
  const answers = publicDictAnswers(app);
  app.addHook("onRequest", app.requirePermission(permissions.dictWrite));

  app.get(
    "/common/manageDict",
    {
      schema: {
        tags: ["common"],
        summary: "A dictionary's entries for the parameter page, static ones marked built-in",
        security: bearerSecurity,
        querystring: manageDictQuery,
        response: { 200: envelope(z.array(manageDictEntry)) },
      },
    },
    async (request) => ok(await listManageableEntries({ db: app.db, type: request.query.type })),
  );

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
    },
    async (request) => {
      const added = await addDictionaryEntry({
        db: app.db,
        cache,
        actor: request.currentUser(),
        now: app.now(),
        ...request.body,
      });
      answers.clear();
      return ok(added);
    },
  );

  app.post(
    "/common/editDict",
    {
      schema: {
        tags: ["common"],
        summary: "Renames an added dictionary entry (409 from a stale version)",
        security: bearerSecurity,
        body: editDictBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await editDictionaryEntry({
        db: app.db,
        cache,
        actor: request.currentUser(),
        now: app.now(),
        ...request.body,
      });
      answers.clear();
      return ok(null);
    },
  );

  app.post(
    "/common/deleteDict",
    {
      schema: {
        tags: ["common"],
        summary: "Deletes an added dictionary entry (built-in ones stay)",
        security: bearerSecurity,
        body: deleteDictBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteDictionaryEntry({
        db: app.db,
        cache,
        actor: request.currentUser(),
        now: app.now(),
        ...request.body,
      });
      answers.clear();
      return ok(null);
    },
  );
};
