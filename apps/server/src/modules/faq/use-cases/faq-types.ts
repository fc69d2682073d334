import type { FaqType } from "@portal/shared";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError, staleRecord } from "../../../platform/http/errors.ts";
import { faqs, faqTypes } from "../schema.ts";

export const faqTypeNotFound = () =>
  new AppError("not_found", "faq.typeNotFound", {
    fields: [{ field: "typeId", messageKey: "faq.typeNotFound" }],
  });

/** `getFaqTypeList`: every type in order, with how many questions it holds. */
export function listFaqTypes({ db }: { db: Database }): Promise<FaqType[]> {
  return db
    .select({
      id: faqTypes.id,
      name: faqTypes.name,
      sort: faqTypes.sort,
      version: faqTypes.version,
      faqCount: sql<number>`(select count(*)::int from ${faqs} where ${faqs.typeId} = ${faqTypes.id})`,
    })
    .from(faqTypes)
    .orderBy(asc(faqTypes.sort), asc(faqTypes.id));
}

/** `addFaqType`. */
export async function addFaqType({
  db,
  name,
  sort,
}: {
  db: Database;
  name: string;
  sort: number;
}): Promise<number> {
  const [row] = await db.insert(faqTypes).values({ name, sort }).returning({ id: faqTypes.id });
  if (!row) throw new Error("the FAQ type was not inserted");
  return row.id;
}

/** `updateFaqType`: 409 when `version` is not the type's version any more. */
export function updateFaqType({
  db,
  id,
  version,
  name,
  sort,
}: {
  db: Database;
  id: number;
  version: number;
  name: string;
  sort: number;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ version: faqTypes.version })
      .from(faqTypes)
      .where(eq(faqTypes.id, id))
      .for("update");
    if (!current) throw faqTypeNotFound();
    if (current.version !== version) throw staleRecord(current.version);
    await tx
      .update(faqTypes)
      .set({ name, sort, version: sql`${faqTypes.version} + 1` })
      .where(eq(faqTypes.id, id));
  });
}

/** `deleteFaqType`: only an empty type (409 while it holds questions). */
export function deleteFaqType({ db, id }: { db: Database; id: number }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [held] = await tx.select({ total: count() }).from(faqs).where(eq(faqs.typeId, id));
    if ((held?.total ?? 0) > 0) throw new AppError("conflict", "faq.typeHasFaqs");
    const deleted = await tx
      .delete(faqTypes)
      .where(eq(faqTypes.id, id))
      .returning({ id: faqTypes.id });
    if (deleted.length === 0) throw faqTypeNotFound();
  });
}

/** `updateFaqTypeSort`: every type's place, from the order of `ids` (each type exactly once). */
export function sortFaqTypes({ db, ids }: { db: Database; ids: number[] }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const existing = await tx.select({ id: faqTypes.id }).from(faqTypes).for("update");
    const known = new Set(existing.map((row) => row.id));
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== known.size ||
      ids.some((id) => !known.has(id))
    ) {
      throw new AppError("bad_request", "faq.sortIncomplete", {
        fields: [{ field: "ids", messageKey: "faq.sortIncomplete" }],
      });
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(faqTypes)
        .set({ sort: index, version: sql`${faqTypes.version} + 1` })
        .where(eq(faqTypes.id, id));
    }
  });
}
