import type { AuditMessages } from "./zh-CN.ts";

export const auditEnUS: AuditMessages = {
  audit: {
    actions: {
      catalog: {
        add: "Folder added",
        update: "Folder renamed",
        move: "Folder moved",
        grant: "Folder grants changed",
        remove: "Folder deleted",
      },
      dict: {
        add: "Dictionary entry added",
        edit: "Dictionary entry renamed",
        delete: "Dictionary entry deleted",
      },
      parameter: {
        add: "Parameter added",
        edit: "Parameter changed",
        delete: "Parameter deleted",
        sort: "Parameters reordered",
      },
      resource: {
        add: "Resource uploaded",
        update: "Resource changed",
        remove: "Resource deleted",
      },
      role: {
        add: "Role created",
        update: "Role changed",
        delete: "Role deleted",
        grantRefused: "Role change refused",
      },
      user: {
        add: "Account created",
        update: "Account changed",
        roles: "Roles given",
        import: "Accounts imported",
        resetPassword: "Password reset sent",
        lock: "Account locked",
        unlock: "Account unlocked",
        delete: "Account deleted",
        grantRefused: "Role grant refused",
      },
      forumBoard: {
        add: "Forum board added",
        update: "Forum board changed",
        delete: "Forum board deleted",
        sort: "Forum boards reordered",
        moderators: "Board moderators set",
      },
      whitelist: {
        save: "Whitelist entry added",
        update: "Whitelist entry changed",
        delete: "Whitelist entry removed",
        import: "Whitelist imported",
        addMembers: "Company members added",
        removeMember: "Company member removed",
      },
    },
    title: "Audit log",
    subtitle: "Every change to roles, users, the whitelist and more: who, when, before and after",
    filters: "Filter the audit log",
    searchPlaceholder: "Actor / action / target",
    at: "When",
    actor: "Who",
    action: "Action",
    target: "Target",
    before: "Before",
    after: "After",
  },
};
