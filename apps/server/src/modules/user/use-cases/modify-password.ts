import type { ModifyPasswordBody } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { hashPassword, passwordMatches, refuseWeakPassword } from "../passwords.ts";
import { users } from "../schema.ts";
import { getUser } from "./get-user.ts";
import { revokeUserSessions } from "./revoke-user-sessions.ts";

/** `modifyPassword`: a new password; every other session of the user ends (they answer 511). */
export async function modifyPassword({
  db,
  now,
  userId,
  sessionId,
  oldPassword,
  newPassword,
}: ModifyPasswordBody & {
  db: Database;
  now: Date;
  userId: number;
  /** The session asking, which stays open. */
  sessionId: number;
}): Promise<void> {
  const user = await getUser({ db, userId });
  if (!(await passwordMatches(user.passwordHash, oldPassword))) {
    throw new AppError("bad_request", "account.oldPasswordWrong", {
      fields: [{ field: "oldPassword", messageKey: "account.oldPasswordWrong" }],
    });
  }
  refuseWeakPassword(newPassword, user.phone, "newPassword");
  if (newPassword === oldPassword) {
    throw new AppError("bad_request", "account.samePassword", {
      fields: [{ field: "newPassword", messageKey: "account.samePassword" }],
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions({
      db: tx,
      now,
      userId: user.id,
      reason: "password_changed",
      keepSessionId: sessionId,
    });
  });
}
