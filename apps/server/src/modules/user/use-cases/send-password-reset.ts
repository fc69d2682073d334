import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { SmsProvider } from "../../../platform/sms/sms-provider.ts";
import { type AuditActor, recordChange } from "../../audit/use-cases/record-change.ts";
import { getManagedUser } from "./get-managed-user.ts";
import { type SmsLimits, sendVerificationCode } from "./send-verification-code.ts";

/**
 * `resetPassword` (staff): texts the account a reset code, with which the person sets a new
 * password on the reset page; staff never see or choose it.
 */
export async function sendPasswordReset({
  db,
  sms,
  now,
  limits,
  clientAddress,
  actor,
  id,
}: {
  db: Database;
  sms: SmsProvider;
  now: Date;
  limits: SmsLimits;
  clientAddress: string;
  actor: AuditActor;
  id: number;
}): Promise<void> {
  const user = await getManagedUser({ db, id });
  if (user.status === "deleted") throw new AppError("conflict", "account.deleted");
  await sendVerificationCode({
    db,
    sms,
    now,
    limits,
    phone: user.phone,
    purpose: "reset",
    clientAddress,
  });
  await recordChange({
    db,
    actor,
    action: "user.resetPassword",
    targetType: "user",
    targetId: id,
    at: now,
  });
}
