/*
 * What the audit domain shares: the features whose staff changes the server records (users,
 * whitelist, parameters, resources) mark the audit log stale through its key.
 */
export { auditLogKey } from "./api.ts";
