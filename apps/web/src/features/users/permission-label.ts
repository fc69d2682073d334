import { seededRoleNames } from "@portal/shared";
import type { TFunction } from "i18next";

/**
 * A permission's label. Permission strings hold a colon ("product:write"), which i18next would
 * read as a namespace, so the lookup turns the namespace separator off.
 */
export function permissionLabel(t: TFunction, permission: string): string {
  return t(`users.permissions.${permission}`, { nsSeparator: false });
}

/**
 * A role's name: a seeded role that still has the name it was seeded with reads in the reader's
 * language; a name staff gave a role is shown as they wrote it.
 */
export function roleLabel(t: TFunction, role: { key: string | null; name: string }): string {
  return roleNamedByStaff(role) ? role.name : t(`users.roleNames.${role.key}`);
}

/** Whether a role shows the name staff typed (a role of their own, or a seeded one renamed). */
export function roleNamedByStaff(role: { key: string | null; name: string }): boolean {
  const seeded = role.key !== null && Object.hasOwn(seededRoleNames, role.key);
  return !(seeded && seededRoleNames[role.key as keyof typeof seededRoleNames] === role.name);
}
