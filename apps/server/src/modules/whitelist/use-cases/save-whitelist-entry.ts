import type { WhitelistSaveInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import { getAuditActor } from "../../user/use-cases/get-audit-actor.ts";
import { assertUsersExist, auditedEntry, companyMatchKey } from "../entry-rules.ts";
import { whitelistEntries } from "../schema.ts";

/**
 * `whitelist/save`: puts a user, or a company (whose members staff then link), on the
 * whitelist, until `validUntil` when given; answers the id.
 */
export function saveWhitelistEntry({
  db,
  now,
  actorId,
  userId,
  company,
  validUntil,
  note,
}: WhitelistSaveInput & { db: Database; now: Date; actorId: number }): Promise<number> {
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
        createdBy: actorId,
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
      actor: await getAuditActor({ db: tx, userId: actorId }),
      action: "whitelist.save",
      targetType: "whitelist",
      targetId: entry.id,
      after: auditedEntry(entry),
      at: now,
    });
    return entry.id;
  });
}
