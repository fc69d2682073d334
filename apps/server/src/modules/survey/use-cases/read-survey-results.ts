import type { SurveyResults } from "@portal/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { surveyAnswers, surveys } from "../schema.ts";
import { responseCount, surveyNotFound, withQuestions } from "../survey-rows.ts";

/**
 * `readSurveyResults`: per question, how many responses answered it, each option's count, and a
 * rating's spread from 1 to its top with its average; grouped in the database (one statement,
 * by the `survey_answers_question_index`), whatever the number of responses.
 */
export async function readSurveyResults({
  db,
  surveyId,
}: {
  db: Database;
  surveyId: number;
}): Promise<SurveyResults> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!row) throw surveyNotFound();
  const [survey] = await withQuestions(db, [row]);
  const questions = survey?.questions ?? [];
  const groups =
    questions.length === 0
      ? []
      : await db
          .select({
            questionId: surveyAnswers.questionId,
            optionId: surveyAnswers.optionId,
            rating: surveyAnswers.rating,
            count: sql<number>`count(*)::int`,
          })
          .from(surveyAnswers)
          .where(
            inArray(
              surveyAnswers.questionId,
              questions.map((question) => question.id),
            ),
          )
          .groupBy(surveyAnswers.questionId, surveyAnswers.optionId, surveyAnswers.rating);
  const answeredOf = await answeredCounts(
    db,
    questions.map((question) => question.id),
  );
  return {
    id: row.id,
    title: row.title,
    responses: await responseCount(db, row.id),
    questions: questions.map((question) => {
      const own = groups.filter((group) => group.questionId === question.id);
      const ratings = Array.from({ length: question.ratingMax ?? 0 }, (_, index) => ({
        rating: index + 1,
        count: own.find((group) => group.rating === index + 1)?.count ?? 0,
      }));
      const rated = ratings.reduce((sum, { count }) => sum + count, 0);
      const ratingSum = ratings.reduce((sum, { rating, count }) => sum + rating * count, 0);
      return {
        id: question.id,
        type: question.type as SurveyResults["questions"][number]["type"],
        title: question.title,
        answered: answeredOf.get(question.id) ?? 0,
        options: question.options.map((option) => ({
          id: option.id,
          label: option.label,
          count: own.find((group) => group.optionId === option.id)?.count ?? 0,
        })),
        ratings,
        ratingAverage: rated === 0 ? null : Math.round((ratingSum / rated) * 100) / 100,
      };
    }),
  };
}

/** How many responses answered each question (a multiple choice counts its response once). */
async function answeredCounts(db: Database, questionIds: number[]): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({
      questionId: surveyAnswers.questionId,
      answered: sql<number>`count(distinct ${surveyAnswers.responseId})::int`,
    })
    .from(surveyAnswers)
    .where(inArray(surveyAnswers.questionId, questionIds))
    .groupBy(surveyAnswers.questionId);
  return new Map(rows.map((row) => [row.questionId, row.answered]));
}
