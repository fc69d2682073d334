import { dailySignIn, pointsLedgerPage, pointsLedgerQuery } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentLedgerEntry } from "./present.ts";
import { readPointsRuleSettings } from "./use-cases/award-rule-points.ts";
import { signInToday } from "./use-cases/daily-sign-in.ts";
import { readPointsLedger } from "./use-cases/read-points-ledger.ts";

const tags = ["points"];

/** A member's own points: the balance and the ledger. */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/points",
    {
      schema: {
        tags,
        summary: "The signed-in member's balance and ledger, newest first (opens the account)",
        security: bearerSecurity,
        querystring: pointsLedgerQuery,
        response: { 200: envelope(pointsLedgerPage) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const found = await readPointsLedger({
        db: app.db,
        userId: request.currentUser().userId,
        welcomeGrant: await app.setting("points.welcomeGrant"),
        now: app.now(),
        page: request.query,
      });
      return ok({ ...found, list: found.list.map(presentLedgerEntry) });
    },
  );

  app.post(
    "/user/dailySignIn",
    {
      schema: {
        tags,
        summary:
          "Today's sign-in: its points once a UTC day (points.signInReward); again answers 0 awarded",
        security: bearerSecurity,
        response: { 200: envelope(dailySignIn) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { answer, notices } = await signInToday({
        db: app.db,
        userId: request.currentUser().userId,
        now: app.now(),
        settings: await readPointsRuleSettings(app.setting),
      });
      await app.notify(notices);
      return ok(answer);
    },
  );
};
