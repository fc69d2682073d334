import type { Page, PageQuery } from "@portal/shared";
import { count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { paginate } from "../../platform/db/paginate.ts";
import { products } from "../product/schema.ts";
import { users } from "../user/schema.ts";
import type { FeedbackRow } from "./present.ts";
import { documentFeedback, documents } from "./schema.ts";

/** A page of feedback matching `condition` (which may search the joined tables), newest first. */
export function feedbackPage(
  db: Database,
  condition: SQL | undefined,
  page: PageQuery,
): Promise<Page<FeedbackRow>> {
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: documentFeedback.id,
          documentId: documentFeedback.documentId,
          documentName: documents.name,
          documentLanguage: documents.language,
          documentDescription: documents.description,
          productModel: products.model,
          type: documentFeedback.type,
          content: documentFeedback.content,
          contact: documentFeedback.contact,
          status: documentFeedback.status,
          reply: documentFeedback.reply,
          createdAt: documentFeedback.createdAt,
          handledAt: documentFeedback.handledAt,
          version: documentFeedback.version,
          reporterId: documentFeedback.userId,
          reporterNickname: users.nickname,
        })
        .from(documentFeedback)
        .innerJoin(documents, eq(documents.id, documentFeedback.documentId))
        .innerJoin(users, eq(users.id, documentFeedback.userId))
        .leftJoin(products, eq(products.id, documents.productId))
        .where(condition)
        .orderBy(desc(documentFeedback.createdAt), desc(documentFeedback.id))
        .limit(limit)
        .offset(offset),
    // The joins are those the keyword may search.
    count: () =>
      db
        .select({ total: count() })
        .from(documentFeedback)
        .innerJoin(documents, eq(documents.id, documentFeedback.documentId))
        .innerJoin(users, eq(users.id, documentFeedback.userId))
        .leftJoin(products, eq(products.id, documents.productId))
        .where(condition),
  });
}
