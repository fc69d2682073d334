import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { AppContext } from "../../platform/app-context.ts";
import { createCaptchaChallenge } from "../../platform/captcha/captcha.ts";
import { AppError } from "../../platform/http/errors.ts";
import { captchas, loginFailures } from "./schema.ts";

type LoginContext = Pick<AppContext, "db" | "config" | "now">;

const captchaTtlMs = 5 * 60 * 1000;

/** A new proof-of-work challenge; expired ones are swept at the same time. */
export async function issueCaptcha(ctx: LoginContext) {
  const now = ctx.now();
  await ctx.db.delete(captchas).where(lt(captchas.expiresAt, now));
  const expiresAt = new Date(now.getTime() + captchaTtlMs);
  const { answer, challenge } = await createCaptchaChallenge({
    work: ctx.config.captchaWork,
    expiresAt,
  });
  const captchaId = randomUUID();
  await ctx.db.insert(captchas).values({ id: captchaId, answer, expiresAt });
  return { captchaId, challenge };
}

/** True when the answer matches; a challenge can be answered once, right or wrong. */
async function solveCaptcha(ctx: LoginContext, captchaId: string, answer: string) {
  const [challenge] = await ctx.db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
  return (
    challenge !== undefined &&
    challenge.expiresAt > ctx.now() &&
    challenge.answer === answer.trim().toLowerCase()
  );
}

/** Failures of one account, newest last, over the span that can still hold a lock. */
async function recentFailures(ctx: LoginContext, accountKey: string) {
  const { failureWindowMs, lockMs } = ctx.config.login;
  const since = new Date(ctx.now().getTime() - failureWindowMs - lockMs);
  const rows = await ctx.db
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

function refuseWhenLocked(ctx: LoginContext, failures: number[]) {
  const { lockAfterFailures, failureWindowMs, lockMs } = ctx.config.login;
  const now = ctx.now().getTime();
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
  ctx: LoginContext,
  input: { accountKey: string; captchaId?: string; captchaCode?: string },
) {
  const { captchaAfterFailures, failureWindowMs } = ctx.config.login;
  const now = ctx.now().getTime();
  const failures = await recentFailures(ctx, input.accountKey);
  refuseWhenLocked(ctx, failures);
  const inWindow = failures.filter((at) => at > now - failureWindowMs).length;
  if (inWindow < captchaAfterFailures) return;
  if (!input.captchaId || !input.captchaCode) {
    throw new AppError("bad_request", "account.captchaRequired", {
      data: { captchaRequired: true },
    });
  }
  if (!(await solveCaptcha(ctx, input.captchaId, input.captchaCode))) {
    throw new AppError("bad_request", "account.captchaWrong", { data: { captchaRequired: true } });
  }
}

/** Records a wrong password and throws the answer the client should see. */
export async function failLoginAttempt(
  ctx: LoginContext,
  input: { accountKey: string; clientAddress: string },
): Promise<never> {
  const { captchaAfterFailures, failureWindowMs } = ctx.config.login;
  const now = ctx.now();
  await ctx.db
    .insert(loginFailures)
    .values({ account: input.accountKey, clientAddress: input.clientAddress, at: now });
  const failures = await recentFailures(ctx, input.accountKey);
  refuseWhenLocked(ctx, failures);
  const inWindow = failures.filter((at) => at > now.getTime() - failureWindowMs).length;
  throw new AppError("bad_request", "account.credentialsWrong", {
    data: { captchaRequired: inWindow >= captchaAfterFailures },
  });
}

export async function clearLoginFailures(ctx: LoginContext, accountKey: string) {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.account, accountKey));
}
