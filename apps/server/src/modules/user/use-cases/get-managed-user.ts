import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { type ManagedUser, withRoles } from "../managed-users.ts";
import { users } from "../schema.ts";
import { userNotFound } from "../staff-rules.ts";

/** `getUserInfo`: one account with its roles, deleted ones included; 404 if unknown. */
export async function getManagedUser({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<ManagedUser> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw userNotFound();
  const [managed] = await withRoles(db, [user]);
  if (!managed) throw userNotFound();
  return managed;
}
