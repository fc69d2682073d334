import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { roles, userRoles } from "../schema.ts";

/** The keys of the user's seeded roles, sorted (roles staff created have no key). */
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
  return rows.flatMap((row) => (row.key === null ? [] : [row.key])).sort();
}
