import type { ResetPasswordBody } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { hashPassword } from "../passwords.ts";
import { users } from "../schema.ts";
import { checkVerificationCode } from "./check-verification-code.ts";
import { consumeVerificationCode } from "./consume-verification-code.ts";
import { revokeUserSessions } from "./revoke-user-sessions.ts";

/** `resetPwd`: a new password with an SMS code; every session of the account ends. */
export async function resetPassword({
  db,
  now,
  maxWrongTries,
  phone,
  code,
  password,
}: ResetPasswordBody & { db: Database; now: Date; maxWrongTries: number }): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  if (!user) throw new AppError("not_found", "account.phoneNotRegistered");
  const codeId = await checkVerificationCode({
    db,
    now,
    maxWrongTries,
    phone,
    purpose: "reset",
    code,
  });
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (tx) => {
    await consumeVerificationCode({ db: tx, now, codeId });
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions({ db: tx, now, userId: user.id, reason: "password_reset" });
  });
}
