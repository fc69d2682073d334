import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { staleRecord } from "../../../platform/http/errors.ts";
import { faqTypeNotFound } from "../errors.ts";
import { faqTypes } from "../schema.ts";

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
