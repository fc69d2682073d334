import type { SurveyVersionedIdBody } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { ensureVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { surveys } from "../schema.ts";
import { surveyNotFound } from "../survey-rows.ts";

/**
 * `deleteSurvey`: a draft only (a published one is unpublished first, so nobody loses the page
 * while answering), with its questions and responses (the foreign keys' cascade).
 */
export function deleteSurvey({
  db,
  input: { id, version },
}: StaffWrite & { input: SurveyVersionedIdBody }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [deleted] = await tx
      .delete(surveys)
      .where(and(eq(surveys.id, id), eq(surveys.status, "draft"), eq(surveys.version, version)))
      .returning({ id: surveys.id });
    if (deleted) return;
    const [current] = await tx.select().from(surveys).where(eq(surveys.id, id));
    if (!current) throw surveyNotFound();
    if (current.status !== "draft") throw new AppError("conflict", "survey.deletePublished");
    ensureVersion(current.version, version);
  });
}
