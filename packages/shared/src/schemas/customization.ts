import { z } from "zod";
import { officeFileExtensions, pictureExtensions } from "../upload-kinds.ts";
import {
  keywordFilter,
  multiLine,
  optionalField,
  pageQuery,
  recordId,
  recordIdFromText,
  singleLine,
} from "./common.ts";

/** A customization request's states: new, held by a staff member, closed. */
export const customizationStates = ["new", "assigned", "closed"] as const;
export type CustomizationState = (typeof customizationStates)[number];

/** What a request and its replies hold: the columns' sizes and what a person reasonably sends. */
export const customizationLimits = {
  companyMaxLength: 100,
  contactMaxLength: 50,
  phoneMaxLength: 20,
  emailMaxLength: 100,
  moduleModelMaxLength: 40,
  quantityMax: 100_000_000,
  requirementMaxLength: 5_000,
  replyMaxLength: 5_000,
  /** Files on one request or one reply. */
  attachmentsMax: 5,
  /** One attachment (a schematic, a specification, a log) at most this size. */
  attachmentMaxBytes: 20 * 1024 * 1024,
  attachmentNameMaxLength: 200,
} as const;

/** Specifications, schematics, pictures, logs and archives; each checked by its bytes. */
export const customizationAttachmentExtensions = [
  ...pictureExtensions,
  ...officeFileExtensions,
  "log",
  "md",
] as const;

/**
 * An uploaded attachment's key: kept under its uploader's folder, so a request or a reply may
 * name only files its author sent (the server checks the key against the sender's folder).
 */
const attachmentKey = z
  .string()
  .max(120)
  .regex(
    /^customization\/u\d{1,10}\/\d{10,16}[0-9a-f]{6}\.[a-z0-9]{1,8}$/,
    "customization.attachmentUnknown",
  );

/** A private file as the upload answered it; downloaded only by the applicant and staff. */
export const customizationAttachment = z.object({
  key: attachmentKey,
  name: singleLine().min(1).max(customizationLimits.attachmentNameMaxLength),
  size: z.number().int().min(0).max(customizationLimits.attachmentMaxBytes),
  mimeType: singleLine().max(100),
});
export type CustomizationAttachmentItem = z.infer<typeof customizationAttachment>;

const attachments = z
  .array(customizationAttachment)
  .max(customizationLimits.attachmentsMax)
  .default([]);

/**
 * A telephone as companies write it: a mobile, a landline with its area code and extension,
 * an international number; digits with `+`, `-`, spaces and brackets.
 */
const companyPhone = singleLine()
  .min(5)
  .max(customizationLimits.phoneMaxLength)
  .regex(/^\+?[0-9][0-9 ()-]*[0-9]$/, "customization.phoneInvalid");

/** `/service/customized/apply`: what a company asks for. */
export const customizationApplyInput = z.object({
  company: singleLine().min(2).max(customizationLimits.companyMaxLength),
  contact: singleLine().min(1).max(customizationLimits.contactMaxLength),
  phone: companyPhone,
  email: optionalField(z.email().max(customizationLimits.emailMaxLength)),
  moduleModel: singleLine().min(1).max(customizationLimits.moduleModelMaxLength),
  quantity: z.number().int().min(1).max(customizationLimits.quantityMax),
  requirement: multiLine().min(10).max(customizationLimits.requirementMaxLength),
  attachments,
});
export type CustomizationApplyInput = z.infer<typeof customizationApplyInput>;

export const customizationIdQuery = z.object({ id: recordIdFromText });

/** `/service/customized/attachment`: one file of a request or of one of its replies. */
export const customizationAttachmentQuery = z.object({ id: recordIdFromText, key: attachmentKey });

/** `/service/customized/find` and `exportExcel`: staff's filters. */
export const customizationFilter = z.object({
  state: optionalField(z.enum(customizationStates)),
  keyword: keywordFilter,
  assigneeId: optionalField(recordIdFromText),
});
export const customizationListQuery = pageQuery.extend(customizationFilter.shape);
export type CustomizationListQuery = z.infer<typeof customizationListQuery>;
export type CustomizationFilter = z.infer<typeof customizationFilter>;

/** `/service/customized/findMine`: the applicant's own requests, newest first. */
export const customizationMineQuery = pageQuery;

const replyContent = multiLine().min(1).max(customizationLimits.replyMaxLength);

/**
 * `/service/customized/deal`: staff's actions. `assign` hands the request to a staff member
 * (themselves without `assigneeId`); `reply` answers the applicant; `close` ends it. None is
 * allowed on a closed request.
 */
export const customizationDealInput = z.discriminatedUnion("action", [
  z.object({ id: recordId, action: z.literal("assign"), assigneeId: recordId.optional() }),
  z.object({ id: recordId, action: z.literal("reply"), content: replyContent, attachments }),
  z.object({ id: recordId, action: z.literal("close") }),
]);
export type CustomizationDealInput = z.infer<typeof customizationDealInput>;

/** `/service/customized/followUp`: the applicant adds to their open request. */
export const customizationFollowUpInput = z.object({
  id: recordId,
  content: replyContent,
  attachments,
});
export type CustomizationFollowUpInput = z.infer<typeof customizationFollowUpInput>;

/** A request in a list: who asked for what and where it stands. */
export const customizationSummary = z.object({
  id: z.number(),
  company: z.string(),
  contact: z.string(),
  phone: z.string(),
  moduleModel: z.string(),
  quantity: z.number(),
  state: z.enum(customizationStates),
  assigneeId: z.number().nullable(),
  assigneeName: z.string().nullable(),
  replyCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomizationSummary = z.infer<typeof customizationSummary>;

const storedAttachment = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
});

/** One message of a request's thread. */
const customizationReply = z.object({
  id: z.number(),
  fromStaff: z.boolean(),
  authorName: z.string().nullable(),
  content: z.string(),
  attachments: z.array(storedAttachment),
  createdAt: z.string(),
});

/** `/service/customized/getCustomizedInfo`: the whole request with its thread, oldest first. */
export const customizationDetail = customizationSummary.extend({
  email: z.string().nullable(),
  requirement: z.string(),
  attachments: z.array(storedAttachment),
  applicantId: z.number(),
  applicantName: z.string(),
  closedAt: z.string().nullable(),
  version: z.number(),
  replies: z.array(customizationReply),
});
export type CustomizationDetail = z.infer<typeof customizationDetail>;

/** A staff member a request may be assigned to. */
export const customizationAssignee = z.object({ id: z.number(), name: z.string() });
export type CustomizationAssignee = z.infer<typeof customizationAssignee>;
