import { type RoleKey, seededRoles } from "@portal/shared";
import { rolePermissions, roles } from "../modules/user/schema.ts";
import type { Database } from "../platform/db/client.ts";
import { inTransaction } from "../platform/db/transaction.ts";

const roleNames: Record<RoleKey, string> = {
  administrator: "Administrator",
  contentEditor: "Content editor",
  forumModerator: "Forum moderator",
  customerService: "Customer service",
  user: "User",
};

/** Creates the seeded roles and gives each exactly its permissions; safe to run at every start. */
export async function seedRoles(db: Database) {
  await inTransaction(db, async (tx) => {
    for (const [key, granted] of Object.entries(seededRoles) as [RoleKey, readonly string[]][]) {
      const [role] = await tx
        .insert(roles)
        .values({ key, name: roleNames[key] })
        .onConflictDoUpdate({ target: roles.key, set: { name: roleNames[key] } })
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
