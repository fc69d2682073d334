import { normalizeMainlandMobile, permissions, type RoleKey } from "@portal/shared";
import { remove as removeConfusables } from "confusables";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { rolePermissions, roles, userRoles, users } from "./schema.ts";

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
  const uniqueFields = [
    { value: input.nickname, column: users.nickname, taken: "account.nicknameTaken" },
    { value: input.email, column: users.email, taken: "account.emailTaken" },
  ] as const;
  for (const { value, column, taken } of uniqueFields) {
    if (!value) continue;
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${column})`, value.toLowerCase()), others));
    if (holder) throw new AppError("conflict", taken);
  }
}

/**
 * What a nickname looks like: case-folded, each look-alike letter (Cyrillic "а", Greek "ο", ...)
 * replaced by the Latin letter it imitates, case-folded again (the replacement may be capital).
 */
function nicknameSkeleton(nickname: string): string {
  return removeConfusables(nickname.normalize("NFKC").toLowerCase()).toLowerCase();
}

/**
 * Refuses a nickname that looks the same as a staff member's (anyone holding management access),
 * so nobody can pass for staff in comments and chat. The staff member may keep their own.
 */
export async function ensureNotLikeStaff(
  db: Database,
  nickname: string | null | undefined,
  exceptUserId?: number,
) {
  if (!nickname) return;
  const staff = await db
    .selectDistinct({ nickname: users.nickname })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(
      and(
        eq(rolePermissions.permission, permissions.managementAccess),
        isNotNull(users.nickname),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  const skeleton = nicknameSkeleton(nickname);
  if (staff.some((member) => member.nickname && nicknameSkeleton(member.nickname) === skeleton)) {
    throw new AppError("conflict", "account.nicknameLikeStaff", {
      fields: [{ field: "nickname", messageKey: "account.nicknameLikeStaff" }],
    });
  }
}

export async function assignRole(db: Database, userId: number, roleKey: RoleKey) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, roleKey));
  if (!role) throw new Error(`role ${roleKey} is not seeded`);
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}
