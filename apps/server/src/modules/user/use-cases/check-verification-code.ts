import type { VerificationPurpose } from "@portal/shared";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { verificationCodes } from "../schema.ts";
import { hashCode } from "../verification-codes.ts";

/**
 * Checks a code without using it up; a wrong code counts against the code, which is burned
 * after the configured number of wrong tries. Answers the id to consume.
 */
export async function checkVerificationCode({
  db,
  now,
  maxWrongTries,
  ...input
}: {
  db: Database;
  now: Date;
  /** SMS_MAX_WRONG_TRIES: the wrong code that burns the code. */
  maxWrongTries: number;
  phone: string;
  purpose: VerificationPurpose;
  code: string;
}): Promise<number> {
  const [active] = await db
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
  if (!active || active.wrongTries >= maxWrongTries) {
    throw new AppError("bad_request", "code.expired", {
      fields: [{ field: "code", messageKey: "code.expired" }],
    });
  }
  if (active.codeHash !== hashCode(input.phone, input.purpose, input.code)) {
    const wrongTries = active.wrongTries + 1;
    await db
      .update(verificationCodes)
      .set({
        wrongTries: sql`${verificationCodes.wrongTries} + 1`,
        ...(wrongTries >= maxWrongTries ? { consumedAt: now } : {}),
      })
      .where(eq(verificationCodes.id, active.id));
    const messageKey = wrongTries >= maxWrongTries ? "code.expired" : "code.wrong";
    throw new AppError("bad_request", messageKey, { fields: [{ field: "code", messageKey }] });
  }
  return active.id;
}
