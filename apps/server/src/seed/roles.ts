import { type RoleKey, seededRoleNames, seededRoles } from "@portal/shared";
import { rolePermissions, roles } from "../modules/user/schema.ts";
import type { Database } from "../platform/db/client.ts";
import { inTransaction } from "../platform/db/transaction.ts";

/**
 * Creates the seeded roles that do not exist yet, each with its permissions; safe to run at
 * every start. A role that exists keeps the name and permissions staff gave it.
 */
export async function seedRoles(db: Database) {
  await inTransaction(db, async (tx) => {
    for (const [key, granted] of Object.entries(seededRoles) as [RoleKey, readonly string[]][]) {
      const [role] = await tx
        .insert(roles)
        .values({ key, name: seededRoleNames[key] })
        .onConflictDoNothing({ target: roles.key })
        .returning({ id: roles.id });
      if (!role) continue;
      if (granted.length > 0) {
        await tx
          .insert(rolePermissions)
          .values(granted.map((permission) => ({ roleId: role.id, permission })))
          .onConflictDoNothing();
      }
    }
  });
}
