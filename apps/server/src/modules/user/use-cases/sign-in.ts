import type { LoginBody } from "@portal/shared";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { findUserByAccount } from "../accounts.ts";
import { guardLoginAttempt, refusedLoginAttempt, settleLoginAttempt } from "../login-guard.ts";
import { passwordMatches } from "../passwords.ts";
import { isStaff } from "../policy.ts";
import type { UserRow } from "../schema.ts";
import { permissionsOf } from "../sessions.ts";
import { createSession } from "./create-session.ts";

/**
 * `logincom` and `gylad`: password sign-in for the portal and the management area
 * (`staffOnly`, 403 for others). The lock, delay and captcha rules count failures per account
 * (whichever identifier was typed) and per sign-in, so failures at one do not lock the other.
 */
export async function signIn({
  db,
  now,
  login,
  sessionTtlMs,
  clientAddress,
  staffOnly,
  ...input
}: LoginBody & {
  db: Database;
  now: Date;
  /** The LOGIN_* settings. */
  login: Config["login"];
  sessionTtlMs: number;
  clientAddress: string;
  staffOnly: boolean;
}): Promise<{ token: string; user: UserRow; permissions: string[] }> {
  const guard = { db, now, rules: login };
  const user = await findUserByAccount(db, input.account);
  const accountKey = user ? `user:${user.id}` : `account:${input.account.trim().toLowerCase()}`;
  const attempt = {
    accountKey,
    door: staffOnly ? ("staff" as const) : ("member" as const),
    clientAddress,
    captchaId: input.captchaId,
    captchaCode: input.captchaCode,
  };
  await guardLoginAttempt(guard, attempt);
  // An unknown account is checked against a decoy, so both answers take as long.
  const matches = await passwordMatches(user?.passwordHash, input.password);
  // A deleted account answers as an unknown one.
  if (!user || !matches || user.status === "deleted") {
    const { captchaRequired } = await refusedLoginAttempt(guard, attempt);
    throw new AppError("bad_request", "account.credentialsWrong", { data: { captchaRequired } });
  }
  await settleLoginAttempt(guard, attempt);
  if (user.status === "locked") throw new AppError("forbidden", "account.locked");
  const granted = await permissionsOf(db, user.id);
  if (staffOnly && !isStaff(granted)) throw new AppError("forbidden", "account.notStaff");
  const { token } = await createSession({ db, now, sessionTtlMs, userId: user.id });
  return { token, user, permissions: granted };
}
