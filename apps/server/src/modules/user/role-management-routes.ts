import { idBody, permissions, roleInput, roleItem, roleUpdateInput } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import type { AuditActor } from "../audit/use-cases/record-change.ts";
import { addRole } from "./use-cases/add-role.ts";
import { deleteRole } from "./use-cases/delete-role.ts";
import { listRoles } from "./use-cases/list-roles.ts";
import { updateRole } from "./use-cases/update-role.ts";

/** Roles and what they grant (`/role/...`); every path needs `role:manage`. */
export const roleManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.roleManage));
  const writing = (actor: AuditActor) => ({ db: app.db, now: app.now(), actor });

  app.get(
    "/role/list",
    {
      schema: {
        tags: ["role"],
        summary: "Every role with its permissions",
        security: bearerSecurity,
        response: { 200: envelope(z.array(roleItem)) },
      },
    },
    async () => ok(await listRoles({ db: app.db })),
  );

  app.post(
    "/role/add",
    {
      schema: {
        tags: ["role"],
        summary: "Create a role granting the permissions given",
        security: bearerSecurity,
        body: roleInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      const id = await addRole({ ...writing(request.currentUser()), ...request.body });
      return ok({ id });
    },
  );

  app.post(
    "/role/update",
    {
      schema: {
        tags: ["role"],
        summary: "Rename a role and replace its permissions (409 from a stale version)",
        security: bearerSecurity,
        body: roleUpdateInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateRole({ ...writing(request.currentUser()), ...request.body });
      return ok(null);
    },
  );

  app.post(
    "/role/delete",
    {
      schema: {
        tags: ["role"],
        summary: "Delete a role staff created",
        security: bearerSecurity,
        body: idBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteRole({ ...writing(request.currentUser()), id: request.body.id });
      return ok(null);
    },
  );
};
