import { z } from "zod";
import { profileLimits } from "../constants.ts";
import { type Permission, permissionAreas } from "../permissions.ts";
import { email, mainlandMobile, nickname } from "./account.ts";
import {
  keywordFilter,
  pageQuery,
  recordId,
  recordIdFromText,
  recordVersion,
  singleLine,
} from "./common.ts";

/** Every permission a role may grant (the role editor's tree), in the areas' order. */
const grantablePermissions = Object.values(permissionAreas).flat() as Permission[];

export const roleLimits = { nameMaxLength: 60 } as const;

const roleName = singleLine().min(1).max(roleLimits.nameMaxLength);
const grantedPermissions = z
  .array(z.enum(grantablePermissions as [Permission, ...Permission[]]))
  .max(grantablePermissions.length * 2);

export const roleInput = z.object({ name: roleName, permissions: grantedPermissions });
export type RoleInput = z.infer<typeof roleInput>;

export const roleUpdateInput = roleInput.extend({ id: recordId, version: recordVersion });
export type RoleUpdateInput = z.infer<typeof roleUpdateInput>;

export const idBody = z.object({ id: recordId });

export const roleItem = z.object({
  id: z.number(),
  /** The seeded role it is (`administrator`, ...), null for a role staff created. */
  key: z.string().nullable(),
  name: z.string(),
  permissions: z.array(z.string()),
  userCount: z.number(),
  version: z.number(),
});
export type RoleItem = z.infer<typeof roleItem>;

/** One page of the management menu, with the count its badge shows (0: no badge). */
export const menuPage = z.object({ path: z.string(), group: z.string(), badge: z.number() });
export type MenuPage = z.infer<typeof menuPage>;

