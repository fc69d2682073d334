import {
  idBody,
  pageOf,
  parameterAddInput,
  parameterEditInput,
  parameterListQuery,
  parameterRow,
  parameterSortInput,
  permissions,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import type { AuditActor } from "../audit/use-cases/record-change.ts";
import { presentParameter } from "./present.ts";
import { addParameter } from "./use-cases/add-parameter.ts";
import { deleteParameter } from "./use-cases/delete-parameter.ts";
import { editParameter } from "./use-cases/edit-parameter.ts";
import { listAllParameters } from "./use-cases/list-all-parameters.ts";
import { listParameters } from "./use-cases/list-parameters.ts";
import { sortParameters } from "./use-cases/sort-parameters.ts";

/** The parameter page's paths (`/paramConfig/...`); every one needs `parameter:manage`. */
export const parameterManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.parameterManage));
  const writing = (actor: AuditActor) => ({ db: app.db, now: app.now(), actor });
  /** A change reaches the next read of every instance at once (the cache plugin tells them). */
  const changed = () => {
    app.forgetSettings();
    return ok(null);
  };

  app.get(
    "/paramConfig/getList",
    {
      schema: {
        tags: ["parameter"],
        summary: "A page of parameters in their sort order",
        security: bearerSecurity,
        querystring: parameterListQuery,
        response: { 200: envelope(pageOf(parameterRow)) },
      },
    },
    async (request) => {
      const page = await listParameters({ db: app.db, ...request.query });
      return ok({
        ...page,
        list: page.list.map((row) => presentParameter(row, request.language)),
      });
    },
  );

  app.get(
    "/paramConfig/getListAll",
    {
      schema: {
        tags: ["parameter"],
        summary: "Every parameter in its sort order",
        security: bearerSecurity,
        response: { 200: envelope(z.array(parameterRow)) },
      },
    },
    async (request) =>
      ok(
        (await listAllParameters({ db: app.db })).map((row) =>
          presentParameter(row, request.language),
        ),
      ),
  );

  app.post(
    "/paramConfig/add",
    {
      schema: {
        tags: ["parameter"],
        summary: "Add a typed parameter",
        security: bearerSecurity,
        body: parameterAddInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      const id = await addParameter({ ...writing(request.currentUser()), ...request.body });
      app.forgetSettings();
      return ok({ id });
    },
  );

  app.post(
    "/paramConfig/edit",
    {
      schema: {
        tags: ["parameter"],
        summary: "Change a parameter's value, description or sort (409 from a stale version)",
        security: bearerSecurity,
        body: parameterEditInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await editParameter({ ...writing(request.currentUser()), ...request.body });
      return changed();
    },
  );

  app.post(
    "/paramConfig/delete",
    {
      schema: {
        tags: ["parameter"],
        summary: "Delete a parameter staff added (system parameters stay)",
        security: bearerSecurity,
        body: idBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteParameter({ ...writing(request.currentUser()), id: request.body.id });
      return changed();
    },
  );

  app.post(
    "/paramConfig/editSort",
    {
      schema: {
        tags: ["parameter"],
        summary: "Set the sort of several parameters at once",
        security: bearerSecurity,
        body: parameterSortInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await sortParameters({ ...writing(request.currentUser()), ...request.body });
      return changed();
    },
  );
};
