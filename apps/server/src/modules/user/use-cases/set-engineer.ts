import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type UserRow, users } from "../schema.ts";

/** `authenticateEngineer` and `cancelAuthenticate`: gives or withdraws the engineer title. */
export async function setEngineer({
  db,
  now,
  userId,
  isEngineer,
}: {
  db: Database;
  now: Date;
  userId: number;
  isEngineer: boolean;
}): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ isEngineer, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError("not_found", "account.userNotFound");
  return user;
}
