import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { SmsProvider } from "../../../platform/sms/sms-provider.ts";
import {
  type SmsLimits,
  sendVerificationCode,
} from "../../validate/use-cases/send-verification-code.ts";
import { isPhoneRegistered } from "./is-phone-registered.ts";

/** `sendCodeRegister`: texts a registration code to a phone that has no account yet (409 otherwise). */
export async function sendRegistrationCode({
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
  if (await isPhoneRegistered({ db, phone })) {
    throw new AppError("conflict", "account.phoneRegistered");
  }
  return sendVerificationCode({ db, phone, purpose: "register", ...sending });
}
