import type { RoleKey } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { assignRole, ensureUnique } from "../accounts.ts";
import { hashPassword } from "../passwords.ts";
import { type UserRow, users } from "../schema.ts";

/** An account with the given roles; 409 when its nickname or e-mail is taken. */
export async function createUser({
  db,
  phone,
  password,
  nickname = null,
  email = null,
  roleKeys,
  isEngineer = false,
  company = null,
}: {
  db: Database;
  phone: string;
  password: string;
  nickname?: string | null | undefined;
  email?: string | null | undefined;
  roleKeys: RoleKey[];
  isEngineer?: boolean;
  company?: string | null | undefined;
}): Promise<UserRow> {
  await ensureUnique(db, { nickname, email });
  const [user] = await db
    .insert(users)
    .values({
      phone,
      passwordHash: await hashPassword(password),
      nickname,
      email,
      isEngineer,
      company,
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  for (const roleKey of roleKeys) await assignRole(db, user.id, roleKey);
  return user;
}
