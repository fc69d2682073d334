import type { Language } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { faqTypeNotFound } from "../errors.ts";
import { faqTypes } from "../schema.ts";

/** `updateFaqType`: 409 when `version` is not the type's version any more. */
export function updateFaqType({
  db,
  id,
  version,
  language,
  name,
  sort,
}: {
  db: Database;
  id: number;
  version: number;
  language?: Language | undefined;
  name: string;
  sort: number;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lockVersionedRow(tx, faqTypes, { id, version, notFound: faqTypeNotFound });
    await tx
      .update(faqTypes)
      .set({ language, name, sort, version: nextVersion(faqTypes.version) })
      .where(eq(faqTypes.id, id));
  });
}
