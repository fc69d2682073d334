import { bannerItem } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { bannerTranslations, translatableBanner } from "./banner-translation-kind.ts";
import { presentBanner } from "./present.ts";
import { listActiveBanners } from "./use-cases/list-active-banners.ts";

const tags = ["banner"];

/** The home page carousel: the banners shown now, for everybody. */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/banner/getBanners",
    {
      schema: {
        tags,
        summary: "The banners shown now (enabled, within their period), in order",
        response: { 200: envelope(z.array(bannerItem)) },
      },
    },
    async (request) => {
      const shown = await bannerTranslations.rowsInLanguage(
        app.db,
        await listActiveBanners({ db: app.db, now: app.now() }),
        request.language,
        translatableBanner,
      );
      return ok(shown.map(presentBanner));
    },
  );
};
