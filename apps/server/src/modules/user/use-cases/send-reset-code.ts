import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { SmsProvider } from "../../../platform/sms/sms-provider.ts";
import {
  type SmsLimits,
  sendVerificationCode,
} from "../../validate/use-cases/send-verification-code.ts";
import { isPhoneRegistered } from "./is-phone-registered.ts";

/** `sendCodeReset`: texts a password-reset code to a registered phone (404 otherwise). */
export async function sendResetCode({
  db,
  phone,
  ...sending
}: {
  db: Database;
  sms: SmsProvider;
  now: Date;
  limits: SmsLimits;
  phone: string;
  clientAddress: string;
}) {
  if (!(await isPhoneRegistered({ db, phone }))) {
    throw new AppError("not_found", "account.phoneNotRegistered");
  }
  return sendVerificationCode({ db, phone, purpose: "reset", ...sending });
}
