/*
 * What the users domain shares: the management shell's menu (the pages the staff member's roles
 * open), the roles and accounts the resource feature grants folders to, with the roles' names,
 * and the sheet import dialog the whitelist page uses too.
 */
export { useManagedUsers, useManagementMenuPages, useRoles } from "./api.ts";
export { SheetImportModal } from "./management/components/SheetImportModal.tsx";
export { roleLabel } from "./permission-label.ts";
