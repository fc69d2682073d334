import type {
  CurrentSurvey,
  Page,
  SurveyInput,
  SurveyItem,
  SurveyResults,
  SurveySaveAnswer,
  SurveySaveInput,
  SurveyStatus,
  SurveyTextAnswer,
} from "@portal/shared";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { http } from "../../lib/http.ts";
import { pagedQuery, sendVersionedSave, useInvalidatingMutation } from "../../lib/mutations.ts";

/** Filters and page of the questionnaires' management table. */
type SurveyTableQuery = { keyword?: string; status?: SurveyStatus; page: number; pageSize: number };

/** Every key of the survey domain starts with "survey": a change marks them all stale. */
const surveyKeys = {
  all: ["survey"] as const,
  current: (respondent: string) => ["survey", "current", respondent] as const,
  table: (query: SurveyTableQuery) => ["survey", "table", query] as const,
  results: (id: number) => ["survey", "results", id] as const,
  texts: (questionId: number, page: number) => ["survey", "texts", questionId, page] as const,
};

const surveyViews = [surveyKeys.all];

/**
 * GET /survey/current: the open questionnaire (null when none is) and whether this member, or
 * this browser's visitor key, answered it.
 */
export function useCurrentSurvey(visitorKey: string | null) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    queryKey: surveyKeys.current(token ? "member" : (visitorKey ?? "nobody")),
    queryFn: ({ signal }) =>
      http.get<CurrentSurvey | null>("/api/survey/current", {
        query: token ? {} : { visitorKey },
        onUnauthorized: "forget",
        signal,
        quiet: true,
      }),
  });
}

/** POST /survey/save: a retry sends the same idempotency key, so it never counts twice. */
export function useSubmitSurvey() {
  return useInvalidatingMutation(
    (input: SurveySaveInput) =>
      http.post<SurveySaveAnswer>("/api/survey/save", input, { fieldErrorsInForm: true }),
    surveyViews,
  );
}

/** GET /survey/manageList: the questionnaires, last changed first. */
export function useSurveyTable(query: SurveyTableQuery) {
  return useQuery(
    pagedQuery<SurveyItem, Page<SurveyItem>>(
      surveyKeys.table(query),
      "/api/survey/manageList",
      query,
    ),
  );
}

/** /survey/add (no id) or /survey/update (with the version the form read). */
export function useSaveSurvey() {
  return useInvalidatingMutation(
    sendVersionedSave<SurveyInput>({ add: "/api/survey/add", update: "/api/survey/update" }),
    surveyViews,
  );
}

type VersionedId = { id: number; version: number };

export function useSetSurveyPublished() {
  return useInvalidatingMutation(
    ({ published, ...row }: VersionedId & { published: boolean }) =>
      http.post<null>(published ? "/api/survey/publish" : "/api/survey/unpublish", row),
    surveyViews,
  );
}

export function useDeleteSurvey() {
  return useInvalidatingMutation(
    (row: VersionedId) => http.post<null>("/api/survey/delete", row),
    surveyViews,
  );
}

/** GET /survey/results: the answers counted per question. */
export function useSurveyResults(surveyId: number) {
  return useQuery({
    queryKey: surveyKeys.results(surveyId),
    queryFn: ({ signal }) =>
      http.get<SurveyResults>("/api/survey/results", { query: { surveyId }, signal, quiet: true }),
  });
}

/** GET /survey/textAnswers: a text question's latest answers, a page at a time. */
export function useTextAnswers(questionId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: surveyKeys.texts(questionId, page),
    queryFn: ({ signal }) =>
      http.get<Page<SurveyTextAnswer>>("/api/survey/textAnswers", {
        query: { questionId, page, pageSize },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /survey/exportExcel: the responses as .xlsx, saved by the browser; answers the file name. */
export function useExportSurvey() {
  return useMutation({
    mutationFn: (surveyId: number) =>
      http.download("/api/survey/exportExcel", {
        query: { surveyId },
        fallbackName: `survey-${surveyId}.xlsx`,
      }),
  });
}
