import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { surveyResponses, surveys } from "../schema.ts";
import { type SurveyWithQuestions, withQuestions } from "../survey-rows.ts";

/**
 * `findCurrentSurvey`: the questionnaire open at `now` (published, opened, not yet closed; the
 * latest opened when several are), and whether `respondentKey` answered it; null when none is.
 */
export async function findCurrentSurvey({
  db,
  now,
  respondentKey,
}: {
  db: Database;
  now: Date;
  respondentKey: string | null;
}): Promise<{ survey: SurveyWithQuestions; answered: boolean } | null> {
  const [open] = await db
    .select()
    .from(surveys)
    .where(
      and(eq(surveys.status, "published"), lte(surveys.opensAt, now), gt(surveys.closesAt, now)),
    )
    .orderBy(desc(surveys.opensAt), desc(surveys.id))
    .limit(1);
  if (!open) return null;
  const [survey] = await withQuestions(db, [open]);
  if (!survey) return null;
  const answered =
    respondentKey !== null &&
    (
      await db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .where(
          and(
            eq(surveyResponses.surveyId, open.id),
            eq(surveyResponses.respondentKey, respondentKey),
          ),
        )
    ).length > 0;
  return { survey, answered };
}
