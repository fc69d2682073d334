import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { verificationCodes } from "../schema.ts";

/** Uses a checked code up, inside the caller's transaction; a code is good for one use only. */
export async function consumeVerificationCode({
  db,
  now,
  codeId,
}: {
  db: Database;
  now: Date;
  codeId: number;
}): Promise<void> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new AppError("bad_request", "code.expired");
}
