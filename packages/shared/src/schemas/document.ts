import { z } from "zod";
import { languages } from "../constants.ts";
import {
  documentAccessLevels,
  documentLimits,
  documentTypes,
  feedbackStatuses,
  feedbackTypes,
} from "../domain/document.ts";
import {
  keywordFilter,
  multiLine,
  optionalField,
  pageQuery,
  recordId,
  recordIdFromText,
  recordVersion,
  singleLine,
} from "./common.ts";
import {
  localization,
  translationInput,
  translationState,
  translationsAnswer,
} from "./translation.ts";

/** A version number: V or v optional, then 1 to 4 dot-separated numbers ("V1.2", "2.0.1"). */
export const documentVersionPattern = /^[Vv]?\d{1,6}(\.\d{1,6}){0,3}$/;

export const documentVersion = singleLine()
  .max(documentLimits.versionMaxLength)
  .regex(documentVersionPattern, { error: "document.versionFormat" });

/**
 * Orders two version numbers by their numeric parts ("V1.10" > "V1.9", "1.0" = "1.0.0");
 * negative when `left` is older.
 */
export function compareVersions(left: string, right: string): number {
  const parts = (version: string) => version.replace(/^[Vv]/, "").split(".").map(Number);
  const leftParts = parts(left);
  const rightParts = parts(right);
  const length = Math.max(leftParts.length, rightParts.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (leftParts[index] ?? 0) - (rightParts[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Multipart text fields of `addProductDocument` (the `file` part comes beside them). */
export const addDocumentFields = z.object({
  /** Empty for a general document that belongs to no product. */
  productId: optionalField(recordIdFromText),
  name: singleLine().min(1).max(documentLimits.nameMaxLength),
  type: z.enum(documentTypes),
  version: documentVersion,
  accessLevel: z.enum(documentAccessLevels),
  language: z.enum(languages).default("zh-CN"),
  parentId: optionalField(recordIdFromText),
  description: multiLine().max(documentLimits.descriptionMaxLength).optional(),
});
export type AddDocumentFields = z.infer<typeof addDocumentFields>;

/** Multipart text fields of a new version upload (`addDocumentVersion`). */
export const addVersionFields = z.object({
  id: recordIdFromText,
  version: documentVersion,
  changeNote: multiLine().max(documentLimits.descriptionMaxLength).optional(),
});

/** `modifyProductDocument`: the document's description, not its files. */
export const modifyDocumentBody = z.object({
  id: recordId,
  /** The document's edit version the form read (`DocumentItem.version`), not a file version. */
  version: recordVersion,
  productId: recordId.nullable(),
  name: singleLine().min(1).max(documentLimits.nameMaxLength),
  type: z.enum(documentTypes),
  accessLevel: z.enum(documentAccessLevels),
  language: z.enum(languages),
  parentId: recordId.nullable(),
  description: multiLine().max(documentLimits.descriptionMaxLength).nullable(),
});
export type ModifyDocumentBody = z.infer<typeof modifyDocumentBody>;

export const validateVersionQuery = z.object({
  id: recordIdFromText,
  version: documentVersion,
});

export const documentSearchQuery = pageQuery.extend({
  keyword: keywordFilter,
  productId: recordIdFromText.optional(),
  type: z.enum(documentTypes).optional(),
  language: z.enum(languages).optional(),
  /** Only the documents that belong to no product. */
  general: z.stringbool().optional(),
});
export type DocumentSearchQuery = z.infer<typeof documentSearchQuery>;

export const documentVersionItem = z.object({
  id: z.number(),
  version: z.string(),
  fileName: z.string(),
  size: z.number(),
  mimeType: z.string(),
  changeNote: z.string().nullable(),
  downloadCount: z.number(),
  createdAt: z.string(),
});
export type DocumentVersionItem = z.infer<typeof documentVersionItem>;

/** A document as lists show it: the newest version first, older ones after it. */
export const documentItem = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(documentTypes),
  language: z.enum(languages),
  accessLevel: z.enum(documentAccessLevels),
  description: z.string().nullable(),
  productId: z.number().nullable(),
  productModel: z.string().nullable(),
  parentId: z.number().nullable(),
  childCount: z.number(),
  downloadCount: z.number(),
  /** Whether the caller may download it now (false: sign in, or ask to be whitelisted). */
  canDownload: z.boolean(),
  latestVersion: documentVersionItem,
  versions: z.array(documentVersionItem),
  /** The edit version of the description, which `modifyProductDocument` sends back. */
  version: z.number(),
  updatedAt: z.string(),
  /**
   * The language of the name and description and where they come from: the reader's when the
   * document has them in it; staff lists answer the original's (the document's `language`).
   */
  localization,
  /** Staff lists only: the languages the name and description are written in besides the original's. */
  translations: z.array(translationState).optional(),
});
export type DocumentItem = z.infer<typeof documentItem>;

/** What a document's version in another language holds: its name and description (the file stays). */
export const documentTranslationFields = modifyDocumentBody.pick({
  name: true,
  description: true,
});
export type DocumentTranslationFields = z.infer<typeof documentTranslationFields>;
export const documentTranslationInput = translationInput(documentTranslationFields);
export const documentTranslations = translationsAnswer(
  z.object({ name: z.string(), description: z.string().nullable() }),
);

/** `getDocVo`: a document with the document it is part of and its own parts. */
export const documentFamily = documentItem.extend({
  parent: documentItem.nullable(),
  children: z.array(documentItem),
});
export type DocumentFamily = z.infer<typeof documentFamily>;

export const feedbackBody = z.object({
  documentId: recordId,
  type: z.enum(feedbackTypes),
  content: multiLine().min(1).max(documentLimits.feedbackMaxLength),
  contact: singleLine().max(documentLimits.contactMaxLength).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const feedbackItem = z.object({
  id: z.number(),
  documentId: z.number(),
  documentName: z.string(),
  /** The language of `documentName` (the author's list: theirs when the document has it). */
  documentLocalization: localization,
  productModel: z.string().nullable(),
  type: z.enum(feedbackTypes),
  content: z.string(),
  contact: z.string().nullable(),
  status: z.enum(feedbackStatuses),
  reply: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The edit version `modifyFeedback` sends back. */
  version: z.number(),
  /** Who reported it: shown to staff only. */
  reporter: z.object({ id: z.number(), nickname: z.string().nullable() }).nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const findFeedbacksQuery = pageQuery.extend({
  status: z.enum(feedbackStatuses).optional(),
  keyword: keywordFilter,
});
export const modifyFeedbackBody = z.object({
  id: recordId,
  version: recordVersion,
  status: z.enum(feedbackStatuses),
  reply: multiLine().max(documentLimits.replyMaxLength).optional(),
});
export type ModifyFeedbackBody = z.infer<typeof modifyFeedbackBody>;

export const downloadRecordItem = z.object({
  id: z.number(),
  documentId: z.number(),
  documentName: z.string(),
  version: z.string(),
  watermarked: z.boolean(),
  user: z.object({ id: z.number(), nickname: z.string().nullable(), phone: z.string() }).nullable(),
  createdAt: z.string(),
});
export type DownloadRecordItem = z.infer<typeof downloadRecordItem>;
