import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { rowsInBatches } from "../../../platform/spreadsheet/table-export.ts";
import { surveyAnswers, surveyResponses, surveys } from "../schema.ts";
import { type SurveyWithQuestions, surveyNotFound, withQuestions } from "../survey-rows.ts";

const batchSize = 500;

/** One response as a row of the export: its answers by question id. */
export type ExportedResponse = {
  id: number;
  userId: number | null;
  submittedAt: Date;
  answers: Map<number, { optionIds: number[]; text: string | null; rating: number | null }>;
};

/**
 * `exportSurveyResponses`: the survey with its questions (the export's columns) and its
 * responses in id order, read 500 at a time with their answers as the export streams them.
 */
export async function exportSurveyResponses({
  db,
  surveyId,
}: {
  db: Database;
  surveyId: number;
}): Promise<{ survey: SurveyWithQuestions; responses: AsyncIterable<ExportedResponse> }> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!row) throw surveyNotFound();
  const [survey] = await withQuestions(db, [row]);
  if (!survey) throw surveyNotFound();
  const responses = rowsInBatches(async (lastId) => {
    const batch = await db
      .select()
      .from(surveyResponses)
      .where(
        and(
          eq(surveyResponses.surveyId, surveyId),
          lastId === null ? undefined : gt(surveyResponses.id, lastId),
        ),
      )
      .orderBy(asc(surveyResponses.id))
      .limit(batchSize);
    if (batch.length === 0) return [];
    const answers = await db
      .select()
      .from(surveyAnswers)
      .where(
        inArray(
          surveyAnswers.responseId,
          batch.map((response) => response.id),
        ),
      )
      .orderBy(asc(surveyAnswers.id));
    const byResponse = new Map<number, ExportedResponse["answers"]>();
    for (const answer of answers) {
      const byQuestion = byResponse.get(answer.responseId) ?? new Map();
      const entry = byQuestion.get(answer.questionId) ?? {
        optionIds: [],
        text: null,
        rating: null,
      };
      if (answer.optionId !== null) entry.optionIds.push(answer.optionId);
      if (answer.text !== null) entry.text = answer.text;
      if (answer.rating !== null) entry.rating = answer.rating;
      byQuestion.set(answer.questionId, entry);
      byResponse.set(answer.responseId, byQuestion);
    }
    return batch.map((response) => ({
      id: response.id,
      userId: response.userId,
      submittedAt: response.createdAt,
      answers: byResponse.get(response.id) ?? new Map(),
    }));
  });
  return { survey, responses };
}
