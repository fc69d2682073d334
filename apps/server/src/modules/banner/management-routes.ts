import {
  bannerInput,
  bannerItem,
  bannerTranslationInput,
  bannerTranslations as bannerTranslationsAnswer,
  contentIdBody,
  contentLimits,
  pageOf,
  pageQuery,
  permissions,
  updateBannerInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { languagePaths } from "../translation/use-cases/language-paths.ts";
import { bannerTranslations, translatableBanner } from "./banner-translation-kind.ts";
import { presentBanner } from "./present.ts";
import { addBanner } from "./use-cases/add-banner.ts";
import { deleteBanner } from "./use-cases/delete-banner.ts";
import { listBanners } from "./use-cases/list-banners.ts";
import { updateBanner } from "./use-cases/update-banner.ts";
import { uploadBannerImage } from "./use-cases/upload-banner-image.ts";

const tags = ["banner"];

/** The management area's banners, every one of them; needs `content:write`. */
export const bannerManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.contentWrite));

  app.get(
    "/banner/list",
    {
      schema: {
        tags,
        summary: "Management table of every banner",
        security: bearerSecurity,
        querystring: pageQuery,
        response: { 200: envelope(pageOf(bannerItem)) },
      },
    },
    async (request) => {
      const page = await listBanners({ db: app.db, page: request.query });
      const list = await bannerTranslations.rowsAsWritten(app.db, page.list, translatableBanner);
      return ok({ ...page, list: list.map(presentBanner) });
    },
  );

  app.post(
    "/banner/save",
    {
      schema: {
        tags,
        summary: "Adds a banner",
        security: bearerSecurity,
        body: bannerInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) => ok({ id: await addBanner({ db: app.db, input: request.body }) }),
  );

  app.post(
    "/banner/update",
    {
      schema: {
        tags,
        summary: "Edits a banner; 409 when another save passed the version sent",
        security: bearerSecurity,
        body: updateBannerInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateBanner({ db: app.db, input: request.body });
      return ok(null);
    },
  );

  app.post(
    "/banner/delete",
    {
      schema: {
        tags,
        summary: "Deletes a banner",
        security: bearerSecurity,
        body: contentIdBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteBanner({ db: app.db, id: request.body.id });
      return ok(null);
    },
  );

  app.post(
    "/banner/uploadImage",
    {
      schema: {
        tags,
        summary: "Uploads a banner picture (PNG, JPEG, GIF, WebP; at most 5 MB); answers its URL",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const file = await request.file({ limits: { fileSize: contentLimits.bannerImageMaxBytes } });
      return ok({ url: await uploadBannerImage({ publicFiles: app.publicFiles, file }) });
    },
  );

  languagePaths(app, {
    base: "/banner",
    tags,
    words: "a banner's title and picture",
    kind: bannerTranslations,
    input: bannerTranslationInput,
    answer: bannerTranslationsAnswer,
  });
};
