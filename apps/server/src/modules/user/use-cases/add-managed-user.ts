import { randomBytes } from "node:crypto";
import type { AddUserInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { ensureNotLikeStaff, ensureUnique } from "../accounts.ts";
import { authorityOf, ensureMayGiveRoles, inGrantingTransaction } from "../grant-rules.ts";
import { auditedUser } from "../managed-users.ts";
import { hashPassword } from "../passwords.ts";
import { roles, users } from "../schema.ts";
import { ensureRolesExist, replaceUserRoles } from "../staff-rules.ts";

async function memberRoleIds(tx: Database) {
  const rows = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, "user"));
  return rows.map((row) => row.id);
}

/**
 * `addUser`: an account staff create. Its password is random and told to nobody: the person
 * sets their own through the SMS reset, so staff never know it. 403 when the grant rules refuse
 * its roles.
 */
export function addManagedUser({
  db,
  now,
  actor,
  roleIds,
  ...input
}: AddUserInput & StaffWrite): Promise<number> {
  return inGrantingTransaction({ db, now, actor }, async (tx) => {
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, input.phone));
    if (holder) {
      throw new AppError("conflict", "account.phoneRegistered", {
        fields: [{ field: "phone", messageKey: "account.phoneRegistered" }],
      });
    }
    await ensureUnique(tx, input);
    await ensureNotLikeStaff(tx, input.nickname);
    await ensureRolesExist(tx, roleIds);
    const [user] = await tx
      .insert(users)
      .values({
        ...input,
        passwordHash: await hashPassword(randomBytes(24).toString("base64url")),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error("user insert returned nothing");
    // Like a registration, an account given no role is a member.
    const given = roleIds.length > 0 ? roleIds : await memberRoleIds(tx);
    await ensureMayGiveRoles(tx, await authorityOf(tx, actor.userId), user, given);
    await replaceUserRoles(tx, user.id, given);
    await recordChange({
      db: tx,
      actor,
      action: "user.add",
      targetType: "user",
      targetId: user.id,
      after: auditedUser(user, given),
      at: now,
    });
    return user.id;
  });
}
