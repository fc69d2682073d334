import {
  contentIdBody,
  friendshipLink,
  linkInput,
  linkTranslationInput,
  linkTranslations as linkTranslationsAnswer,
  permissions,
  updateLinkInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { languagePaths } from "../translation/use-cases/language-paths.ts";
import { linkTranslations, translatableLink } from "./link-translation-kind.ts";
import { presentLink } from "./present.ts";
import { addLink } from "./use-cases/add-link.ts";
import { deleteLink } from "./use-cases/delete-link.ts";
import { listLinks } from "./use-cases/list-links.ts";
import { updateLink } from "./use-cases/update-link.ts";

const tags = ["link"];

/** The management area's footer links (http or https only); needs `content:write`. */
export const linkManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.contentWrite));

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
    },
    async (request) => {
      await deleteLink({ db: app.db, id: request.body.id });
      return ok(null);
    },
  );

  app.get(
    "/link/manageList",
    {
      schema: {
        tags,
        summary: "Every link as written, in footer order, with its names in other languages",
        security: bearerSecurity,
        response: { 200: envelope(z.array(friendshipLink)) },
      },
    },
    async () => {
      const links = await linkTranslations.rowsAsWritten(
        app.db,
        await listLinks({ db: app.db }),
        translatableLink,
      );
      return ok(links.map(presentLink));
    },
  );

  languagePaths(app, {
    base: "/link",
    tags,
    words: "a link's name",
    kind: linkTranslations,
    input: linkTranslationInput,
    answer: linkTranslationsAnswer,
  });
};
