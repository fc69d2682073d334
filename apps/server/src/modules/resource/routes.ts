import {
  batchDownloadQuery,
  pageOf,
  recordIdFromText,
  resourceItem,
  resourceSearchQuery,
  userCatalogItem,
} from "@portal/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { fileAnswer, sendFile, withoutHeadRoute } from "../../platform/http/send-file.ts";
import {
  foldersInLanguage,
  type LocalizedResource,
  resourcesInLanguage,
} from "./localize-resources.ts";
import { resourceViewerOf } from "./policy.ts";
import { presentResource } from "./present.ts";
import { getResource } from "./use-cases/get-resource.ts";
import { listUserCatalogs } from "./use-cases/list-user-catalogs.ts";
import { openResourceDownload } from "./use-cases/open-resource-download.ts";
import { packageResources } from "./use-cases/package-resources.ts";
import { searchResources } from "./use-cases/search-resources.ts";

const resourceIdQuery = z.object({ id: recordIdFromText });

/**
 * What a signed-in partner uses: the folders and files granted to their roles or to them, one
 * file or a zip of several. Access is decided here on every call, never by the client.
 */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerOf = (request: FastifyRequest) => resourceViewerOf(request.currentUser());

  app.get(
    "/catalog/user-catalogs",
    {
      schema: {
        tags: ["resource"],
        summary: "The folders you may read, named in your language when they have a name in it",
        security: bearerSecurity,
        response: { 200: envelope(z.array(userCatalogItem)) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const folders = await listUserCatalogs({ db: app.db, viewer: viewerOf(request) });
      return ok(await foldersInLanguage(app.db, folders, request.language));
    },
  );

  app.get(
    "/resource/search-user-resource",
    {
      schema: {
        tags: ["resource"],
        summary:
          "The files you may download in your language, newest first, by keyword (in any language) and folder",
        security: bearerSecurity,
        querystring: resourceSearchQuery,
        response: { 200: envelope(pageOf(resourceItem)) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const page = await searchResources({
        db: app.db,
        viewer: viewerOf(request),
        ...request.query,
      });
      const list = await resourcesInLanguage(app.db, page.list, request.language);
      return ok({ ...page, list: list.map(presentResource) });
    },
  );

  app.get(
    "/resource/user-resource-detail",
    {
      schema: {
        tags: ["resource"],
        summary: "One file you may download (403 without a grant)",
        security: bearerSecurity,
        querystring: resourceIdQuery,
        response: { 200: envelope(resourceItem) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const resource = await getResource({
        db: app.db,
        viewer: viewerOf(request),
        id: request.query.id,
      });
      const [localized] = await resourcesInLanguage(app.db, [resource], request.language);
      return ok(presentResource(localized as LocalizedResource));
    },
  );

  app.get(
    "/resource/downloadResource",
    {
      schema: {
        tags: ["resource"],
        summary: "Downloads a file (403 without a grant)",
        security: bearerSecurity,
        querystring: resourceIdQuery,
        ...fileAnswer,
      },
      ...withoutHeadRoute,
      onRequest: app.requireUser,
    },
    async (request, reply) =>
      sendFile(
        reply,
        await openResourceDownload({
          db: app.db,
          store: app.privateFiles,
          viewer: viewerOf(request),
          id: request.query.id,
        }),
      ),
  );

  app.get(
    "/resource/batchDownload",
    {
      schema: {
        tags: ["resource"],
        summary: "Several files as one zip, streamed (all must be yours to download)",
        security: bearerSecurity,
        querystring: batchDownloadQuery,
        produces: ["application/zip"],
      },
      ...withoutHeadRoute,
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { fileName, archive } = await packageResources({
        db: app.db,
        store: app.privateFiles,
        viewer: viewerOf(request),
        now: app.now(),
        ids: request.query.ids,
      });
      archive.on("error", (error) => request.log.error({ err: error }, "batch download failed"));
      return sendFile(reply, { stream: archive, fileName, mimeType: "application/zip" });
    },
  );
};
