import type { PresentPointsInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { reportPointsEarned } from "../../points/use-cases/award-rule-points.ts";
import { movePoints } from "../../points/use-cases/move-points.ts";
import { getUser } from "../../user/use-cases/get-user.ts";
import { accountDeleted } from "../honorary-title-rows.ts";

/**
 * `systemPresentPoint`: staff give a member points (or take them, negative) with a reason, as a
 * `staff_grant` ledger row; answers the balance after and the member's notice. Taking more than
 * the balance is refused by the points module (409).
 */
export function grantPoints({
  db,
  now,
  actor,
  welcomeGrant,
  input: { userId, points, reason },
}: StaffWrite & { welcomeGrant: number; input: PresentPointsInput }): Promise<{
  balance: number;
  notices: Notice[];
}> {
  if (points === 0) {
    throw new AppError("bad_request", "community.pointsZero", {
      fields: [{ field: "points", messageKey: "community.pointsZero" }],
    });
  }
  return inTransaction(db, async (tx) => {
    const member = await getUser({ db: tx, userId });
    if (member.deletedAt) throw accountDeleted();
    const balance = await movePoints(tx, {
      userId,
      amount: points,
      reason: "staff_grant",
      now,
      welcomeGrant,
    });
    await recordChange({
      db: tx,
      actor,
      action: "user.grantPoints",
      targetType: "user",
      targetId: userId,
      before: { balance: balance - points },
      after: { balance, points, reason },
      at: now,
    });
    // A grant is points earned for the medals; a deduction lowers the total they count.
    const medals = await reportPointsEarned(tx, userId, now);
    return {
      balance,
      notices: [
        { userId, kind: "points_granted", params: { points, reason }, actorId: actor.userId },
        ...medals,
      ],
    };
  });
}
