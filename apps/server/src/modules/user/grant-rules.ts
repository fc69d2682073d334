import type { AuditAction } from "@portal/shared";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { MessageKey } from "../../platform/i18n/registry.ts";
import { recordChange, type StaffWrite } from "../audit/use-cases/record-change.ts";
import { rolePermissions, roles, userRoles } from "./schema.ts";

/*
 * The one rule of every change to who holds which role and what a role grants: staff give
 * only permissions they hold themselves, never change their own roles or a role they hold,
 * never touch an account or a role holding more than they do, and only an administrator gives
 * or takes the administrator role. Without it, `user:manage` alone made itself administrator.
 */

const administratorKey = "administrator";

/** A role as the rule weighs it: what it is and what it grants. */
export type GrantingRole = { id: number; key: string | null; name: string; permissions: string[] };

/** What a staff member may hand out: what its roles grant, and whether it is an administrator. */
type Authority = {
  userId: number;
  roleIds: ReadonlySet<number>;
  permissions: ReadonlySet<string>;
  isAdministrator: boolean;
};

/** Why a change is refused: a message and what it names. */
type Refusal = { messageKey: MessageKey; params: Record<string, string> };

/** What the audit log keeps of a refused change. */
type RefusedAttempt = {
  action: Extract<AuditAction, "user.grantRefused" | "role.grantRefused">;
  targetType: "user" | "role";
  targetId: number | null;
  before?: unknown;
  after: Record<string, unknown>;
};

/** A refused grant: 403 with its reason, carrying what the audit log is to keep of it. */
export class GrantRefused extends AppError {
  constructor(
    readonly attempt: RefusedAttempt,
    refusal: Refusal,
    data?: unknown,
  ) {
    super("forbidden", refusal.messageKey, { params: refusal.params, data });
  }
}

/**
 * Runs a change that gives roles or permissions. A grant it refuses is recorded once the
 * change's transaction has rolled back (recorded inside it, the record would be rolled back
 * too), then the refusal goes on to the caller.
 */
export async function recordingRefusedGrants<T>(
  { db, now, actor }: StaffWrite,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof GrantRefused) {
      const { attempt } = error;
      await recordChange({
        db,
        actor,
        action: attempt.action,
        targetType: attempt.targetType,
        targetId: attempt.targetId,
        before: attempt.before,
        after: { ...attempt.after, refused: error.messageKey },
        at: now,
      });
    }
    throw error;
  }
}

/** `inTransaction` for a change that gives roles or permissions: its refusals are recorded. */
export function inGrantingTransaction<T>(
  context: StaffWrite,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return recordingRefusedGrants(context, () => inTransaction(context.db, work));
}

/** The roles of `roleIds` (every role when left out), each with what it grants. */
export async function grantingRoles(
  db: Database,
  roleIds?: readonly number[],
): Promise<GrantingRole[]> {
  if (roleIds?.length === 0) return [];
  const rows = await db
    .select({
      id: roles.id,
      key: roles.key,
      name: roles.name,
      permission: rolePermissions.permission,
    })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(roleIds ? inArray(roles.id, [...roleIds]) : undefined);
  const byId = new Map<number, GrantingRole>();
  for (const row of rows) {
    const role = byId.get(row.id) ?? { id: row.id, key: row.key, name: row.name, permissions: [] };
    if (row.permission) role.permissions.push(row.permission);
    byId.set(row.id, role);
  }
  return [...byId.values()];
}

async function heldRoleIds(db: Database, userId: number) {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId);
}

/** What `userId` holds now, read from its roles (not from its session). */
export async function authorityOf(db: Database, userId: number): Promise<Authority> {
  const held = await grantingRoles(db, await heldRoleIds(db, userId));
  return {
    userId,
    roleIds: new Set(held.map((role) => role.id)),
    permissions: new Set(held.flatMap((role) => role.permissions)),
    isAdministrator: held.some((role) => role.key === administratorKey),
  };
}

/** Of `granted`, those `by` does not hold, sorted, without repeats. */
function notHeld(by: Authority, granted: readonly string[]) {
  return [...new Set(granted)].filter((permission) => !by.permissions.has(permission)).sort();
}

const listed = (names: readonly string[]) => names.join(", ");

/**
 * Why `by` may not give `account` the roles `after` in place of `before`, or null when it may
 * (or nothing changes). `self` is the actor's own account.
 */
