import { permissions } from "@portal/shared";

/** Staff are the accounts allowed into the management area. */
export function isStaff(granted: Iterable<string>): boolean {
  return [...granted].includes(permissions.managementAccess);
}
