import type { ModifyPasswordBody } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { guardLoginAttempt, refusedLoginAttempt, settleLoginAttempt } from "../login-guard.ts";
import { hashPassword, passwordMatches, refuseWeakPassword } from "../passwords.ts";
import { users } from "../schema.ts";
import { getUser } from "./get-user.ts";
import { revokeUserSessions } from "./revoke-user-sessions.ts";

/**
 * `modifyPassword`: a new password; every other session of the user ends (they answer 511).
 * A wrong old password counts as a failure of the member sign-in, so a stolen session cannot
 * guess the password faster than the sign-in allows.
 */
export async function modifyPassword({
  db,
  now,
  userId,
  sessionId,
  login,
  clientAddress,
  oldPassword,
  newPassword,
  captchaId,
  captchaCode,
}: ModifyPasswordBody & {
  db: Database;
  now: Date;
  /** The LOGIN_* settings. */
  login: Config["login"];
  clientAddress: string;
  userId: number;
  /** The session asking, which stays open. */
  sessionId: number;
}): Promise<void> {
  const user = await getUser({ db, userId });
  const guard = { db, now, rules: login };
  const attempt = {
    accountKey: `user:${user.id}`,
    door: "member" as const,
    clientAddress,
    captchaId,
    captchaCode,
  };
  await guardLoginAttempt(guard, attempt);
  if (!(await passwordMatches(user.passwordHash, oldPassword))) {
    await refusedLoginAttempt(guard, attempt);
    throw new AppError("bad_request", "account.oldPasswordWrong", {
      fields: [{ field: "oldPassword", messageKey: "account.oldPasswordWrong" }],
    });
  }
  await settleLoginAttempt(guard, attempt);
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
