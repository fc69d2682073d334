import {
  currentSurvey,
  currentSurveyQuery,
  surveySaveAnswer,
  surveySaveInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentCurrentSurvey } from "./present.ts";
import { findCurrentSurvey } from "./use-cases/find-current-survey.ts";
import { respondentKeyOf, saveSurveyResponse } from "./use-cases/save-survey-response.ts";

const tags = ["survey"];

/** The open questionnaire, for members and visitors, and their one submission. */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/survey/current",
    {
      schema: {
        tags,
        summary:
          "The questionnaire open now with its questions, and whether the caller (a member, or a visitor by visitorKey) answered it; null when none is open",
        security: bearerSecurity,
        querystring: currentSurveyQuery,
        response: { 200: envelope(currentSurvey) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const respondentKey = respondentKeyOf(
        request.auth ? { userId: request.auth.userId } : { visitorKey: request.query.visitorKey },
      );
      const found = await findCurrentSurvey({ db: app.db, now: app.now(), respondentKey });
      return ok(found ? presentCurrentSurvey(found.survey, found.answered) : null);
    },
  );

  app.post(
    "/survey/save",
    {
      schema: {
        tags,
        summary:
          "Answers a published, open questionnaire once per member or visitor (visitorKey); a retry with the same idempotencyKey answers the first submission, another submission 409",
        security: bearerSecurity,
        body: surveySaveInput,
        response: { 200: envelope(surveySaveAnswer) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const saved = await saveSurveyResponse({
        db: app.db,
        now: app.now(),
        respondent: request.auth
          ? { userId: request.auth.userId }
          : { visitorKey: request.body.visitorKey },
        input: request.body,
      });
      return ok({ responseId: saved.id, submittedAt: saved.createdAt.toISOString() });
    },
  );
};
