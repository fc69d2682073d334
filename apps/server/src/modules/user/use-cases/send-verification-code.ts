import { randomInt } from "node:crypto";
import { type VerificationPurpose, verificationCodeLength } from "@portal/shared";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { SmsProvider } from "../../../platform/sms/sms-provider.ts";
import { verificationCodes } from "../schema.ts";
import { hashCode } from "../verification-codes.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** The SMS_* settings: code lifetime, resend interval, wrong tries and daily limits. */
export type SmsLimits = Config["sms"];

/**
 * Sends a fresh 6-digit code to `phone`, after the resend interval and the daily limits per
 * phone and per client address (rolling 24 hours); the newest code replaces older ones.
 */
export async function sendVerificationCode({
  db,
  sms,
  now,
  limits,
  phone,
  purpose,
  clientAddress,
}: {
  db: Database;
  sms: SmsProvider;
  now: Date;
  limits: SmsLimits;
  phone: string;
  purpose: VerificationPurpose;
  clientAddress: string;
}): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const code = String(randomInt(0, 10 ** verificationCodeLength)).padStart(
    verificationCodeLength,
    "0",
  );
  const codeId = await inTransaction(db, async (tx) => {
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
    await sms.send({ phone, code, purpose });
  } catch (error) {
    // A code nobody received must not hold the phone to the resend interval or its limits.
    if (codeId !== undefined) {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    }
    throw new AppError("service_unavailable", "code.sendFailed", { cause: error });
  }
  return {
    resendAfterSeconds: Math.ceil(limits.resendIntervalMs / 1000),
    expiresInSeconds: Math.ceil(limits.codeTtlMs / 1000),
  };
}
