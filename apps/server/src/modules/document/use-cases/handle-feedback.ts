import type { ModifyFeedbackBody } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { documentFeedback } from "../schema.ts";

/** `modifyFeedback`: staff set the status and reply; who handled it and when are recorded. */
export async function handleFeedback({
  db,
  now,
  staffId,
  ...body
}: ModifyFeedbackBody & { db: Database; now: Date; staffId: number }): Promise<void> {
  const updated = await db
    .update(documentFeedback)
    .set({
      status: body.status,
      ...(body.reply === undefined ? {} : { reply: body.reply || null }),
      handledBy: staffId,
      handledAt: now,
    })
    .where(eq(documentFeedback.id, body.id))
    .returning({ id: documentFeedback.id });
  if (updated.length === 0) throw new AppError("not_found", "document.feedbackNotFound");
}
