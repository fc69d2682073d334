import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type UserRow, users } from "../schema.ts";

/**
 * Gives a user an honorary title of the community module's list (null takes it away). The
 * account's edit version stays: the users' edit form does not carry the title, so moving it
 * would only refuse edits that lose nothing.
 */
export async function setHonoraryTitle({
  db,
  now,
  userId,
  titleId,
}: {
  db: Database;
  now: Date;
  userId: number;
  titleId: number | null;
}): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ honoraryTitleId: titleId, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError("not_found", "account.userNotFound");
  return user;
}
