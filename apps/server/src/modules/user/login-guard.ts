import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../platform/db/client.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { addressRange } from "../../platform/http/address-range.ts";
import { AppError } from "../../platform/http/errors.ts";
import { captchas, loginFailures } from "./schema.ts";

/** What the brute-force rules need: the database, the time and the LOGIN_* settings. */
export type LoginGuard = { db: Database; now: Date; rules: Config["login"] };

/** The sign-in an attempt went through; each counts its own failures. */
export type SignInDoor = "member" | "staff";

export type LoginAttempt = {
  accountKey: string;
  door: SignInDoor;
  clientAddress: string;
  captchaId?: string | undefined;
  captchaCode?: string | undefined;
};

/** The account's delay after the captcha threshold doubles per failure up to this. */
const maxDelayMs = 30_000;

/** True when the answer matches; a challenge can be answered once, right or wrong. */
async function solveCaptcha(db: Database, now: Date, captchaId: string, answer: string) {
  const [challenge] = await db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
  return (
    challenge !== undefined &&
    challenge.expiresAt > now &&
    challenge.answer === answer.trim().toLowerCase()
  );
}

/** Failures of one account at one door, oldest first, over the span that can still hold a lock. */
async function recentFailures(db: Database, guard: LoginGuard, attempt: LoginAttempt) {
  const { failureWindowMs, lockMs } = guard.rules;
  const since = new Date(guard.now.getTime() - failureWindowMs - lockMs);
  return db
    .select({ at: loginFailures.at, clientRange: loginFailures.clientRange })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.account, attempt.accountKey),
        eq(loginFailures.door, attempt.door),
        gt(loginFailures.at, since),
      ),
    )
    .orderBy(asc(loginFailures.at), asc(loginFailures.id));
}

type Failure = Awaited<ReturnType<typeof recentFailures>>[number];

/** When `lockAfter` failures fall within one window, the range is locked from the last. */
function lockedUntil(failures: number[], lockAfter: number, windowMs: number, lockMs: number) {
  let until = 0;
  for (let last = lockAfter - 1; last < failures.length; last++) {
    const first = failures[last - lockAfter + 1] ?? 0;
    const at = failures[last] ?? 0;
    if (at - first <= windowMs) until = Math.max(until, at + lockMs);
  }
  return until;
}

/** A lock holds only for the range that failed, so an outsider cannot lock the owner out. */
function refuseWhenRangeLocked(guard: LoginGuard, failures: Failure[], range: string) {
  const { lockAfterFailures, failureWindowMs, lockMs } = guard.rules;
  const now = guard.now.getTime();
  const fromRange = failures
    .filter((row) => row.clientRange === range)
    .map((row) => row.at.getTime());
  const until = lockedUntil(fromRange, lockAfterFailures, failureWindowMs, lockMs);
  if (until > now) {
    throw new AppError("too_many_requests", "account.lockedForAddress", {
      params: { minutes: Math.ceil((until - now) / 60_000) },
      data: { lockedUntil: new Date(until).toISOString() },
    });
  }
}

function failuresInWindow(guard: LoginGuard, failures: Failure[]) {
  const since = guard.now.getTime() - guard.rules.failureWindowMs;
  return failures.filter((row) => row.at.getTime() > since);
}

/**
 * Past the captcha threshold every further failure makes the account's next attempt, from
 * anywhere, wait 1, 2, 4 ... 30 seconds: it slows a guesser without ever locking the owner out.
 */
function refuseWhileDelayed(guard: LoginGuard, inWindow: Failure[]) {
  const beyond = inWindow.length - guard.rules.captchaAfterFailures;
  const last = inWindow.at(-1);
  if (beyond < 1 || last === undefined) return;
  const delayMs = Math.min(1000 * 2 ** (beyond - 1), maxDelayMs);
  const waitMs = last.at.getTime() + delayMs - guard.now.getTime();
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    throw new AppError("too_many_requests", "account.signInDelayed", {
      params: { seconds: retryAfterSeconds },
      data: { retryAfterSeconds },
    });
  }
}

/**
 * The brute-force rules before a password is checked, in one transaction serialised per
 * account and door: refuses a locked range (429), an attempt inside the account's delay (429),
 * and past the threshold a missing or wrong captcha (400 with captchaRequired). An attempt
 * that passes is recorded as a failure at once, so parallel attempts see it.
 */
export async function guardLoginAttempt(guard: LoginGuard, attempt: LoginAttempt) {
  const range = addressRange(attempt.clientAddress);
  // A captcha answered wrongly is used up too, so that refusal is thrown after the commit.
  const captchaRefusal = await inTransaction(guard.db, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${attempt.door}:${attempt.accountKey}`}))`,
    );
    const failures = await recentFailures(tx, guard, attempt);
    refuseWhenRangeLocked(guard, failures, range);
    const inWindow = failuresInWindow(guard, failures);
    refuseWhileDelayed(guard, inWindow);
    if (inWindow.length >= guard.rules.captchaAfterFailures) {
      if (!attempt.captchaId || !attempt.captchaCode) return "account.captchaRequired" as const;
      if (!(await solveCaptcha(tx, guard.now, attempt.captchaId, attempt.captchaCode))) {
        return "account.captchaWrong" as const;
      }
    }
    await tx.insert(loginFailures).values({
      account: attempt.accountKey,
      door: attempt.door,
      clientAddress: attempt.clientAddress,
      clientRange: range,
      at: guard.now,
    });
    return null;
  });
  if (captchaRefusal) {
    throw new AppError("bad_request", captchaRefusal, { data: { captchaRequired: true } });
  }
}

/**
 * After a right password: the attempt and the earlier failures from the same range (the
 * owner's own typos) stop counting; failures from elsewhere keep counting for the account.
 */
export async function settleLoginAttempt(guard: LoginGuard, attempt: LoginAttempt) {
  await guard.db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.account, attempt.accountKey),
        eq(loginFailures.door, attempt.door),
        eq(loginFailures.clientRange, addressRange(attempt.clientAddress)),
      ),
    );
}

/** After a wrong password (the attempt stays a failure): the answer the client should see. */
export async function refusedLoginAttempt(guard: LoginGuard, attempt: LoginAttempt) {
  const failures = await recentFailures(guard.db, guard, attempt);
  refuseWhenRangeLocked(guard, failures, addressRange(attempt.clientAddress));
  const inWindow = failuresInWindow(guard, failures).length;
  return { captchaRequired: inWindow >= guard.rules.captchaAfterFailures };
}
