import type { WhitelistRemoveMemberInput } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import { getAuditActor } from "../../user/use-cases/get-audit-actor.ts";
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
  actorId,
  entryId,
  userId,
}: WhitelistRemoveMemberInput & { db: Database; now: Date; actorId: number }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const entry = await findCompanyEntry(tx, entryId, { lock: true });
    const members = await auditedMembers(tx, entryId, [userId]);
    if (members.length === 0) return;
    await tx
      .delete(whitelistMembers)
      .where(and(eq(whitelistMembers.entryId, entryId), eq(whitelistMembers.userId, userId)));
    await recordChange({
      db: tx,
      actor: await getAuditActor({ db: tx, userId: actorId }),
      action: "whitelist.removeMember",
      targetType: "whitelist",
      targetId: entryId,
      before: { company: entry.company, members },
      at: now,
    });
  });
}
