import type { SurveyStatus, SurveyVersionedIdBody } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { ensureVersion, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { surveys } from "../schema.ts";
import { surveyNotFound } from "../survey-rows.ts";

const refusals = {
  published: "survey.alreadyPublished",
  draft: "survey.notPublished",
} as const;

/**
 * `changeSurveyStatus`: publishes a draft or takes a published survey back to draft, only from
 * the other state (one conditional update: of two concurrent clicks one wins, the other gets
 * 409) and from the version the table showed.
 */
export function changeSurveyStatus({
  db,
  now,
  input: { id, version },
  to,
}: StaffWrite & { input: SurveyVersionedIdBody; to: SurveyStatus }): Promise<void> {
  const from: SurveyStatus = to === "published" ? "draft" : "published";
  return inTransaction(db, async (tx) => {
    const [changed] = await tx
      .update(surveys)
      .set({ status: to, updatedAt: now, version: nextVersion(surveys.version) })
      .where(and(eq(surveys.id, id), eq(surveys.status, from), eq(surveys.version, version)))
      .returning({ id: surveys.id });
    if (changed) return;
    const [current] = await tx.select().from(surveys).where(eq(surveys.id, id));
    if (!current) throw surveyNotFound();
    if (current.status === to) throw new AppError("conflict", refusals[to]);
    ensureVersion(current.version, version);
  });
}
