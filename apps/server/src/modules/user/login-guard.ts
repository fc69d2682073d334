import { and, asc, eq, gt } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { captchas, loginFailures } from "./schema.ts";

/** What the brute-force rules need: the database, the time and the LOGIN_* settings. */
export type LoginGuard = { db: Database; now: Date; rules: Config["login"] };

/** True when the answer matches; a challenge can be answered once, right or wrong. */
async function solveCaptcha(guard: LoginGuard, captchaId: string, answer: string) {
  const [challenge] = await guard.db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
  return (
    challenge !== undefined &&
    challenge.expiresAt > guard.now &&
    challenge.answer === answer.trim().toLowerCase()
  );
}

/** Failures of one account, newest last, over the span that can still hold a lock. */
async function recentFailures(guard: LoginGuard, accountKey: string) {
  const { failureWindowMs, lockMs } = guard.rules;
  const since = new Date(guard.now.getTime() - failureWindowMs - lockMs);
  const rows = await guard.db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, accountKey), gt(loginFailures.at, since)))
    .orderBy(asc(loginFailures.at));
  return rows.map((row) => row.at.getTime());
}

/** When `lockAfter` failures fall within one window, the account is locked from the last. */
function lockedUntil(failures: number[], lockAfter: number, windowMs: number, lockMs: number) {
  let until = 0;
  for (let last = lockAfter - 1; last < failures.length; last++) {
    const first = failures[last - lockAfter + 1] ?? 0;
    const at = failures[last] ?? 0;
    if (at - first <= windowMs) until = Math.max(until, at + lockMs);
  }
  return until;
}

function refuseWhenLocked(guard: LoginGuard, failures: number[]) {
  const { lockAfterFailures, failureWindowMs, lockMs } = guard.rules;
  const now = guard.now.getTime();
  const until = lockedUntil(failures, lockAfterFailures, failureWindowMs, lockMs);
  if (until > now) {
    throw new AppError("too_many_requests", "account.locked", {
      params: { minutes: Math.ceil((until - now) / 60_000) },
      data: { lockedUntil: new Date(until).toISOString() },
    });
  }
}

/**
 * The brute-force rules before a password is checked: refuses a locked account (429) and,
 * after enough recent failures, a missing or wrong captcha (400 with captchaRequired).
 */
export async function guardLoginAttempt(
  guard: LoginGuard,
  input: { accountKey: string; captchaId?: string | undefined; captchaCode?: string | undefined },
) {
  const { captchaAfterFailures, failureWindowMs } = guard.rules;
  const now = guard.now.getTime();
  const failures = await recentFailures(guard, input.accountKey);
  refuseWhenLocked(guard, failures);
  const inWindow = failures.filter((at) => at > now - failureWindowMs).length;
  if (inWindow < captchaAfterFailures) return;
  if (!input.captchaId || !input.captchaCode) {
    throw new AppError("bad_request", "account.captchaRequired", {
      data: { captchaRequired: true },
    });
  }
  if (!(await solveCaptcha(guard, input.captchaId, input.captchaCode))) {
    throw new AppError("bad_request", "account.captchaWrong", { data: { captchaRequired: true } });
  }
}

/** Records a wrong password and throws the answer the client should see. */
export async function failLoginAttempt(
  guard: LoginGuard,
  input: { accountKey: string; clientAddress: string },
): Promise<never> {
  const { captchaAfterFailures, failureWindowMs } = guard.rules;
  await guard.db
    .insert(loginFailures)
    .values({ account: input.accountKey, clientAddress: input.clientAddress, at: guard.now });
  const failures = await recentFailures(guard, input.accountKey);
  refuseWhenLocked(guard, failures);
  const inWindow = failures.filter((at) => at > guard.now.getTime() - failureWindowMs).length;
  throw new AppError("bad_request", "account.credentialsWrong", {
    data: { captchaRequired: inWindow >= captchaAfterFailures },
  });
}

export async function clearLoginFailures(guard: LoginGuard, accountKey: string) {
  await guard.db.delete(loginFailures).where(eq(loginFailures.account, accountKey));
}
