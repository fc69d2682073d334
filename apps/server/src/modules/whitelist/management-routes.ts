import {
  idBody,
  pageOf,
  permissions,
  userCandidate,
  userLookupQuery,
  whitelistAddMembersInput,
  whitelistEntryRow,
  whitelistImportLimits,
  whitelistListQuery,
  whitelistMemberRow,
  whitelistMembersQuery,
  whitelistRemoveMemberInput,
  whitelistSaveInput,
  whitelistUpdateInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { attachmentDisposition } from "../../platform/http/content-disposition.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { xlsxContentType } from "../../platform/spreadsheet/sheet.ts";
import { readUpload } from "../../platform/storage/receive-file.ts";
import type { AuditActor } from "../audit/use-cases/record-change.ts";
import { lookupUsers } from "../user/use-cases/lookup-users.ts";
import { presentWhitelistEntry, presentWhitelistMember } from "./present.ts";
import { addWhitelistMembers } from "./use-cases/add-whitelist-members.ts";
import { deleteWhitelistEntry } from "./use-cases/delete-whitelist-entry.ts";
import { importWhitelist } from "./use-cases/import-whitelist.ts";
import { listWhitelistEntries } from "./use-cases/list-whitelist-entries.ts";
import { listWhitelistMembers } from "./use-cases/list-whitelist-members.ts";
import { removeWhitelistMember } from "./use-cases/remove-whitelist-member.ts";
import { saveWhitelistEntry } from "./use-cases/save-whitelist-entry.ts";
import { updateWhitelistEntry } from "./use-cases/update-whitelist-entry.ts";
import { whitelistImportTemplate } from "./whitelist-import-sheet.ts";

/** The whitelist page's paths (`/whitelist/...`); every one needs `whitelist:manage`. */
export const whitelistManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.whitelistManage));
  const writing = (actor: AuditActor) => ({ db: app.db, now: app.now(), actor });

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
    },
    async (request) => {
      const page = await listWhitelistEntries({ db: app.db, ...request.query });
      const now = app.now();
      return ok({ ...page, list: page.list.map((row) => presentWhitelistEntry(row, now)) });
    },
  );

  app.post(
    "/whitelist/save",
    {
      schema: {
        tags: ["whitelist"],
        summary: "Put a user, or a company whose members staff then link, on the whitelist",
        security: bearerSecurity,
        body: whitelistSaveInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      const id = await saveWhitelistEntry({
        ...writing(request.currentUser()),
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
    },
    async (request) => {
      await updateWhitelistEntry({ ...writing(request.currentUser()), ...request.body });
      return ok(null);
    },
  );

  app.post(
    "/whitelist/delete",
    {
      schema: {
        tags: ["whitelist"],
        summary: "Take a user, or a company and its members, off the whitelist",
        security: bearerSecurity,
        body: idBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteWhitelistEntry({ ...writing(request.currentUser()), id: request.body.id });
      return ok(null);
    },
  );

  app.get(
    "/whitelist/queryMembers",
    {
      schema: {
        tags: ["whitelist"],
        summary: "The members linked to a company entry, the latest linked first",
        security: bearerSecurity,
        querystring: whitelistMembersQuery,
        response: { 200: envelope(pageOf(whitelistMemberRow)) },
      },
    },
    async (request) => {
      const page = await listWhitelistMembers({ db: app.db, ...request.query });
      return ok({ ...page, list: page.list.map(presentWhitelistMember) });
    },
  );

  app.post(
    "/whitelist/addMembers",
    {
      schema: {
        tags: ["whitelist"],
        summary:
          "Link accounts to a company entry (idempotent: answers how many were not linked yet)",
        security: bearerSecurity,
        body: whitelistAddMembersInput,
        response: { 200: envelope(z.object({ added: z.number() })) },
      },
    },
    async (request) => {
      const added = await addWhitelistMembers({
        ...writing(request.currentUser()),
        ...request.body,
      });
      return ok({ added });
    },
  );

  app.post(
    "/whitelist/removeMember",
    {
      schema: {
        tags: ["whitelist"],
        summary: "Unlink an account from a company entry (idempotent)",
        security: bearerSecurity,
        body: whitelistRemoveMemberInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeWhitelistMember({ ...writing(request.currentUser()), ...request.body });
      return ok(null);
    },
  );

  app.get(
    "/whitelist/lookupUsers",
    {
      schema: {
        tags: ["whitelist"],
        summary: "Accounts to add, by phone, nickname or company (id, nickname, masked phone)",
        security: bearerSecurity,
        querystring: userLookupQuery,
        response: { 200: envelope(z.array(userCandidate)) },
      },
    },
    async (request) => ok(await lookupUsers({ db: app.db, keyword: request.query.keyword })),
  );

  app.get(
    "/whitelist/download-import-template",
    {
      schema: {
        tags: ["whitelist"],
        summary: "The .xlsx template of the whitelist import (header row only)",
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      const bytes = await whitelistImportTemplate(request.language);
      reply.header("content-type", xlsxContentType);
      reply.header("content-disposition", attachmentDisposition("whitelist-import-template.xlsx"));
      reply.header("cache-control", "no-store");
      return reply.send(bytes);
    },
  );

  app.post(
    "/whitelist/batch-import",
    {
      schema: {
        tags: ["whitelist"],
        summary:
          "Import the entries of a filled-in template (multipart `file`): all or none; 400 names each bad row",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ imported: z.number() })) },
      },
    },
    async (request) => {
      const file = await request.file({ limits: { fileSize: whitelistImportLimits.maxBytes } });
      const bytes = await readUpload(file, whitelistImportLimits.maxBytes);
      const imported = await importWhitelist({
        ...writing(request.currentUser()),
        language: request.language,
        bytes,
      });
      return ok({ imported });
    },
  );
};
