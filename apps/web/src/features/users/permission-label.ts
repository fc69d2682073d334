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
  const seeded = role.key !== null && Object.hasOwn(seededRoleNames, role.key);
  if (seeded && seededRoleNames[role.key as keyof typeof seededRoleNames] === role.name) {
    return t(`users.roleNames.${role.key}`);
  }
  return role.name;
}
