import type { UpdateProfileBody } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { ensureUnique } from "../accounts.ts";
import { type UserRow, users } from "../schema.ts";

/** `userUpdateInfo`: the fields sent change (null clears one), the others stay. */
export async function updateProfile({
  db,
  now,
  userId,
  ...input
}: UpdateProfileBody & { db: Database; now: Date; userId: number }): Promise<UserRow> {
  await ensureUnique(db, input, userId);
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<typeof users.$inferInsert>;
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError("not_found", "account.userNotFound");
  return user;
}
