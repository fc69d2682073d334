import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { SmsProvider } from "../../../platform/sms/sms-provider.ts";
import { isPhoneRegistered } from "./is-phone-registered.ts";
import { type SmsLimits, sendVerificationCode } from "./send-verification-code.ts";

/**
 * `sendCodeRegister` and `sendCodeReset`: texts a code to register a phone that has no account
 * yet (409 otherwise), or to reset the password of one that has (404 otherwise).
 */
export async function sendAccountCode({
  db,
  phone,
  purpose,
  ...sending
}: {
  db: Database;
  sms: SmsProvider;
  now: Date;
  limits: SmsLimits;
  phone: string;
  purpose: "register" | "reset";
  clientAddress: string;
}) {
  const registered = await isPhoneRegistered({ db, phone });
  if (purpose === "register" && registered) {
    throw new AppError("conflict", "account.phoneRegistered");
  }
  if (purpose === "reset" && !registered) {
    throw new AppError("not_found", "account.phoneNotRegistered");
  }
  return sendVerificationCode({ db, phone, purpose, ...sending });
}
