/** Every permission string the server checks. */
export const permissions = {
  managementAccess: "management:access",
  productWrite: "product:write",
  documentWrite: "document:write",
  contentWrite: "content:write",
  forumModerate: "forum:moderate",
  applicationManage: "application:manage",
  whitelistManage: "whitelist:manage",
  statisticsRead: "statistics:read",
  parameterManage: "parameter:manage",
  userManage: "user:manage",
  userCertify: "user:certify",
  roleManage: "role:manage",
  auditRead: "audit:read",
  dictWrite: "dict:write",
  chatServe: "chat:serve",
  resourceManage: "resource:manage",
} as const;
export type Permission = (typeof permissions)[keyof typeof permissions];
const allPermissions = Object.values(permissions) as Permission[];

/**
 * The permissions whose pages write rich text with the editor (texts, FAQs, banners; product
 * descriptions): only they may upload into it and capture remote images.
 */
export const richTextWriterPermissions = [
  permissions.contentWrite,
  permissions.productWrite,
] as const satisfies readonly Permission[];

/** The roles seeded on first start and the permissions each grants. */
export const seededRoles = {
  administrator: allPermissions,
  contentEditor: [
    permissions.managementAccess,
    permissions.productWrite,
    permissions.documentWrite,
    permissions.contentWrite,
    permissions.statisticsRead,
  ],
  forumModerator: [
    permissions.managementAccess,
    permissions.forumModerate,
    permissions.userCertify,
  ],
  customerService: [
    permissions.managementAccess,
    permissions.chatServe,
    permissions.applicationManage,
  ],
  user: [],
} as const satisfies Record<string, readonly Permission[]>;
export type RoleKey = keyof typeof seededRoles;

/**
 * The names seeded roles are created with. While a seeded role keeps this name, the web shows
 * it in the reader's language; a name staff gave it is shown as written.
 */
export const seededRoleNames: Record<RoleKey, string> = {
  administrator: "Administrator",
  contentEditor: "Content editor",
  forumModerator: "Forum moderator",
  customerService: "Customer service",
  user: "User",
};

/**
 * The management area's pages (children of /server) and the permission each needs; the
 * management menu shows the ones the signed-in staff member holds.
 */
export const managementPages = [
  { path: "productServer", permission: permissions.productWrite, group: "product" },
  { path: "subProduct", permission: permissions.productWrite, group: "product" },
  { path: "devTerminal", permission: permissions.productWrite, group: "product" },
  { path: "documentationCenter", permission: permissions.documentWrite, group: "product" },
  { path: "article", permission: permissions.contentWrite, group: "content" },
  { path: "video", permission: permissions.contentWrite, group: "content" },
  { path: "notice", permission: permissions.contentWrite, group: "content" },
  { path: "faqlist", permission: permissions.contentWrite, group: "content" },
  { path: "banner", permission: permissions.contentWrite, group: "content" },
  { path: "promotion", permission: permissions.contentWrite, group: "content" },
  { path: "marketingSupport", permission: permissions.contentWrite, group: "content" },
  { path: "marketingSupportMaterial", permission: permissions.contentWrite, group: "content" },
  { path: "survey", permission: permissions.contentWrite, group: "content" },
  { path: "medalCondition", permission: permissions.forumModerate, group: "community" },
  { path: "forumBoards", permission: permissions.forumModerate, group: "community" },
  { path: "forumAudit", permission: permissions.forumModerate, group: "community" },
  { path: "forumReports", permission: permissions.forumModerate, group: "community" },
  { path: "applay", permission: permissions.applicationManage, group: "service" },
  { path: "game", permission: permissions.applicationManage, group: "service" },
  { path: "privateCustomization", permission: permissions.applicationManage, group: "service" },
  { path: "chatHistory", permission: permissions.chatServe, group: "service" },
  { path: "users", permission: permissions.userManage, group: "system" },
  { path: "roles", permission: permissions.roleManage, group: "system" },
  { path: "audit", permission: permissions.auditRead, group: "system" },
  { path: "whitelist", permission: permissions.whitelistManage, group: "system" },
  { path: "resources", permission: permissions.resourceManage, group: "system" },
  { path: "parameter", permission: permissions.parameterManage, group: "system" },
  { path: "homeStatistics", permission: permissions.statisticsRead, group: "statistics" },
  { path: "userStatistics", permission: permissions.statisticsRead, group: "statistics" },
] as const satisfies readonly { path: string; permission: Permission; group: string }[];
export const managementMenuGroups = [
  "product",
  "content",
  "community",
  "service",
  "system",
  "statistics",
] as const;

/**
 * Every permission a role may grant, grouped by the area it opens, for the role editor's tree.
 * `management:access` is not listed: a role granting anything grants it too.
 */
export const permissionAreas = {
  product: [permissions.productWrite, permissions.documentWrite],
  content: [permissions.contentWrite],
  community: [permissions.forumModerate, permissions.userCertify],
  service: [permissions.applicationManage, permissions.chatServe],
  system: [
    permissions.userManage,
    permissions.roleManage,
    permissions.auditRead,
    permissions.whitelistManage,
    permissions.parameterManage,
    permissions.dictWrite,
    permissions.resourceManage,
  ],
  statistics: [permissions.statisticsRead],
} as const satisfies Record<(typeof managementMenuGroups)[number], readonly Permission[]>;
