import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { staleRecord } from "../../../platform/http/errors.ts";
import { checkedLinkValues, type LinkValues, linkNotFound } from "../link-values.ts";
import { friendshipLinks } from "../schema.ts";

/** `update`: 409 when `version` is not the link's version any more. */
export function updateLink({
  db,
  id,
  version,
  ...values
}: LinkValues & { db: Database; id: number; version: number }): Promise<void> {
  const checked = checkedLinkValues(values);
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ version: friendshipLinks.version })
      .from(friendshipLinks)
      .where(eq(friendshipLinks.id, id))
      .for("update");
    if (!current) throw linkNotFound();
    if (current.version !== version) throw staleRecord(current.version);
    await tx
      .update(friendshipLinks)
      .set({ ...checked, version: sql`${friendshipLinks.version} + 1` })
      .where(eq(friendshipLinks.id, id));
  });
}
