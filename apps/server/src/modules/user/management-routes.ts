import {
  addUserInput,
  batchUserRoleInput,
  idBody,
  manageUserListQuery,
  manageUserRow,
  pageOf,
  permissions,
  recordIdFromText,
  type UserStatus,
  updateUserInput,
  userImportLimits,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { attachmentDisposition } from "../../platform/http/content-disposition.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { readUpload } from "../../platform/storage/receive-file.ts";
import type { AuditActor } from "../audit/use-cases/record-change.ts";
import { presentManagedUser } from "./present.ts";
import { addManagedUser } from "./use-cases/add-managed-user.ts";
import { getManagedUser } from "./use-cases/get-managed-user.ts";
import { importUsers } from "./use-cases/import-users.ts";
import { listManagedUsers } from "./use-cases/list-managed-users.ts";
import { sendPasswordReset } from "./use-cases/send-password-reset.ts";
import { setUserStatus } from "./use-cases/set-user-status.ts";
import { setUsersRoles } from "./use-cases/set-users-roles.ts";
import { updateManagedUser } from "./use-cases/update-managed-user.ts";
import { userImportTemplate, xlsxContentType } from "./user-import-sheet.ts";

const prefix = "/userManageController";

/** The management area's account paths (`/userManageController/...`); needs `user:manage`. */
export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.userManage));
  const writing = (actor: AuditActor) => ({ db: app.db, now: app.now(), actor });

  for (const path of ["findManageUserList", "queryUser"]) {
    app.get(
      `${prefix}/${path}`,
      {
        schema: {
          tags: ["user"],
          summary: "Accounts, newest first, searched by keyword and field",
          security: bearerSecurity,
          querystring: manageUserListQuery,
          response: { 200: envelope(pageOf(manageUserRow)) },
        },
      },
      async (request) => {
        const page = await listManagedUsers({ db: app.db, ...request.query });
        return ok({ ...page, list: page.list.map(presentManagedUser) });
      },
    );
  }

  app.get(
    `${prefix}/getUserInfo`,
    {
      schema: {
        tags: ["user"],
        summary: "One account with its roles",
        security: bearerSecurity,
        querystring: z.object({ id: recordIdFromText }),
        response: { 200: envelope(manageUserRow) },
      },
    },
    async (request) =>
      ok(presentManagedUser(await getManagedUser({ db: app.db, id: request.query.id }))),
  );

  app.post(
    `${prefix}/addUser`,
    {
      schema: {
        tags: ["user"],
        summary: "Create an account; the person sets the password through an SMS reset",
        security: bearerSecurity,
        body: addUserInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      const id = await addManagedUser({
        ...writing(request.currentUser()),
        ...request.body,
      });
      return ok({ id });
    },
  );

  app.post(
    `${prefix}/updateUser`,
    {
      schema: {
        tags: ["user"],
        summary: "Set an account's roles and the other fields given (409 from a stale version)",
        security: bearerSecurity,
        body: updateUserInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateManagedUser({ ...writing(request.currentUser()), ...request.body });
      return ok(null);
    },
  );

  const statusPaths: [string, UserStatus, string][] = [
    ["deleteUser", "deleted", "Delete an account (soft: it cannot sign in, its posts stay)"],
    ["lockUser", "locked", "Lock an account: it cannot sign in, its sessions end"],
    ["unlockUser", "active", "Unlock an account"],
  ];
  for (const [path, status, summary] of statusPaths) {
    app.post(
      `${prefix}/${path}`,
      {
        schema: {
          tags: ["user"],
          summary,
          security: bearerSecurity,
          body: idBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await setUserStatus({
          ...writing(request.currentUser()),
          id: request.body.id,
          status,
        });
        return ok(null);
      },
    );
  }

  app.post(
    `${prefix}/resetPassword`,
    {
      schema: {
        tags: ["user"],
        summary: "Text the account a code to set a new password",
        security: bearerSecurity,
        body: idBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await sendPasswordReset({
        ...writing(request.currentUser()),
        sms: app.sms,
        limits: app.config.sms,
        clientAddress: request.ip,
        id: request.body.id,
      });
      return ok(null);
    },
  );

  app.post(
    `${prefix}/batch-update-user-role`,
    {
      schema: {
        tags: ["user"],
        summary: "Give each account exactly the roles given",
        security: bearerSecurity,
        body: batchUserRoleInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await setUsersRoles({ ...writing(request.currentUser()), ...request.body });
      return ok(null);
    },
  );

  app.get(
    `${prefix}/download-import-user-template`,
    {
      schema: {
        tags: ["user"],
        summary: "The .xlsx template of the user import (header row only)",
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      const bytes = await userImportTemplate(request.language);
      reply.header("content-type", xlsxContentType);
      reply.header("content-disposition", attachmentDisposition("user-import-template.xlsx"));
      reply.header("cache-control", "no-store");
      return reply.send(bytes);
    },
  );

  app.post(
    `${prefix}/batch-import-user`,
    {
      schema: {
        tags: ["user"],
        summary:
          "Import the accounts of a filled-in template (multipart `file`): all or none; 400 names each bad row",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ imported: z.number() })) },
      },
    },
    async (request) => {
      const file = await request.file({ limits: { fileSize: userImportLimits.maxBytes } });
      const bytes = await readUpload(file, userImportLimits.maxBytes);
      const imported = await importUsers({
        ...writing(request.currentUser()),
        language: request.language,
        bytes,
      });
      return ok({ imported });
    },
  );
};
