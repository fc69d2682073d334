import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { users } from "../schema.ts";

/** `phoneRegistry`: whether a phone number already has an account. */
export async function isPhoneRegistered({
  db,
  phone,
}: {
  db: Database;
  phone: string;
}): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row !== undefined;
}
