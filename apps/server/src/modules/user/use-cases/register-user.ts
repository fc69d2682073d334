import type { RegisterBody } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { ensureNotLikeStaff, ensureUnique } from "../accounts.ts";
import type { UserRow } from "../schema.ts";
import { checkVerificationCode } from "./check-verification-code.ts";
import { consumeVerificationCode } from "./consume-verification-code.ts";
import { createSession } from "./create-session.ts";
import { createUser } from "./create-user.ts";
import { isPhoneRegistered } from "./is-phone-registered.ts";

/**
 * `register`: an account from an SMS code, signed in. The code is checked first (a wrong code
 * counts against it even though nothing else is written), then used up together with the
 * account and its session, in one transaction.
 */
export async function registerUser({
  db,
  now,
  maxWrongTries,
  sessionTtlMs,
  ...input
}: RegisterBody & {
  db: Database;
  now: Date;
  maxWrongTries: number;
  sessionTtlMs: number;
}): Promise<{ token: string; user: UserRow }> {
  if (await isPhoneRegistered({ db, phone: input.phone })) {
    throw new AppError("conflict", "account.phoneRegistered");
  }
  await ensureUnique(db, input);
  await ensureNotLikeStaff(db, input.nickname);
  const codeId = await checkVerificationCode({
    db,
    now,
    maxWrongTries,
    phone: input.phone,
    purpose: "register",
    code: input.code,
  });
  return inTransaction(db, async (tx) => {
    await consumeVerificationCode({ db: tx, now, codeId });
    const user = await createUser({ db: tx, ...input, roleKeys: ["user"] });
    const { token } = await createSession({ db: tx, now, sessionTtlMs, userId: user.id });
    return { token, user };
  });
}
