import { z } from "zod";
import { officeFileExtensions, pictureExtensions } from "../upload-kinds.ts";
import {
  keywordFilter,
  multiLine,
  optionalField,
  pageOf,
  pageQuery,
  recordId,
  recordIdFromText,
  recordVersion,
  singleLine,
} from "./common.ts";

/** A competition entry's states, in the order an entry moves through them. */
export const competitionStates = ["draft", "submitted", "accepted", "rejected"] as const;
export type CompetitionState = (typeof competitionStates)[number];

/** The states in which the team may still change its entry. */
export const competitionEditableStates = [
  "draft",
  "rejected",
] as const satisfies CompetitionState[];

/** Bounded by the columns of `competition_entries` and by what a form shows. */
export const competitionLimits = {
  teamNameMaxLength: 60,
  projectNameMaxLength: 100,
  moduleModelMaxLength: 40,
  descriptionMaxLength: 5000,
  membersMax: 10,
  memberNameMaxLength: 30,
  memberRoleMaxLength: 30,
  attachmentsMax: 5,
  attachmentMaxBytes: 20 * 1024 * 1024,
  attachmentNameMaxLength: 200,
  reasonMaxLength: 500,
} as const;

/** What a team may attach: documents, slides, archives and pictures of its project. */
export const competitionAttachmentExtensions = [
  ...officeFileExtensions.filter((extension) => extension !== "csv" && extension !== "txt"),
  ...pictureExtensions,
] as const;

export const competitionMember = z.object({
  name: singleLine().min(1).max(competitionLimits.memberNameMaxLength),
  role: optionalField(singleLine().max(competitionLimits.memberRoleMaxLength)),
});
export type CompetitionMemberInput = z.infer<typeof competitionMember>;

/** A file `/developerCompetition/upload` answered, as the entry keeps it. */
export const competitionAttachment = z.object({
  /** The private store's key `upload` answered; the server accepts only the member's own. */
  key: singleLine().min(1).max(200),
  name: singleLine().min(1).max(competitionLimits.attachmentNameMaxLength),
  size: z.number().int().min(0).max(competitionLimits.attachmentMaxBytes),
  mimeType: z.string(),
});
export type CompetitionAttachment = z.infer<typeof competitionAttachment>;

const entryFields = {
  teamName: singleLine().min(1).max(competitionLimits.teamNameMaxLength),
  projectName: singleLine().min(1).max(competitionLimits.projectNameMaxLength),
  moduleModel: singleLine().min(1).max(competitionLimits.moduleModelMaxLength),
  description: multiLine().max(competitionLimits.descriptionMaxLength),
};

/**
 * `save`: without `id` it creates the member's entry, with it changes that entry (a draft or a
 * rejected one). `submit` false keeps it a draft, true submits it. `version`, when sent, is the
 * one the form read: a save from a stale form is refused with 409.
 */
export const competitionSaveInput = z.object({
  id: recordId.optional(),
  version: recordVersion.optional(),
  ...entryFields,
  description: entryFields.description.default(""),
  members: z.array(competitionMember).min(1).max(competitionLimits.membersMax),
  attachments: z
    .array(competitionAttachment.pick({ key: true, name: true, size: true }))
    .max(competitionLimits.attachmentsMax)
    .default([]),
  submit: z.boolean(),
});
export type CompetitionSaveInput = z.infer<typeof competitionSaveInput>;

export const competitionSaveAnswer = z.object({
  id: z.number(),
  state: z.enum(competitionStates),
  version: z.number(),
});

/** `getApplicationState`: null data when the member has no entry. */
export const competitionStateAnswer = z
  .object({ id: z.number(), state: z.enum(competitionStates), reason: z.string().nullable() })
  .nullable();

/** A whole entry: what the team's form and the staff's table read. */
export const competitionEntry = z.object({
  id: z.number(),
  teamName: z.string(),
  projectName: z.string(),
  moduleModel: z.string(),
  description: z.string(),
  members: z.array(z.object({ name: z.string(), role: z.string().optional() })),
  attachments: z.array(competitionAttachment),
  state: z.enum(competitionStates),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Staff's table only: the member who applied, the team's contact. */
  contact: z
    .object({ userId: z.number(), nickname: z.string().nullable(), phone: z.string() })
    .optional(),
});
export type CompetitionEntry = z.infer<typeof competitionEntry>;

/** `getApplicationForm`: null data when the member has no entry. */
export const competitionFormAnswer = competitionEntry.nullable();

/** `list` and `exportExcel`: by state, and a keyword in the team, project or module. */
export const competitionListFilter = z.object({
  state: optionalField(z.enum(competitionStates)),
  keyword: keywordFilter,
});
export const competitionListQuery = pageQuery.extend(competitionListFilter.shape);
export type CompetitionListQuery = z.infer<typeof competitionListQuery>;
export type CompetitionListFilter = z.infer<typeof competitionListFilter>;
export const competitionPage = pageOf(competitionEntry);

/** `operate`: accept, or reject with the reason the team reads. */
export const competitionOperateInput = z.discriminatedUnion("action", [
  z.object({ id: recordId, action: z.literal("accept") }),
  z.object({
    id: recordId,
    action: z.literal("reject"),
    reason: singleLine().min(1).max(competitionLimits.reasonMaxLength),
  }),
]);
export type CompetitionOperateInput = z.infer<typeof competitionOperateInput>;

/** The fields staff may correct with `modify`, one at a time. */
export const competitionModifiableFields = [
  "teamName",
  "projectName",
  "moduleModel",
  "description",
] as const;
export type CompetitionModifiableField = (typeof competitionModifiableFields)[number];

/** `modify`: one field of an entry that is not accepted, checked like the team's form checks it. */
export const competitionModifyInput = z.discriminatedUnion("field", [
  z.object({ id: recordId, field: z.literal("teamName"), value: entryFields.teamName }),
  z.object({ id: recordId, field: z.literal("projectName"), value: entryFields.projectName }),
  z.object({ id: recordId, field: z.literal("moduleModel"), value: entryFields.moduleModel }),
  z.object({ id: recordId, field: z.literal("description"), value: entryFields.description }),
]);
export type CompetitionModifyInput = z.infer<typeof competitionModifyInput>;

/** `attachment`: one file of an entry, for its team and for staff. */
export const competitionAttachmentQuery = z.object({
  id: recordIdFromText,
  key: singleLine().min(1).max(200),
});
