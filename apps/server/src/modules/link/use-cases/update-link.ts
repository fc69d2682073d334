import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
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
    await lockVersionedRow(tx, friendshipLinks, { id, version, notFound: linkNotFound });
    await tx
      .update(friendshipLinks)
      .set({ ...checked, version: nextVersion(friendshipLinks.version) })
      .where(eq(friendshipLinks.id, id));
  });
}
