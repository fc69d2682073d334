import type { ModifyFeedbackBody } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { documentFeedback } from "../schema.ts";

const feedbackNotFound = () => new AppError("not_found", "document.feedbackNotFound");

/**
 * `modifyFeedback`: staff set the status and reply; who handled it and when are recorded. 409
 * when `version` is not the feedback's version any more (another answer was saved meanwhile).
 */
export function handleFeedback({
  db,
  now,
  staffId,
  version,
  ...body
}: ModifyFeedbackBody & { db: Database; now: Date; staffId: number }): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lockVersionedRow(tx, documentFeedback, {
      id: body.id,
      version,
      notFound: feedbackNotFound,
    });
    await tx
      .update(documentFeedback)
      .set({
        status: body.status,
        ...(body.reply === undefined ? {} : { reply: body.reply || null }),
        handledBy: staffId,
        handledAt: now,
        version: nextVersion(documentFeedback.version),
      })
      .where(eq(documentFeedback.id, body.id));
  });
}
