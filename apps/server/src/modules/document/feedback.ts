import type {
  FeedbackBody,
  FeedbackItem,
  findFeedbacksQuery,
  ModifyFeedbackBody,
  Page,
  PageQuery,
} from "@portal/shared";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../platform/app-context.ts";
import type { Database } from "../../platform/db/client.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { paginate } from "../../platform/db/paginate.ts";
import { AppError } from "../../platform/http/errors.ts";
import { products } from "../product/schema.ts";
import { users } from "../user/schema.ts";
import type { DocumentViewer } from "./access.ts";
import { presentFeedback } from "./present.ts";
import { documentFeedback, documents } from "./schema.ts";
import { getDocument } from "./service.ts";

type FeedbackContext = Pick<AppContext, "db" | "now">;

/** `feedback`: a signed-in user reports a problem with a document they can see. */
export async function submitFeedback(
  ctx: FeedbackContext,
  viewer: DocumentViewer & { userId: number },
  body: FeedbackBody,
): Promise<number> {
  await getDocument(ctx.db, viewer, body.documentId);
  const [created] = await ctx.db
    .insert(documentFeedback)
    .values({
      documentId: body.documentId,
      userId: viewer.userId,
      type: body.type,
      content: body.content,
      contact: body.contact || null,
      createdAt: ctx.now(),
    })
    .returning({ id: documentFeedback.id });
  if (!created) throw new AppError("internal");
  return created.id;
}

async function feedbackPage(
  db: Database,
  condition: SQL | undefined,
  page: PageQuery,
  showReporter: boolean,
): Promise<Page<FeedbackItem>> {
  const found = await paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: documentFeedback.id,
          documentId: documentFeedback.documentId,
          documentName: documents.name,
          productModel: products.model,
          type: documentFeedback.type,
          content: documentFeedback.content,
          contact: documentFeedback.contact,
          status: documentFeedback.status,
          reply: documentFeedback.reply,
          createdAt: documentFeedback.createdAt,
          handledAt: documentFeedback.handledAt,
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
  return { ...found, list: found.list.map((row) => presentFeedback(row, showReporter)) };
}

/** `myFeedbacks`: the user's own reports, newest first, with the staff's answers. */
export function listOwnFeedback(db: Database, userId: number, page: PageQuery) {
  return feedbackPage(db, eq(documentFeedback.userId, userId), page, false);
}

/** `findFeedbacks`: the staff's queue, filtered by status and a keyword, newest first. */
export function findFeedback(db: Database, query: z.infer<typeof findFeedbacksQuery>) {
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
  return feedbackPage(db, condition, query, true);
}

/** `modifyFeedback`: staff set the status and reply; who handled it and when are recorded. */
export async function handleFeedback(
  ctx: FeedbackContext,
  staffId: number,
  body: ModifyFeedbackBody,
): Promise<void> {
  const updated = await ctx.db
    .update(documentFeedback)
    .set({
      status: body.status,
      ...(body.reply === undefined ? {} : { reply: body.reply || null }),
      handledBy: staffId,
      handledAt: ctx.now(),
    })
    .where(eq(documentFeedback.id, body.id))
    .returning({ id: documentFeedback.id });
  if (updated.length === 0) throw new AppError("not_found", "document.feedbackNotFound");
}
