import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { auditedEntry, auditedMembers, lockEntry } from "../entry-rules.ts";
import { whitelistEntries } from "../schema.ts";

/**
 * `whitelist/delete`: takes a user, or a company with the members linked to it, off the
 * whitelist; their next download is refused. The record names the members who lost access.
 */
export function deleteWhitelistEntry({
  db,
  now,
  actor,
  id,
}: StaffWrite & {
  id: number;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    const current = await lockEntry(tx, id);
    const members = current.userId === null ? { members: await auditedMembers(tx, id) } : {};
    await tx.delete(whitelistEntries).where(eq(whitelistEntries.id, id));
    await recordChange({
      db: tx,
      actor,
      action: "whitelist.delete",
      targetType: "whitelist",
      targetId: id,
      before: { ...auditedEntry(current), ...members },
      at: now,
    });
  });
}
