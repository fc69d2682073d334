import type { TFunction } from "i18next";

/**
 * A permission's label. Permission strings hold a colon ("product:write"), which i18next would
 * read as a namespace, so the lookup turns the namespace separator off.
 */
export function permissionLabel(t: TFunction, permission: string): string {
  return t(`administration.permissions.${permission}`, { nsSeparator: false });
}
