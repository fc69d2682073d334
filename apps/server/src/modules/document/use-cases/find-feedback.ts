import type { findFeedbacksQuery } from "@portal/shared";
import { and, eq, ilike, or } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { products } from "../../product/schema.ts";
import { users } from "../../user/schema.ts";
import { feedbackPage } from "../feedback-rows.ts";
import { documentFeedback, documents } from "../schema.ts";

/** `findFeedbacks`: the staff's queue, filtered by status and a keyword, newest first. */
export function findFeedback({
  db,
  ...query
}: z.infer<typeof findFeedbacksQuery> & { db: Database }) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const condition = and(
    query.status ? eq(documentFeedback.status, query.status) : undefined,
    pattern
      ? or(
          ilike(documentFeedback.content, pattern),
          ilike(documents.name, pattern),
          ilike(products.model, pattern),
          ilike(users.nickname, pattern),
        )
      : undefined,
  );
  return feedbackPage(db, condition, query);
}
