import type { MedalAwardInput } from "@portal/shared";
import { and, eq, isNull } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { users } from "../../user/schema.ts";
import { awardedNotice } from "../awarded-notice.ts";
import { medalNotFound } from "../medal-values.ts";
import { medals, userMedals } from "../schema.ts";

/**
 * `awardMedal` by hand: 409 when the member holds it already (a medal is never held twice),
 * recorded in the audit log; answers the member's notice for the route to send once committed.
 */
export function awardMedal({
  db,
  now,
  actor,
  input: { userId, medalId },
}: StaffWrite & { input: MedalAwardInput }): Promise<Notice[]> {
  return inTransaction(db, async (tx) => {
    const [medal] = await tx
      .select({ id: medals.id, name: medals.name })
      .from(medals)
      .where(eq(medals.id, medalId));
    if (!medal) throw medalNotFound();
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!member) throw new AppError("not_found", "medal.memberNotFound");
    const awarded = await tx
      .insert(userMedals)
      .values({ userId, medalId, awardedBy: actor.userId, awardedAt: now })
      .onConflictDoNothing()
      .returning({ medalId: userMedals.medalId });
    if (awarded.length === 0) throw new AppError("conflict", "medal.alreadyHeld");
    await recordChange({
      db: tx,
      actor,
      action: "medal.award",
      targetType: "medal",
      targetId: medalId,
      after: { userId, medalId },
      at: now,
    });
    return [awardedNotice(userId, medal)];
  });
}
