import { inTransaction } from "../../../platform/db/transaction.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import { reportMedalProgress } from "../../medal/use-cases/report-medal-progress.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import type { UserRow } from "../../user/schema.ts";
import { getUser } from "../../user/use-cases/get-user.ts";
import { setEngineer } from "../../user/use-cases/set-engineer.ts";
import { accountDeleted } from "../honorary-title-rows.ts";

/**
 * `authenticateEngineer` (`isEngineer` true) and `cancelAuthenticate` (false): sets the flag,
 * records the change, reports the medal module's `engineer` counter and answers the member's
 * notices (a new certification, a medal it earned). Asking for what
 * already holds changes nothing, so it records nothing and tells nobody.
 */
export function certifyEngineer({
  db,
  now,
  actor,
  userId,
  isEngineer,
}: StaffWrite & { userId: number; isEngineer: boolean }): Promise<{
  user: UserRow;
  changed: boolean;
  notices: Notice[];
}> {
  return inTransaction(db, async (tx) => {
    const before = await getUser({ db: tx, userId });
    if (before.deletedAt) throw accountDeleted();
    if (before.isEngineer === isEngineer) return { user: before, changed: false, notices: [] };
    const user = await setEngineer({ db: tx, now, userId, isEngineer });
    await recordChange({
      db: tx,
      actor,
      action: isEngineer ? "user.certifyEngineer" : "user.withdrawEngineer",
      targetType: "user",
      targetId: userId,
      before: { isEngineer: before.isEngineer },
      after: { isEngineer },
      at: now,
    });
    // The "certified engineer" medal condition counts 1 while certified, 0 once withdrawn.
    const medalNotices = await reportMedalProgress(tx, {
      userId,
      counter: "engineer",
      value: isEngineer ? 1 : 0,
      now,
    });
    const notices: Notice[] = isEngineer
      ? [
          {
            userId,
            kind: "engineer_certified",
            link: `/personinfo/${userId}`,
            actorId: actor.userId,
          },
        ]
      : [];
    return { user, changed: true, notices: [...notices, ...medalNotices] };
  });
}
