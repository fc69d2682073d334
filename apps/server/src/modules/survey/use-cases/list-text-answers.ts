import type { Page, SurveyTextAnswersQuery } from "@portal/shared";
import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { surveyAnswers, surveyResponses } from "../schema.ts";

export type TextAnswerRow = { responseId: number; text: string; submittedAt: Date };

/** `listTextAnswers`: a text question's answers, latest response first, paged. */
export function listTextAnswers({
  db,
  query: { questionId, ...page },
}: {
  db: Database;
  query: SurveyTextAnswersQuery;
}): Promise<Page<TextAnswerRow>> {
  const where = and(eq(surveyAnswers.questionId, questionId), isNotNull(surveyAnswers.text));
  return paginate(page, {
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          responseId: surveyAnswers.responseId,
          text: surveyAnswers.text,
          submittedAt: surveyResponses.createdAt,
        })
        .from(surveyAnswers)
        .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
        .where(where)
        .orderBy(desc(surveyAnswers.responseId))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, text: row.text ?? "" }));
    },
    count: () => db.select({ total: count() }).from(surveyAnswers).where(where),
  });
}
