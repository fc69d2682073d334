import { hash } from "@node-rs/argon2";
import type { Permission, RoleKey } from "@portal/shared";
import { inArray } from "drizzle-orm";
import { rolePermissions, roles, userRoles, users } from "../../modules/user/schema.ts";
import { whitelistEntries } from "../../modules/whitelist/schema.ts";
import type { TestApp } from "../test-app.ts";

export const defaultTestPassword = "Module#2026x";

let sequence = 0;

/** A distinct valid mainland mobile number per call. */
export function nextPhone() {
  sequence += 1;
  return `137${String(process.pid % 1000).padStart(3, "0")}${String(sequence).padStart(5, "0")}`;
}

/** argon2 takes a while per hash; every test user of a password shares one. */
const hashes = new Map<string, Promise<string>>();
function passwordHash(password: string) {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hash(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

export type UserOverrides = Partial<Omit<typeof users.$inferInsert, "passwordHash">> & {
  password?: string;
  /** Seeded roles to hold; a member ("user") when neither roles nor permissions are given. */
  roles?: RoleKey[];
  /** Exactly these permissions, through a role made for this user. */
  permissions?: Permission[];
  /** Put on the whitelist of whitelist-level documents. */
  whitelisted?: boolean;
};

export type BuiltUser = typeof users.$inferSelect & { password: string };

let roleSequence = 0;

/** A role granting exactly `granted`, for a staff member with given permissions. */
async function buildRole(testApp: TestApp, granted: Permission[]) {
  roleSequence += 1;
  const [role] = await testApp.db
    .insert(roles)
    .values({ key: `test-role-${roleSequence}`, name: `Test role ${roleSequence}` })
    .returning({ id: roles.id });
  if (!role) throw new Error("the test role was not inserted");
  if (granted.length > 0) {
    await testApp.db
      .insert(rolePermissions)
      .values(granted.map((permission) => ({ roleId: role.id, permission })));
  }
  return role.id;
}

/** A user straight in the database: a member with a fresh phone and nickname unless overridden. */
export async function buildUser(
  testApp: TestApp,
  overrides: UserOverrides = {},
): Promise<BuiltUser> {
  const {
    password = defaultTestPassword,
    roles: roleKeys,
    permissions,
    whitelisted,
    ...columns
  } = overrides;
  const phone = columns.phone ?? nextPhone();
  const [user] = await testApp.db
    .insert(users)
    .values({
      nickname: `u${phone.slice(-6)}`,
      ...columns,
      phone,
      passwordHash: await passwordHash(password),
    })
    .returning();
  if (!user) throw new Error("the test user was not inserted");

  const roleIds: number[] = [];
  if (permissions) roleIds.push(await buildRole(testApp, permissions));
  if (roleKeys || !permissions) {
    const seeded = await testApp.db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.key, roleKeys ?? ["user"]));
    roleIds.push(...seeded.map((role) => role.id));
  }
  if (roleIds.length > 0) {
    await testApp.db
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ userId: user.id, roleId })));
  }
  if (whitelisted) await testApp.db.insert(whitelistEntries).values({ userId: user.id });
  return { ...user, password };
}
