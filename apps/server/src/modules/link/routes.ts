import { contentIdBody, friendshipLink } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { linkTranslations, translatableLink } from "./link-translation-kind.ts";
import { presentLink } from "./present.ts";
import { countLinkClick } from "./use-cases/count-link-click.ts";
import { listLinks } from "./use-cases/list-links.ts";

const tags = ["link"];

/** Friendship links of the footer, listed and clicked by everybody. */
export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/link/list",
    {
      schema: {
        tags,
        summary: "Every friendship link in footer order",
        response: { 200: envelope(z.array(friendshipLink)) },
      },
    },
    async (request) => {
      const links = await linkTranslations.rowsInLanguage(
        app.db,
        await listLinks({ db: app.db }),
        request.language,
        translatableLink,
      );
      return ok(links.map(presentLink));
    },
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
      ok({ clickCount: await countLinkClick({ db: app.db, now: app.now(), id: request.body.id }) }),
  );
};
