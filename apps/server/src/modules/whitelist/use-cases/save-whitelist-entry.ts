import type { WhitelistSaveInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { assertUsersExist, auditedEntry, companyMatchKey } from "../entry-rules.ts";
import { whitelistEntries } from "../schema.ts";

/**
 * `whitelist/save`: puts a user, or a company (whose members staff then link), on the
 * whitelist, until `validUntil` when given; answers the id.
 */
export function saveWhitelistEntry({
  db,
  now,
  actor,
  userId,
  company,
  validUntil,
  note,
}: WhitelistSaveInput & StaffWrite): Promise<number> {
  return inTransaction(db, async (tx) => {
    if (userId !== undefined) await assertUsersExist(tx, [userId], "userId");
    const [entry] = await tx
      .insert(whitelistEntries)
      .values({
        userId: userId ?? null,
        company: company ?? null,
        companyKey: company === undefined ? null : companyMatchKey(company),
        validUntil: validUntil ? new Date(validUntil) : null,
        note: note ?? null,
        createdBy: actor.userId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!entry) {
      throw new AppError(
        "conflict",
        userId === undefined ? "whitelist.duplicateCompany" : "whitelist.duplicate",
      );
    }
    await recordChange({
      db: tx,
      actor,
      action: "whitelist.save",
      targetType: "whitelist",
      targetId: entry.id,
      after: auditedEntry(entry),
      at: now,
    });
    return entry.id;
  });
}
