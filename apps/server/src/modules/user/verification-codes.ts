import { createHash } from "node:crypto";
import type { VerificationPurpose } from "@portal/shared";

/** What is stored of a code: a hash bound to its phone and purpose. */
export function hashCode(phone: string, purpose: VerificationPurpose, code: string) {
  return createHash("sha256").update(`${phone}:${purpose}:${code}`).digest("hex");
}