export function roleChangeRefusal(
  by: Authority,
  change: { account: string; self: boolean; before: GrantingRole[]; after: GrantingRole[] },
): Refusal | null {
  const beforeIds = new Set(change.before.map((role) => role.id));
  const afterIds = new Set(change.after.map((role) => role.id));
  const added = change.after.filter((role) => !beforeIds.has(role.id));
  const removed = change.before.filter((role) => !afterIds.has(role.id));
  if (added.length === 0 && removed.length === 0) return null;
  if (change.self) return { messageKey: "grant.ownRoles", params: {} };
  if (!by.isAdministrator && [...added, ...removed].some((role) => role.key === administratorKey)) {
    return { messageKey: "grant.administratorOnly", params: {} };
  }
  const beyond = added.filter((role) => notHeld(by, role.permissions).length > 0);
  if (beyond.length > 0) {
    return {
      messageKey: "grant.rolesNotHeld",
      params: {
        roles: listed(beyond.map((role) => role.name)),
        permissions: listed(
          notHeld(
            by,
            beyond.flatMap((role) => role.permissions),
          ),
        ),
      },
    };
  }
  // Taking a role away is refused too while the account holds what the actor does not: a
  // `user:manage` holder must not strip those above it.
  const above = notHeld(
    by,
    change.before.flatMap((role) => role.permissions),
  );
  if (above.length > 0) {
    return {
      messageKey: "grant.accountHoldsMore",
      params: { account: change.account, permissions: listed(above) },
    };
  }
  return null;
}

/**
 * Refuses (403, audited by `recordingRefusedGrants`) giving `account` exactly `roleIds` when
 * `by` may not. The role ids must exist (`ensureRolesExist`).
 */
export async function ensureMayGiveRoles(
  tx: Database,
  by: Authority,
  account: { id: number; nickname: string | null; phone: string },
  roleIds: readonly number[],
) {
  const beforeIds = await heldRoleIds(tx, account.id);
  const involved = await grantingRoles(tx, [...new Set([...beforeIds, ...roleIds])]);
  const before = involved.filter((role) => beforeIds.includes(role.id));
  const after = involved.filter((role) => roleIds.includes(role.id));
  const refusal = roleChangeRefusal(by, {
    account: account.nickname ?? account.phone,
    self: account.id === by.userId,
    before,
    after,
  });
  if (!refusal) return;
  throw new GrantRefused(
    {
      action: "user.grantRefused",
      targetType: "user",
      targetId: account.id,
      before: { roleIds: beforeIds.sort((a, b) => a - b) },
      after: { roleIds: after.map((role) => role.id).sort((a, b) => a - b) },
    },
    refusal,
  );
}

/** A role as stored (null while it is being added) and what it is to become (null: deleted). */
type RoleEdit = {
  current: { id: number; name: string; permissions: string[] } | null;
  next: { name: string; permissions: string[] } | null;
};

function roleEditRefusal(by: Authority, { current, next }: RoleEdit): Refusal | null {
  const before = current?.permissions ?? [];
  const after = next?.permissions ?? [];
  const grantsUnchanged =
    next !== null &&
    before.length === after.length &&
    before.every((permission) => after.includes(permission));
  if (grantsUnchanged) return null;
  if (current && by.roleIds.has(current.id)) {
    return { messageKey: "grant.ownRole", params: { role: current.name } };
  }
  const added = notHeld(
    by,
    after.filter((permission) => !before.includes(permission)),
  );
  if (added.length > 0) {
    return { messageKey: "grant.permissionsNotHeld", params: { permissions: listed(added) } };
  }
  const above = notHeld(by, before);
  if (current && above.length > 0) {
    return {
      messageKey: "grant.roleHoldsMore",
      params: { role: current.name, permissions: listed(above) },
    };
  }
  return null;
}

/**
 * Refuses (403, audited by `recordingRefusedGrants`) adding, changing or deleting a role's
 * permissions when the actor may not; renaming alone is always allowed.
 */
export async function ensureMayEditRole(tx: Database, actorId: number, edit: RoleEdit) {
  const refusal = roleEditRefusal(await authorityOf(tx, actorId), edit);
  if (!refusal) return;
  throw new GrantRefused(
    {
      action: "role.grantRefused",
      targetType: "role",
      targetId: edit.current?.id ?? null,
      before: edit.current && { name: edit.current.name, permissions: edit.current.permissions },
      after: edit.next ?? { deleted: true },
    },
    refusal,
  );
}
