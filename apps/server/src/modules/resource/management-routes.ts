import {
  catalogAddInput,
  catalogGrantInput,
  catalogItem,
  catalogTranslationInput,
  catalogTranslations,
  catalogUpdateInput,
  pageOf,
  permissions,
  resourceAddFields,
  resourceItem,
  resourceLimits,
  resourceSearchQuery,
  resourceTranslationInput,
  resourceTranslations as resourceTranslationsAnswer,
  resourceUpdateFields,
  versionedIdInput,
} from "@portal/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import {
  monthFolder,
  receiveUpload,
  receiveUploadWithOptionalFile,
} from "../../platform/storage/receive-upload.ts";
import { languagePaths } from "../translation/use-cases/language-paths.ts";
import { foldersAsWritten, resourcesAsWritten } from "./localize-resources.ts";
import { resourceViewerOf } from "./policy.ts";
import { presentCatalog, presentResource } from "./present.ts";
import { folderTranslations, resourceTranslations } from "./resource-translation-kinds.ts";
import { addCatalog } from "./use-cases/add-catalog.ts";
import { addResource } from "./use-cases/add-resource.ts";
import { listCatalogs } from "./use-cases/list-catalogs.ts";
import { removeCatalog } from "./use-cases/remove-catalog.ts";
import { removeResource } from "./use-cases/remove-resource.ts";
import { searchResources } from "./use-cases/search-resources.ts";
import { setCatalogGrants } from "./use-cases/set-catalog-grants.ts";
import { updateCatalog } from "./use-cases/update-catalog.ts";
import { updateResource } from "./use-cases/update-resource.ts";

/** Uploads are multipart: the fields are validated in the handler, beside the streamed file. */
const multipartUpload = { consumes: ["multipart/form-data"] };

/** The resources page's paths (`/catalog/...`, `/resource/...`); each needs `resource:manage`. */
export const resourceManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.resourceManage));
  const writing = (request: FastifyRequest) => ({
    db: app.db,
    now: app.now(),
    actor: request.currentUser(),
  });
  /** Resources share the documents' size limit (DOCUMENT_MAX_BYTES) and private store. */
  const uploadSettings = <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => ({
    request,
    schema,
    maxBytes: app.config.documents.maxBytes,
    extensions: resourceLimits.extensions,
    store: app.privateFiles,
    folder: `resources/${monthFolder(app.now())}`,
  });

  app.get(
    "/catalog/tree",
    {
      schema: {
        tags: ["resource"],
        summary:
          "Every folder as written, with its grants, file count and names in other languages (nest them by parentId)",
        security: bearerSecurity,
        response: { 200: envelope(z.array(catalogItem)) },
      },
    },
    async () => {
      const folders = await foldersAsWritten(app.db, await listCatalogs({ db: app.db }));
      return ok(folders.map(presentCatalog));
    },
  );

  app.post(
    "/catalog/add",
    {
      schema: {
        tags: ["resource"],
        summary: "Adds a folder",
        security: bearerSecurity,
        body: catalogAddInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) => ok({ id: await addCatalog({ ...writing(request), ...request.body }) }),
  );

  app.post(
    "/catalog/update",
    {
      schema: {
        tags: ["resource"],
        summary: "Renames, re-sorts or moves a folder (409 from a stale version)",
        security: bearerSecurity,
        body: catalogUpdateInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateCatalog({ ...writing(request), ...request.body });
      return ok(null);
    },
  );

  app.post(
    "/catalog/grant",
    {
      schema: {
        tags: ["resource"],
        summary: "Sets the roles and users who may read a folder and all below it",
        security: bearerSecurity,
        body: catalogGrantInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await setCatalogGrants({ ...writing(request), ...request.body });
      return ok(null);
    },
  );

  app.post(
    "/catalog/remove",
    {
      schema: {
        tags: ["resource"],
        summary: "Deletes an empty folder (409 while it holds folders or files)",
        security: bearerSecurity,
        body: versionedIdInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeCatalog({ ...writing(request), ...request.body });
      return ok(null);
    },
  );

  app.get(
    "/resource/search-resource",
    {
      schema: {
        tags: ["resource"],
        summary: "Every resource as written, newest first, by keyword (in any language) and folder",
        security: bearerSecurity,
        querystring: resourceSearchQuery,
        response: { 200: envelope(pageOf(resourceItem)) },
      },
    },
    async (request) => {
      const page = await searchResources({
        db: app.db,
        viewer: resourceViewerOf(request.currentUser()),
        ...request.query,
      });
      const list = await resourcesAsWritten(app.db, page.list);
      return ok({ ...page, list: list.map(presentResource) });
    },
  );

  app.get(
    "/resource/uploadLimits",
    {
      schema: {
        tags: ["resource"],
        summary: "The largest resource upload and the extensions allowed",
        security: bearerSecurity,
        response: {
          200: envelope(z.object({ maxBytes: z.number(), extensions: z.array(z.string()) })),
        },
      },
    },
    async () =>
      ok({ maxBytes: app.config.documents.maxBytes, extensions: [...resourceLimits.extensions] }),
  );

  app.post(
    "/resource/add",
    {
      schema: {
        tags: ["resource"],
        summary: "Adds a file to a folder (multipart, `file` beside the fields)",
        security: bearerSecurity,
        ...multipartUpload,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      const { fields, file } = await receiveUpload(uploadSettings(request, resourceAddFields));
      const id = await addResource({
        ...writing(request),
        store: app.privateFiles,
        file,
        ...fields,
      });
      return ok({ id });
    },
  );

  app.post(
    "/resource/update",
    {
      schema: {
        tags: ["resource"],
        summary: "Edits a resource; a `file` part replaces its file (409 from a stale version)",
        security: bearerSecurity,
        ...multipartUpload,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const { fields, file } = await receiveUploadWithOptionalFile(
        uploadSettings(request, resourceUpdateFields),
      );
      await updateResource({ ...writing(request), store: app.privateFiles, file, ...fields });
      return ok(null);
    },
  );

  app.post(
    "/resource/remove",
    {
      schema: {
        tags: ["resource"],
        summary: "Deletes a resource and its file (409 from a stale version)",
        security: bearerSecurity,
        body: versionedIdInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeResource({ ...writing(request), store: app.privateFiles, ...request.body });
      return ok(null);
    },
  );

  languagePaths(app, {
    base: "/catalog",
    tags: ["resource"],
    words: "a folder's name",
    kind: folderTranslations,
    input: catalogTranslationInput,
    answer: catalogTranslations,
  });
  languagePaths(app, {
    base: "/resource",
    tags: ["resource"],
    words: "a resource's title and description",
    kind: resourceTranslations,
    input: resourceTranslationInput,
    answer: resourceTranslationsAnswer,
  });
};