/** Every change the audit log records; each has a label in the web's three languages. */
export const auditActions = [
  "catalog.add",
  "catalog.update",
  "catalog.move",
  "catalog.grant",
  "catalog.remove",
  "competition.modify",
  "competition.accept",
  "competition.reject",
  "dict.add",
  "forumBoard.add",
  "forumBoard.update",
  "forumBoard.delete",
  "forumBoard.sort",
  "forumBoard.moderators",
  "medal.add",
  "medal.update",
  "medal.delete",
  "medal.award",
  "medal.revoke",
  "dict.edit",
  "dict.delete",
  "parameter.add",
  "parameter.edit",
  "parameter.delete",
  "parameter.sort",
  "resource.add",
  "resource.update",
  "resource.remove",
  "role.add",
  "role.update",
  "role.delete",
  "role.grantRefused",
  "user.add",
  "user.update",
  "user.roles",
  "user.import",
  "user.resetPassword",
  "user.lock",
  "user.unlock",
  "user.delete",
  "user.grantRefused",
  "user.certifyEngineer",
  "user.withdrawEngineer",
  "user.honoraryTitle",
  "user.grantPoints",
  "honoraryTitle.add",
  "honoraryTitle.update",
  "honoraryTitle.delete",
  "whitelist.save",
  "whitelist.update",
  "whitelist.delete",
  "whitelist.import",
  "whitelist.addMembers",
  "whitelist.removeMember",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditListQuery = pageQuery.extend({
  keyword: keywordFilter,
  action: singleLine().max(60).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditRecord = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecord>;

export const userStatuses = ["active", "locked", "deleted"] as const;
export type UserStatus = (typeof userStatuses)[number];

const dateText = z.iso.date();

export const manageUserListQuery = pageQuery.extend({
  keyword: keywordFilter,
  phone: singleLine().max(11).optional(),
  nickname: keywordFilter,
  email: keywordFilter,
  company: keywordFilter,
  roleId: recordIdFromText.optional(),
  areaId: recordIdFromText.optional(),
  fieldId: recordIdFromText.optional(),
  registeredFrom: dateText.optional(),
  registeredTo: dateText.optional(),
  status: z.enum(userStatuses).optional(),
});
export type ManageUserListQuery = z.infer<typeof manageUserListQuery>;

export const manageUserRow = z.object({
  id: z.number(),
  phone: z.string(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  areaId: z.number().nullable(),
  fieldId: z.number().nullable(),
  status: z.enum(userStatuses),
  isEngineer: z.boolean(),
  honoraryTitleId: z.number().nullable(),
  roles: z.array(z.object({ id: z.number(), key: z.string().nullable(), name: z.string() })),
  createdAt: z.string(),
  version: z.number(),
});
export type ManageUserRow = z.infer<typeof manageUserRow>;

/** A field staff may clear: "" or null clears it, absent leaves it unchanged. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? null : value), schema.nullable().optional());
}

const roleIds = z.array(recordId).max(50);

export const addUserInput = z.object({
  phone: mainlandMobile,
  nickname: clearable(nickname),
  email: clearable(email),
  company: clearable(singleLine().max(profileLimits.companyMaxLength)),
  areaId: clearable(recordId),
  fieldId: clearable(recordId),
  roleIds: roleIds.default([]),
});
export type AddUserInput = z.infer<typeof addUserInput>;

export const updateUserInput = z.object({
  id: recordId,
  /** When sent, the save is refused (409) if another save came first. */
  version: recordVersion.optional(),
  roleIds: roleIds.optional(),
  nickname: clearable(nickname),
  email: clearable(email),
  company: clearable(singleLine().max(profileLimits.companyMaxLength)),
  areaId: clearable(recordId),
  fieldId: clearable(recordId),
  // The engineer title is not set here: certifying needs `user:certify` and tells the member
  // (authenticateEngineer / cancelAuthenticate); an `isEngineer` sent here is dropped.
  honoraryTitleId: clearable(recordId),
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const batchUserRoleInput = z.object({
  userIds: z.array(recordId).min(1).max(500),
  roleIds,
});

/**
 * What a user import accepts: the upload, what its zip unpacks to (10,000 rows of the template
 * unpack to about 3 MB), and the data rows.
 */
export const userImportLimits = {
  maxRows: 10_000,
  maxBytes: 10 * 1024 * 1024,
  maxUncompressedBytes: 50 * 1024 * 1024,
} as const;

/** A refused import row: its number in the sheet (the header is row 1) and why. */
export const importRowProblem = z.object({
  row: z.number(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowProblem = z.infer<typeof importRowProblem>;

export const whitelistLimits = { noteMaxLength: 200, membersPerAdd: 100 } as const;

const validUntil = z.preprocess(
  (value) => (value === "" ? null : value),
  z.iso.datetime({ offset: true }).nullable().optional(),
);
const whitelistNote = clearable(singleLine().max(whitelistLimits.noteMaxLength));

/**
 * A company as a whitelist entry names it (one entry per company however it is spelt): the entry
 * opens whitelist documents to the members staff link to it, never to a profile naming it.
 */
export const whitelistCompany = singleLine().min(1).max(profileLimits.companyMaxLength);

/** A user entry (`userId`) or a company entry (`company`), never both. */
export const whitelistSaveInput = z
  .object({
    userId: recordId.optional(),
    company: whitelistCompany.optional(),
    validUntil,
    note: whitelistNote,
  })
  .refine((input) => (input.userId === undefined) !== (input.company === undefined), {
    message: "validation.whitelist.userOrCompany",
    path: ["userId"],
  });
export type WhitelistSaveInput = z.infer<typeof whitelistSaveInput>;

export const whitelistUpdateInput = z.object({
  id: recordId,
  version: recordVersion,
  validUntil,
  note: whitelistNote,
});
export type WhitelistUpdateInput = z.infer<typeof whitelistUpdateInput>;

export const whitelistListQuery = pageQuery.extend({ keyword: keywordFilter });

export const whitelistEntryRow = z.object({
  id: z.number(),
  /** null for a company entry. */
  userId: z.number().nullable(),
  phone: z.string().nullable(),
  nickname: z.string().nullable(),
  /** The user's profile company, or the company a company entry names. */
  company: z.string().nullable(),
  kind: z.enum(["user", "company"]),
  validUntil: z.string().nullable(),
  expired: z.boolean(),
  note: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
  /** The accounts staff linked to a company entry; 0 for a user entry. */
  memberCount: z.number(),
});
export type WhitelistEntryRow = z.infer<typeof whitelistEntryRow>;

export const userLookupQuery = z.object({ keyword: singleLine().min(1).max(50) });

/** What a staff picker (whitelist, board moderators) may see of an account: no full phone, no e-mail. */
export const userCandidate = z.object({
  id: z.number(),
  nickname: z.string().nullable(),
  maskedPhone: z.string(),
  company: z.string().nullable(),
});
export type UserCandidate = z.infer<typeof userCandidate>;

export const whitelistMembersQuery = pageQuery.extend({ entryId: recordIdFromText });

/** A member of a company entry, as the whitelist page lists it. */
export const whitelistMemberRow = z.object({
  userId: z.number(),
  phone: z.string(),
  nickname: z.string().nullable(),
  /** What the member wrote in their profile: shown to staff, never matched. */
  company: z.string().nullable(),
  addedAt: z.string(),
});
export type WhitelistMemberRow = z.infer<typeof whitelistMemberRow>;

export const whitelistAddMembersInput = z.object({
  entryId: recordId,
  userIds: z.array(recordId).min(1).max(whitelistLimits.membersPerAdd),
});
export type WhitelistAddMembersInput = z.infer<typeof whitelistAddMembersInput>;

export const whitelistRemoveMemberInput = z.object({ entryId: recordId, userId: recordId });
export type WhitelistRemoveMemberInput = z.infer<typeof whitelistRemoveMemberInput>;

/** What a whitelist import accepts, as `userImportLimits`. */
export const whitelistImportLimits = {
  maxRows: 5_000,
  maxBytes: 5 * 1024 * 1024,
  maxUncompressedBytes: 50 * 1024 * 1024,
} as const;
