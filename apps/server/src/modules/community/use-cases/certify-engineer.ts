import { inTransaction } from "../../../platform/db/transaction.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import type { UserRow } from "../../user/schema.ts";
import { getUser } from "../../user/use-cases/get-user.ts";
import { setEngineer } from "../../user/use-cases/set-engineer.ts";
import { accountDeleted } from "../honorary-title-rows.ts";

/**
 * `authenticateEngineer` (`isEngineer` true) and `cancelAuthenticate` (false): sets the flag,
 * records the change and answers the member's notice of a new certification. Asking for what
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
    return { user, changed: true, notices };
  });
}
