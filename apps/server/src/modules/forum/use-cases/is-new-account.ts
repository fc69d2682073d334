import { forumLimits } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { users } from "../../user/schema.ts";

/** True in an account's first day, when it may not attach files or add links. */
export async function isNewAccount(db: Database, userId: number, now: Date): Promise<boolean> {
  const [account] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return (
    account !== undefined &&
    now.getTime() - account.createdAt.getTime() < forumLimits.newAccountHours * 60 * 60_000
  );
}
