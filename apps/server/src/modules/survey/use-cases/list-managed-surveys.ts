import type { Page, SurveyListQuery } from "@portal/shared";
import { and, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { surveyResponses, surveys } from "../schema.ts";
import { type SurveyWithQuestions, withQuestions } from "../survey-rows.ts";

export type ManagedSurvey = SurveyWithQuestions & { responses: number };

/**
 * `/survey/manageList`: the surveys, last changed first (the `surveys_updated_index` order), by
 * a word of the title and by status, each with its questions and how many responded.
 */
export async function listManagedSurveys({
  db,
  query: { keyword, status, ...page },
}: {
  db: Database;
  query: SurveyListQuery;
}): Promise<Page<ManagedSurvey>> {
  const where = and(
    keyword ? ilike(surveys.title, containsPattern(keyword)) : undefined,
    status ? eq(surveys.status, status) : undefined,
  );
  const found = await paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(surveys)
        .where(where)
        .orderBy(desc(surveys.updatedAt), desc(surveys.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(surveys).where(where),
  });
  const ids = found.list.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ surveyId: surveyResponses.surveyId, total: sql<number>`count(*)::int` })
          .from(surveyResponses)
          .where(inArray(surveyResponses.surveyId, ids))
          .groupBy(surveyResponses.surveyId);
  const list = await withQuestions(db, found.list);
  return {
    ...found,
    list: list.map((survey) => ({
      ...survey,
      responses: counts.find((row) => row.surveyId === survey.id)?.total ?? 0,
    })),
  };
}
