import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { faqTypes } from "../schema.ts";

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
        .set({ sort: index, version: nextVersion(faqTypes.version) })
        .where(eq(faqTypes.id, id));
    }
  });
}
