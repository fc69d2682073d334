import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { sessions } from "../schema.ts";
import { checkVerificationCode } from "./check-verification-code.ts";
import { consumeVerificationCode } from "./consume-verification-code.ts";
import { getUser } from "./get-user.ts";
import type { SmsLimits } from "./send-verification-code.ts";

/**
 * `safetyCodeValidate`: a safety code grants this session the safety permission for
 * SAFETY_PERMISSION_MINUTES. The code is checked first, since a wrong one must count against
 * it; using it up and granting the permission are one transaction.
 */
export async function confirmSafetyCode({
  db,
  now,
  limits,
  userId,
  sessionId,
  code,
}: {
  db: Database;
  now: Date;
  limits: SmsLimits;
  userId: number;
  sessionId: number;
  code: string;
}): Promise<{ validUntil: Date }> {
  const user = await getUser({ db, userId });
  const codeId = await checkVerificationCode({
    db,
    now,
    maxWrongTries: limits.maxWrongTries,
    phone: user.phone,
    purpose: "safety",
    code,
  });
  const validUntil = new Date(now.getTime() + limits.safetyPermissionMs);
  await inTransaction(db, async (tx) => {
    await consumeVerificationCode({ db: tx, now, codeId });
    await tx
      .update(sessions)
      .set({ safetyVerifiedUntil: validUntil })
      .where(eq(sessions.id, sessionId));
  });
  return { validUntil };
}
