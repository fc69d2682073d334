import {
  contentIdBody,
  friendshipLink,
  linkInput,
  permissions,
  updateLinkInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { addLink } from "./use-cases/add-link.ts";
import { countLinkClick } from "./use-cases/count-link-click.ts";
import { deleteLink } from "./use-cases/delete-link.ts";
import { listLinks } from "./use-cases/list-links.ts";
import { updateLink } from "./use-cases/update-link.ts";

const tags = ["link"];

/** Friendship links of the footer: listed and clicked by everybody, written with `content:write`. */
export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireContentWrite = app.requirePermission(permissions.contentWrite);

  app.get(
    "/link/list",
    {
      schema: {
        tags,
        summary: "Every friendship link in footer order",
        response: { 200: envelope(z.array(friendshipLink)) },
      },
    },
    async () => ok(await listLinks({ db: app.db })),
  );

  app.post(
    "/link/countLinkClick",
    {
      schema: {
        tags,
        summary: "Counts a click on a link; answers its count",
        body: contentIdBody,
        response: { 200: envelope(z.object({ clickCount: z.number() })) },
      },
    },
    async (request) =>
      ok({ clickCount: await countLinkClick({ db: app.db, id: request.body.id }) }),
  );

  app.post(
    "/link/save",
    {
      schema: {
        tags,
        summary: "Adds a link (http or https)",
        security: bearerSecurity,
        body: linkInput,
        response: { 200: idEnvelope },
      },
      onRequest: requireContentWrite,
    },
    async (request) => ok({ id: await addLink({ db: app.db, ...request.body }) }),
  );

  app.post(
    "/link/update",
    {
      schema: {
        tags,
        summary: "Edits a link; 409 when another save passed the version sent",
        security: bearerSecurity,
        body: updateLinkInput,
        response: { 200: emptyEnvelope },
      },
      onRequest: requireContentWrite,
    },
    async (request) => {
      await updateLink({ db: app.db, ...request.body });
      return ok(null);
    },
  );

  app.post(
    "/link/delete",
    {
      schema: {
        tags,
        summary: "Deletes a link",
        security: bearerSecurity,
        body: contentIdBody,
        response: { 200: emptyEnvelope },
      },
      onRequest: requireContentWrite,
    },
    async (request) => {
      await deleteLink({ db: app.db, id: request.body.id });
      return ok(null);
    },
  );
};
