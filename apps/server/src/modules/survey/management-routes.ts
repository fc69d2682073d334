import {
  type Language,
  pageOf,
  permissions,
  surveyIdQuery,
  surveyInput,
  surveyItem,
  surveyListQuery,
  surveyResults,
  surveyTextAnswer,
  surveyTextAnswersQuery,
  surveyVersionedIdBody,
  updateSurveyInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { translate } from "../../platform/i18n/registry.ts";
import { type ExportColumn, sendTableExport } from "../../platform/spreadsheet/table-export.ts";
import { presentManagedSurvey, presentTextAnswer } from "./present.ts";
import type { SurveyWithQuestions } from "./survey-rows.ts";
import { addSurvey } from "./use-cases/add-survey.ts";
import { changeSurveyStatus } from "./use-cases/change-survey-status.ts";
import { deleteSurvey } from "./use-cases/delete-survey.ts";
import {
  type ExportedResponse,
  exportSurveyResponses,
} from "./use-cases/export-survey-responses.ts";
import { listManagedSurveys } from "./use-cases/list-managed-surveys.ts";
import { listTextAnswers } from "./use-cases/list-text-answers.ts";
import { readSurveyResults } from "./use-cases/read-survey-results.ts";
import { updateSurvey } from "./use-cases/update-survey.ts";

const tags = ["survey"];

/** The management area's questionnaires, their results and export; needs `content:write`. */
export const surveyManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.contentWrite));

  app.get(
    "/survey/manageList",
    {
      schema: {
        tags,
        summary:
          "Management table of questionnaires, last changed first, with questions and counts",
        security: bearerSecurity,
        querystring: surveyListQuery,
        response: { 200: envelope(pageOf(surveyItem)) },
      },
    },
    async (request) => {
      const page = await listManagedSurveys({ db: app.db, query: request.query });
      return ok({ ...page, list: page.list.map(presentManagedSurvey) });
    },
  );

  app.post(
    "/survey/add",
    {
      schema: {
        tags,
        summary: "Adds a draft questionnaire with its questions and options in order",
        security: bearerSecurity,
        body: surveyInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) =>
      ok({
        id: await addSurvey({
          db: app.db,
          now: app.now(),
          actor: request.currentUser(),
          input: request.body,
        }),
      }),
  );

  app.post(
    "/survey/update",
    {
      schema: {
        tags,
        summary:
          "Edits a questionnaire from the version read; 409 when stale, or when it has answers and its questions change",
        security: bearerSecurity,
        body: updateSurveyInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateSurvey({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        input: request.body,
      });
      return ok(null);
    },
  );

  for (const [path, to] of [
    ["/survey/publish", "published"],
    ["/survey/unpublish", "draft"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary:
            to === "published"
              ? "Publishes a draft questionnaire; 409 when it is published already"
              : "Takes a published questionnaire back to draft; 409 when it is not published",
          security: bearerSecurity,
          body: surveyVersionedIdBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await changeSurveyStatus({
          db: app.db,
          now: app.now(),
          actor: request.currentUser(),
          input: request.body,
          to,
        });
        return ok(null);
      },
    );
  }

  app.post(
    "/survey/delete",
    {
      schema: {
        tags,
        summary: "Deletes a draft questionnaire with its answers; 409 while it is published",
        security: bearerSecurity,
        body: surveyVersionedIdBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteSurvey({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        input: request.body,
      });
      return ok(null);
    },
  );

  app.get(
    "/survey/results",
    {
      schema: {
        tags,
        summary: "A questionnaire's answers counted per question: options, ratings and average",
        security: bearerSecurity,
        querystring: surveyIdQuery,
        response: { 200: envelope(surveyResults) },
      },
    },
    async (request) =>
      ok(await readSurveyResults({ db: app.db, surveyId: request.query.surveyId })),
  );

  app.get(
    "/survey/textAnswers",
    {
      schema: {
        tags,
        summary: "A text question's answers, latest first, paged",
        security: bearerSecurity,
        querystring: surveyTextAnswersQuery,
        response: { 200: envelope(pageOf(surveyTextAnswer)) },
      },
    },
    async (request) => {
      const page = await listTextAnswers({ db: app.db, query: request.query });
      return ok({ ...page, list: page.list.map(presentTextAnswer) });
    },
  );

  app.get(
    "/survey/exportExcel",
    {
      schema: {
        tags,
        summary:
          "A questionnaire's responses as .xlsx: one row per response, one column per question",
        security: bearerSecurity,
        querystring: surveyIdQuery,
        produces: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      },
    },
    async (request, reply) => {
      const { survey, responses } = await exportSurveyResponses({
        db: app.db,
        surveyId: request.query.surveyId,
      });
      return sendTableExport(request, reply, {
        fileName: translate(request.language, "survey.export.fileName", { id: survey.id }),
        sheetName: survey.title,
        columns: exportColumns(survey, request.language),
        rows: responses,
      });
    },
  );
};

/** The response's number, time and respondent, then one column per question in order. */
function exportColumns(
  survey: SurveyWithQuestions,
  language: Language,
): ExportColumn<ExportedResponse>[] {
  return [
    {
      header: translate(language, "survey.export.response"),
      width: 10,
      value: (response) => response.id,
    },
    {
      header: translate(language, "survey.export.submittedAt"),
      width: 20,
      value: (response) => response.submittedAt,
    },
    {
      header: translate(language, "survey.export.respondent"),
      width: 14,
      value: (response) =>
        response.userId === null
          ? translate(language, "survey.export.visitor")
          : translate(language, "survey.export.member", { id: response.userId }),
    },
    ...survey.questions.map(
      (question, index): ExportColumn<ExportedResponse> => ({
        header: `${index + 1}. ${question.title}`,
        width: question.type === "text" ? 40 : 24,
        value: (response) => {
          const answer = response.answers.get(question.id);
          if (!answer) return null;
          if (question.type === "rating") return answer.rating;
          if (question.type === "text") return answer.text;
          return question.options
            .filter((option) => answer.optionIds.includes(option.id))
            .map((option) => option.label)
            .join("; ");
        },
      }),
    ),
  ];
}
