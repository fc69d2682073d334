import { createHash, randomInt } from "node:crypto";
import { type VerificationPurpose, verificationCodeLength } from "@portal/shared";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../platform/app-context.ts";
import type { Database } from "../../platform/db/client.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { AppError } from "../../platform/http/errors.ts";
import { verificationCodes } from "./schema.ts";

type CodeContext = Pick<AppContext, "db" | "config" | "now" | "sms">;

const dayMs = 24 * 60 * 60 * 1000;

function hashCode(phone: string, purpose: VerificationPurpose, code: string) {
  return createHash("sha256").update(`${phone}:${purpose}:${code}`).digest("hex");
}

/**
 * Sends a fresh 6-digit code to `phone`, after the resend interval and the daily limits per
 * phone and per client address (rolling 24 hours); the newest code replaces older ones.
 */
export async function sendVerificationCode(
  ctx: CodeContext,
  input: { phone: string; purpose: VerificationPurpose; clientAddress: string },
) {
  const { phone, purpose, clientAddress } = input;
  const limits = ctx.config.sms;
  const now = ctx.now();
  const code = String(randomInt(0, 10 ** verificationCodeLength)).padStart(
    verificationCodeLength,
    "0",
  );
  const codeId = await inTransaction(ctx.db, async (tx) => {
    // Serialises concurrent requests for one phone so the limits cannot be raced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    const since = new Date(now.getTime() - dayMs);
    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const sinceLatest = latest ? now.getTime() - latest.createdAt.getTime() : Infinity;
    if (sinceLatest < limits.resendIntervalMs) {
      const seconds = Math.ceil((limits.resendIntervalMs - sinceLatest) / 1000);
      throw new AppError("too_many_requests", "code.resendTooSoon", {
        params: { seconds },
        data: { retryAfterSeconds: seconds },
      });
    }
    const [byPhone] = await tx
      .select({ sent: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone), gt(verificationCodes.createdAt, since)));
    if ((byPhone?.sent ?? 0) >= limits.dailyPerPhone) {
      throw new AppError("too_many_requests", "code.dailyLimitPhone");
    }
    const [byAddress] = await tx
      .select({ sent: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.clientAddress, clientAddress),
          gt(verificationCodes.createdAt, since),
        ),
      );
    if ((byAddress?.sent ?? 0) >= limits.dailyPerAddress) {
      throw new AppError("too_many_requests", "code.dailyLimitAddress");
    }
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.phone, phone),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        phone,
        purpose,
        clientAddress,
        codeHash: hashCode(phone, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + limits.codeTtlMs),
      })
      .returning({ id: verificationCodes.id });
    return row?.id;
  });
  try {
    await ctx.sms.send({ phone, code, purpose });
  } catch (error) {
    // A code nobody received must not hold the phone to the resend interval or its limits.
    if (codeId !== undefined) {
      await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    }
    throw new AppError("service_unavailable", "code.sendFailed", { cause: error });
  }
  return {
    resendAfterSeconds: Math.ceil(limits.resendIntervalMs / 1000),
    expiresInSeconds: Math.ceil(limits.codeTtlMs / 1000),
  };
}

/**
 * Checks a code without using it up; a wrong code counts against the code, which is burned
 * after the configured number of wrong tries. Answers the id to consume.
 */
export async function checkVerificationCode(
  ctx: CodeContext,
  input: { phone: string; purpose: VerificationPurpose; code: string },
): Promise<number> {
  const now = ctx.now();
  const [active] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.phone, input.phone),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!active || active.wrongTries >= ctx.config.sms.maxWrongTries) {
    throw new AppError("bad_request", "code.expired", {
      fields: [{ field: "code", messageKey: "code.expired" }],
    });
  }
  if (active.codeHash !== hashCode(input.phone, input.purpose, input.code)) {
    const wrongTries = active.wrongTries + 1;
    await ctx.db
      .update(verificationCodes)
      .set({
        wrongTries: sql`${verificationCodes.wrongTries} + 1`,
        ...(wrongTries >= ctx.config.sms.maxWrongTries ? { consumedAt: now } : {}),
      })
      .where(eq(verificationCodes.id, active.id));
    const messageKey = wrongTries >= ctx.config.sms.maxWrongTries ? "code.expired" : "code.wrong";
    throw new AppError("bad_request", messageKey, { fields: [{ field: "code", messageKey }] });
  }
  return active.id;
}

/** Uses a checked code up, inside the caller's transaction; a code is good for one use only. */
export async function consumeVerificationCode(db: Database, codeId: number, now: Date) {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new AppError("bad_request", "code.expired");
}
