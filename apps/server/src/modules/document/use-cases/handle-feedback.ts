import type { ModifyFeedbackBody } from "@portal/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError, staleRecord } from "../../../platform/http/errors.ts";
import { documentFeedback } from "../schema.ts";

/**
 * `modifyFeedback`: staff set the status and reply; who handled it and when are recorded. 409
 * when `version` is not the feedback's version any more (another answer was saved meanwhile).
 */
export async function handleFeedback({
  db,
  now,
  staffId,
  version,
  ...body
}: ModifyFeedbackBody & { db: Database; now: Date; staffId: number }): Promise<void> {
  const updated = await db
    .update(documentFeedback)
    .set({
      status: body.status,
      ...(body.reply === undefined ? {} : { reply: body.reply || null }),
      handledBy: staffId,
      handledAt: now,
      version: sql`${documentFeedback.version} + 1`,
    })
    // Checked and written in one statement: a concurrent answer either passed first or waits.
    .where(and(eq(documentFeedback.id, body.id), eq(documentFeedback.version, version)))
    .returning({ id: documentFeedback.id });
  if (updated.length > 0) return;
  const [current] = await db
    .select({ version: documentFeedback.version })
    .from(documentFeedback)
    .where(eq(documentFeedback.id, body.id));
  if (!current) throw new AppError("not_found", "document.feedbackNotFound");
  throw staleRecord(current.version);
}
