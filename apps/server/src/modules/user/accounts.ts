import { normalizeMainlandMobile, type RoleKey } from "@portal/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { roles, userRoles, users } from "./schema.ts";

/** Finds the account a person typed: a phone number, an e-mail or a nickname. */
export async function findUserByAccount(db: Database, account: string) {
  const phone = normalizeMainlandMobile(account);
  const lower = account.trim().toLowerCase();
  const condition = phone
    ? eq(users.phone, phone)
    : account.includes("@")
      ? eq(sql`lower(${users.email})`, lower)
      : eq(sql`lower(${users.nickname})`, lower);
  const [user] = await db.select().from(users).where(condition);
  return user;
}

/** Refuses a nickname or e-mail another account already uses, with a message for each. */
export async function ensureUnique(
  db: Database,
  input: { nickname?: string | null | undefined; email?: string | null | undefined },
  exceptUserId?: number,
) {
  const others = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  if (input.nickname) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.nickname})`, input.nickname.toLowerCase()), others));
    if (taken) throw new AppError("conflict", "account.nicknameTaken");
  }
  if (input.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), others));
    if (taken) throw new AppError("conflict", "account.emailTaken");
  }
}

export async function assignRole(db: Database, userId: number, roleKey: RoleKey) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, roleKey));
  if (!role) throw new Error(`role ${roleKey} is not seeded`);
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}
