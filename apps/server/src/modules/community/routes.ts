import { memberProfile, onlineEngineer, userIdQuery } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
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
      const profile = await getMemberProfile({
        db: app.db,
        userId: request.query.id,
        reader: request.language,
        welcomeGrant: await app.setting("points.welcomeGrant"),
      });
      // The medal module answers medals once it exists; until then a member shows none.
      return ok(presentMemberProfile({ ...profile, medals: [] }, app.config.siteHost));
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
