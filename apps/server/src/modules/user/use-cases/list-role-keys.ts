import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { roles, userRoles } from "../schema.ts";

/** The keys of the user's roles, sorted. */
export async function listRoleKeys({
  db,
  userId,
}: {
  db: Database;
  userId: number;
}): Promise<string[]> {
  const rows = await db
    .select({ key: roles.key })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.key).sort();
}
