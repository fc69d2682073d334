import type { WhitelistAddMembersInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { assertUsersExist, auditedMembers, findCompanyEntry } from "../entry-rules.ts";
import { whitelistMembers } from "../schema.ts";

/**
 * `whitelist/addMembers`: links accounts to a company entry, so they download whitelist
 * documents while it lasts. Idempotent: a member already linked stays as they were, and only
 * the new ones are counted and recorded. The entry's edit version stays, since its edit form
 * does not carry the members. Answers how many were linked.
 */
export function addWhitelistMembers({
  db,
  now,
  actor,
  entryId,
  userIds,
}: WhitelistAddMembersInput & StaffWrite): Promise<number> {
  return inTransaction(db, async (tx) => {
    const entry = await findCompanyEntry(tx, entryId, { lock: true });
    await assertUsersExist(tx, userIds, "userIds");
    const added = await tx
      .insert(whitelistMembers)
      .values(
        [...new Set(userIds)].map((userId) => ({
          entryId,
          userId,
          addedBy: actor.userId,
          addedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: whitelistMembers.userId });
    if (added.length === 0) return 0;
    await recordChange({
      db: tx,
      actor,
      action: "whitelist.addMembers",
      targetType: "whitelist",
      targetId: entryId,
      after: {
        company: entry.company,
        members: await auditedMembers(
          tx,
          entryId,
          added.map((member) => member.userId),
        ),
      },
      at: now,
    });
    return added.length;
  });
}
