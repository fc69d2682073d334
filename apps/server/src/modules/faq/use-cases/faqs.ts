import {
  contentLimits,
  type FaqInput,
  type FaqListQuery,
  type FaqType,
  type Page,
  type UpdateFaqInput,
} from "@portal/shared";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError, staleRecord } from "../../../platform/http/errors.ts";
import { richTextWithin } from "../../../platform/sanitize/rich-text.ts";
import { faqs, faqTypes } from "../schema.ts";
import { faqTypeNotFound, listFaqTypes } from "./faq-types.ts";

const faqNotFound = () => new AppError("not_found", "faq.notFound");

async function faqValues(db: Database, input: FaqInput) {
  const [type] = await db
    .select({ id: faqTypes.id })
    .from(faqTypes)
    .where(eq(faqTypes.id, input.typeId));
  if (!type) throw faqTypeNotFound();
  return {
    typeId: input.typeId,
    question: input.question,
    answer: richTextWithin(input.answer, {
      field: "answer",
      maxCharacters: contentLimits.richTextMaxCharacters,
    }),
    sort: input.sort,
    status: input.status,
  };
}

const selectFaqs = (db: Database) =>
  db
    .select({
      id: faqs.id,
      typeId: faqs.typeId,
      typeName: faqTypes.name,
      question: faqs.question,
      answer: faqs.answer,
      sort: faqs.sort,
      status: faqs.status,
      version: faqs.version,
      updatedAt: faqs.updatedAt,
    })
    .from(faqs)
    .innerJoin(faqTypes, eq(faqTypes.id, faqs.typeId));
export type FaqRow = Awaited<ReturnType<ReturnType<typeof selectFaqs>["execute"]>>[number];

/** `save`. */
export async function addFaq({ db, now, input }: { db: Database; now: Date; input: FaqInput }) {
  const values = await faqValues(db, input);
  const [row] = await db
    .insert(faqs)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: faqs.id });
  if (!row) throw new Error("the FAQ was not inserted");
  return row.id;
}

/** `update`: 409 when `version` is not the question's version any more. */
export function updateFaq({
  db,
  now,
  input: { id, version, ...input },
}: {
  db: Database;
  now: Date;
  input: UpdateFaqInput;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ version: faqs.version })
      .from(faqs)
      .where(eq(faqs.id, id))
      .for("update");
    if (!current) throw faqNotFound();
    if (current.version !== version) throw staleRecord(current.version);
    const values = await faqValues(tx, input);
    await tx
      .update(faqs)
      .set({ ...values, updatedAt: now, version: sql`${faqs.version} + 1` })
      .where(eq(faqs.id, id));
  });
}

/** `delete`. */
export async function deleteFaq({ db, id }: { db: Database; id: number }): Promise<void> {
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (deleted.length === 0) throw faqNotFound();
}

function searchCondition(query: { typeId?: number | undefined; keyword?: string | undefined }) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    query.typeId === undefined ? undefined : eq(faqs.typeId, query.typeId),
    pattern ? or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern)) : undefined,
  );
}

/** `list` (staff, any status) and `getFaqList` (published only): in type and question order. */
export function listFaqs({
  db,
  query: { typeId, keyword, ...page },
  publishedOnly,
}: {
  db: Database;
  query: FaqListQuery;
  publishedOnly: boolean;
}): Promise<Page<FaqRow>> {
  const condition = and(
    searchCondition({ typeId, keyword }),
    publishedOnly ? eq(faqs.status, "published") : undefined,
  );
  return paginate(page, {
    rows: ({ limit, offset }) =>
      selectFaqs(db)
        .where(condition)
        .orderBy(asc(faqTypes.sort), asc(faqTypes.id), asc(faqs.sort), asc(faqs.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(faqs).where(condition),
  });
}

/** `queryFaq`: one published question. */
export async function getFaq({ db, id }: { db: Database; id: number }): Promise<FaqRow> {
  const [row] = await selectFaqs(db).where(and(eq(faqs.id, id), eq(faqs.status, "published")));
  if (!row) throw faqNotFound();
  return row;
}

/**
 * `queryAll`: the knowledge base, every type in order with its published questions matching
 * the keyword; types left empty by the search are left out.
 */
export async function listFaqGroups({
  db,
  keyword,
}: {
  db: Database;
  keyword?: string | undefined;
}): Promise<(Omit<FaqType, "version"> & { faqs: FaqRow[] })[]> {
  const types = await listFaqTypes({ db });
  const rows = await selectFaqs(db)
    .where(and(searchCondition({ keyword }), eq(faqs.status, "published")))
    .orderBy(asc(faqs.sort), asc(faqs.id));
  const groups = types.map(({ version: _version, ...type }) => ({
    ...type,
    faqs: rows.filter((row) => row.typeId === type.id),
  }));
  return keyword ? groups.filter((group) => group.faqs.length > 0) : groups;
}
