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
  translationsQuery,
  translationTarget,
  updateBannerInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { bannerTranslations, translatableBanner } from "./banner-translation-kind.ts";
import { presentBanner } from "./present.ts";
import { addBanner } from "./use-cases/add-banner.ts";
import { deleteBanner } from "./use-cases/delete-banner.ts";
import { listBanners } from "./use-cases/list-banners.ts";
import { saveBannerTranslation } from "./use-cases/save-banner-translation.ts";
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

  app.get(
    "/banner/translations",
    {
      schema: {
        tags,
        summary: "A banner's titles and pictures in other languages",
        security: bearerSecurity,
        querystring: translationsQuery,
        response: { 200: envelope(bannerTranslationsAnswer) },
      },
    },
    async (request) => ok(await bannerTranslations.forEditing(app.db, request.query.id)),
  );

  app.post(
    "/banner/saveTranslation",
    {
      schema: {
        tags,
        summary:
          "Adds (version 0) or edits a banner's title and picture in a language other than its original's",
        security: bearerSecurity,
        body: bannerTranslationInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await saveBannerTranslation({ db: app.db, now: app.now(), input: request.body });
      return ok(null);
    },
  );

  app.post(
    "/banner/deleteTranslation",
    {
      schema: {
        tags,
        summary: "Deletes a banner's version in one language",
        security: bearerSecurity,
        body: translationTarget,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await bannerTranslations.remove(app.db, request.body);
      return ok(null);
    },
  );
};
