import type { PageQuery } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { feedbackPage } from "../feedback-rows.ts";
import { documentFeedback } from "../schema.ts";

/** `myFeedbacks`: the user's own reports, newest first, with the staff's answers. */
export function listOwnFeedback({
  db,
  userId,
  ...page
}: PageQuery & { db: Database; userId: number }) {
  return feedbackPage(db, eq(documentFeedback.userId, userId), page);
}
