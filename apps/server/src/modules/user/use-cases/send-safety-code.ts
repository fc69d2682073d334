import type { Database } from "../../../platform/db/client.ts";
import type { SmsProvider } from "../../../platform/sms/sms-provider.ts";
import { getUser } from "./get-user.ts";
import { type SmsLimits, sendVerificationCode } from "./send-verification-code.ts";

/** `sendCodeSafety`: texts a safety code to the signed-in user's own phone. */
export async function sendSafetyCode({
  db,
  userId,
  ...sending
}: {
  db: Database;
  sms: SmsProvider;
  now: Date;
  limits: SmsLimits;
  userId: number;
  clientAddress: string;
}) {
  const user = await getUser({ db, userId });
  return sendVerificationCode({ db, phone: user.phone, purpose: "safety", ...sending });
}
