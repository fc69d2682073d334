import type { UpdateSurveyInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { surveyQuestions, surveys } from "../schema.ts";
import {
  checkSurveyInput,
  insertQuestions,
  questionsShape,
  responseCount,
  surveyNotFound,
  withQuestions,
} from "../survey-rows.ts";

/**
 * `updateSurvey` from the form's version (409 with the current one when stale). Its questions
 * are written anew while nobody has answered; once somebody has, they must come back unchanged
 * (409 otherwise), since each answer counts for the question and option it was given to. The
 * lock waits for a response being saved (which holds the survey shared), so none slips between.
 */
export function updateSurvey({
  db,
  now,
  input: { id, version, ...input },
}: StaffWrite & { input: UpdateSurveyInput }): Promise<void> {
  checkSurveyInput(input);
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, surveys, { id, version, notFound: surveyNotFound });
    const [stored] = await withQuestions(tx, [current]);
    const questionsChange =
      questionsShape(stored?.questions ?? []) !== questionsShape(input.questions);
    if (questionsChange && (await responseCount(tx, id)) > 0) {
      throw new AppError("conflict", "survey.hasResponses");
    }
    await tx
      .update(surveys)
      .set({
        title: input.title,
        description: input.description ?? null,
        opensAt: new Date(input.opensAt),
        closesAt: new Date(input.closesAt),
        updatedAt: now,
        version: nextVersion(surveys.version),
      })
      .where(eq(surveys.id, id));
    if (!questionsChange) return;
    await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, id));
    await insertQuestions(tx, id, input.questions);
  });
}
