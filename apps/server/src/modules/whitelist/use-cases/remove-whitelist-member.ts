import type { WhitelistRemoveMemberInput } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { auditedMembers, findCompanyEntry } from "../entry-rules.ts";
import { whitelistMembers } from "../schema.ts";

/**
 * `whitelist/removeMember`: unlinks an account from a company entry; its next download of a
 * whitelist document is refused. Idempotent: an account that is no member changes nothing and
 * is not recorded.
 */
export function removeWhitelistMember({
  db,
  now,
  actor,
  entryId,
  userId,
}: WhitelistRemoveMemberInput & StaffWrite): Promise<void> {
  return inTransaction(db, async (tx) => {
    const entry = await findCompanyEntry(tx, entryId, { lock: true });
    const members = await auditedMembers(tx, entryId, [userId]);
    if (members.length === 0) return;
    await tx
      .delete(whitelistMembers)
      .where(and(eq(whitelistMembers.entryId, entryId), eq(whitelistMembers.userId, userId)));
    await recordChange({
      db: tx,
      actor,
      action: "whitelist.removeMember",
      targetType: "whitelist",
      targetId: entryId,
      before: { company: entry.company, members },
      at: now,
    });
  });
}
