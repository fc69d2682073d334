import type { WhitelistUpdateInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { auditedEntry, entryNotFound } from "../entry-rules.ts";
import { whitelistEntries } from "../schema.ts";

/** `whitelist/update`: changes the validity and the note; 409 from a stale `version`. */
export function updateWhitelistEntry({
  db,
  now,
  actor,
  id,
  version,
  validUntil,
  note,
}: WhitelistUpdateInput & StaffWrite): Promise<void> {
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, whitelistEntries, {
      id,
      version,
      notFound: entryNotFound,
    });
    const [updated] = await tx
      .update(whitelistEntries)
      .set({
        ...(validUntil === undefined
          ? {}
          : { validUntil: validUntil === null ? null : new Date(validUntil) }),
        ...(note === undefined ? {} : { note }),
        version: nextVersion(whitelistEntries.version),
      })
      .where(eq(whitelistEntries.id, id))
      .returning();
    if (!updated) throw entryNotFound();
    await recordChange({
      db: tx,
      actor,
      action: "whitelist.update",
      targetType: "whitelist",
      targetId: id,
      before: auditedEntry(current),
      after: auditedEntry(updated),
      at: now,
    });
  });
}
