import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type UserRow, users } from "../schema.ts";

/** The user's row; 404 when there is no such user. */
export async function getUser({ db, userId }: { db: Database; userId: number }): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("not_found", "account.userNotFound");
  return user;
}
