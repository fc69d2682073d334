import {
  manageSampleInput,
  pageOf,
  pageQuery,
  permissions,
  sampleApplication,
  sampleApplicationAdded,
  sampleApplicationInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, ok } from "../../platform/http/envelope.ts";
import { presentSampleApplication } from "./present.ts";
import { addSampleApplication } from "./use-cases/add-sample-application.ts";
import { listOwnSampleApplications } from "./use-cases/list-own-sample-applications.ts";
import { manageSampleApplication } from "./use-cases/manage-sample-application.ts";

const tags = ["samples"];

/**
 * A member's sample applications, and the one path that moves an application on: its owner
 * cancels, staff with `application:manage` approve, refuse and ship.
 */
export const samplesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/application/addApplication",
    {
      schema: {
        tags,
        summary:
          "Applies for samples of a published product; 409 naming the member's open application of it",
        security: bearerSecurity,
        body: sampleApplicationInput,
        response: { 200: envelope(sampleApplicationAdded) },
      },
      onRequest: [app.requireUser, app.limitPerUser("sampleApplication")],
    },
    async (request) =>
      ok(
        await addSampleApplication({
          db: app.db,
          userId: request.currentUser().userId,
          input: request.body,
          now: app.now(),
        }),
      ),
  );

  app.get(
    "/application/queryCurrentUserApplications",
    {
      schema: {
        tags,
        summary: "The signed-in member's own sample applications, newest first",
        security: bearerSecurity,
        querystring: pageQuery,
        response: { 200: envelope(pageOf(sampleApplication)) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const page = await listOwnSampleApplications({
        db: app.db,
        userId: request.currentUser().userId,
        query: request.query,
      });
      return ok({
        ...page,
        list: page.list.map((row) => presentSampleApplication(row, request.language)),
      });
    },
  );

  app.post(
    "/application/manageUserApplication",
    {
      schema: {
        tags,
        summary:
          "Approve, refuse (reason) or ship (carrier, tracking number) as staff, or cancel one's own pending application; 409 when its state does not allow it",
        security: bearerSecurity,
        body: manageSampleInput,
        response: { 200: emptyEnvelope },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const actor = request.currentUser();
      const notices = await manageSampleApplication({
        db: app.db,
        now: app.now(),
        actorId: actor.userId,
        staff: actor.permissions.has(permissions.applicationManage),
        input: request.body,
      });
      await app.notify(notices);
      return ok(null);
    },
  );
};
