import type { ManageUserRow, OwnUser, UserAdditionalInfo, UserStatus } from "@portal/shared";
import { withSiteHost } from "../../platform/http/site-host.ts";
import type { ManagedUser } from "./managed-users.ts";
import { isStaff } from "./policy.ts";
import type { UserRow } from "./schema.ts";

/** The honorary titles by id; the list is empty until the community issue fills it. */
const honoraryTitles = new Map<number, string>();

function titleOf(user: Pick<UserRow, "isEngineer" | "honoraryTitleId">) {
  if (user.isEngineer) return { kind: "engineer" as const, name: "" };
  const honorary =
    user.honoraryTitleId === null ? undefined : honoraryTitles.get(user.honoraryTitleId);
  if (honorary) return { kind: "honorary" as const, name: honorary };
  return { kind: "ordinary" as const, name: "" };
}

/** What the owner sees of their account. */
export function presentOwnUser(user: UserRow, siteHost: string): OwnUser {
  return {
    id: user.id,
    phone: user.phone,
    email: user.email,
    nickname: user.nickname,
    avatarUrl: withSiteHost(siteHost, user.avatarUrl),
    company: user.company,
    areaId: user.areaId,
    fieldId: user.fieldId,
    signature: user.signature,
    isEngineer: user.isEngineer,
    title: titleOf(user),
    createdAt: user.createdAt.toISOString(),
  };
}

/** An account in the management area's user table. */
export function presentManagedUser(user: ManagedUser): ManageUserRow {
  return {
    id: user.id,
    phone: user.phone,
    nickname: user.nickname,
    email: user.email,
    company: user.company,
    areaId: user.areaId,
    fieldId: user.fieldId,
    status: user.status as UserStatus,
    isEngineer: user.isEngineer,
    honoraryTitleId: user.honoraryTitleId,
    roles: user.roles,
    createdAt: user.createdAt.toISOString(),
    version: user.version,
  };
}

/** The signed-in user's roles, permissions and title, and the failed sign-ins since their last. */
export function presentAdditionalInfo({
  user,
  roleKeys,
  permissions,
  failed,
}: {
  user: UserRow;
  roleKeys: string[];
  permissions: ReadonlySet<string>;
  failed: { count: number; lastAt: Date | null };
}): UserAdditionalInfo {
  return {
    roles: roleKeys,
    permissions: [...permissions],
    isStaff: isStaff(permissions),
    title: titleOf(user),
    failedSignIns: { count: failed.count, lastAt: failed.lastAt?.toISOString() ?? null },
  };
}
