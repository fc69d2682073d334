import {
  idBody,
  pageOf,
  permissions,
  whitelistEntryRow,
  whitelistListQuery,
  whitelistSaveInput,
  whitelistUpdateInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { deleteWhitelistEntry } from "./use-cases/delete-whitelist-entry.ts";
import { listWhitelistEntries } from "./use-cases/list-whitelist-entries.ts";
import { saveWhitelistEntry } from "./use-cases/save-whitelist-entry.ts";
import { updateWhitelistEntry } from "./use-cases/update-whitelist-entry.ts";

/** The whitelist page's paths (`/whitelist/...`); every one needs `whitelist:manage`. */
export const whitelistManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireWhitelistManage = app.requirePermission(permissions.whitelistManage);
  const writing = (actorId: number) => ({ db: app.db, now: app.now(), actorId });

  app.get(
    "/whitelist/query",
    {
      schema: {
        tags: ["whitelist"],
        summary: "Whitelist entries, newest first",
        security: bearerSecurity,
        querystring: whitelistListQuery,
        response: { 200: envelope(pageOf(whitelistEntryRow)) },
      },
      onRequest: requireWhitelistManage,
    },
    async (request) => {
      const page = await listWhitelistEntries({ db: app.db, ...request.query });
      const now = app.now().getTime();
      return ok({
        ...page,
        list: page.list.map(({ entry, ...user }) => ({
          id: entry.id,
          userId: entry.userId,
          ...user,
          validUntil: entry.validUntil?.toISOString() ?? null,
          expired: entry.validUntil !== null && entry.validUntil.getTime() <= now,
          note: entry.note,
          createdAt: entry.createdAt.toISOString(),
          version: entry.version,
        })),
      });
    },
  );

  app.post(
    "/whitelist/save",
    {
      schema: {
        tags: ["whitelist"],
        summary: "Put a user on the whitelist",
        security: bearerSecurity,
        body: whitelistSaveInput,
        response: { 200: idEnvelope },
      },
      onRequest: requireWhitelistManage,
    },
    async (request) => {
      const id = await saveWhitelistEntry({
        ...writing(request.currentUser().userId),
        ...request.body,
      });
      return ok({ id });
    },
  );

  app.post(
    "/whitelist/update",
    {
      schema: {
        tags: ["whitelist"],
        summary: "Change an entry's validity and note (409 from a stale version)",
        security: bearerSecurity,
        body: whitelistUpdateInput,
        response: { 200: emptyEnvelope },
      },
      onRequest: requireWhitelistManage,
    },
    async (request) => {
      await updateWhitelistEntry({ ...writing(request.currentUser().userId), ...request.body });
      return ok(null);
    },
  );

  app.post(
    "/whitelist/delete",
    {
      schema: {
        tags: ["whitelist"],
        summary: "Take a user off the whitelist",
        security: bearerSecurity,
        body: idBody,
        response: { 200: emptyEnvelope },
      },
      onRequest: requireWhitelistManage,
    },
    async (request) => {
      await deleteWhitelistEntry({ ...writing(request.currentUser().userId), id: request.body.id });
      return ok(null);
    },
  );
};
