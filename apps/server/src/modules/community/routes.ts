import { memberProfile, onlineEngineer, userIdQuery } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { medalsOf } from "../medal/use-cases/medals-of.ts";
import { presentMemberProfile, presentOnlineEngineer } from "./present.ts";
import { getMemberProfile } from "./use-cases/get-member-profile.ts";
import { listOnlineEngineers } from "./use-cases/list-online-engineers.ts";

const tags = ["community"];

/** Members' public pages and who is online, for everybody. */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/userInfoById",
    {
      schema: {
        tags,
        summary: "A member's public profile with title (reader's language), points and medals",
        querystring: userIdQuery,
        response: { 200: envelope(memberProfile) },
      },
    },
    async (request) => {
      const reader = request.language;
      const userId = request.query.id;
      const [profile, medals] = await Promise.all([
        getMemberProfile({
          db: app.db,
          userId,
          reader,
          welcomeGrant: await app.setting("points.welcomeGrant"),
        }),
        medalsOf(app.db, [userId], reader),
      ]);
      return ok(
        presentMemberProfile({ ...profile, medals: medals.get(userId) ?? [] }, app.config.siteHost),
      );
    },
  );

  app.get(
    "/user/queryOnlineEngineers",
    {
      schema: {
        tags,
        summary: "Certified engineers with a session used in the last five minutes",
        response: { 200: envelope(z.array(onlineEngineer)) },
      },
    },
    async (request) => {
      const engineers = await listOnlineEngineers({
        db: app.db,
        now: app.now(),
        reader: request.language,
      });
      return ok(engineers.map((row) => presentOnlineEngineer(row, app.config.siteHost)));
    },
  );
};
