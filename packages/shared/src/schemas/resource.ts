import { z } from "zod";
import { officeFileExtensions } from "../upload-kinds.ts";
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

/** Catalogs (folders) and the resources (files) partners download from them. */
export const resourceLimits = {
  catalogNameMaxLength: 60,
  titleMaxLength: 100,
  descriptionMaxLength: 500,
  /** Folders nest at most this deep, so the tree stays readable on a phone. */
  maxDepth: 6,
  maxSort: 9999,
  /** Grants of one folder: roles and users each. */
  maxGrants: 200,
  /** One batch download: at most this many files, and this many bytes before zipping. */
  batchMaxFiles: 50,
  batchMaxBytes: 1024 * 1024 * 1024,
  /**
   * What a resource file may be: the document centre's kinds plus what marketing and drawings
   * come as (pictures, presentations, CAD, video). Each is checked by its content.
   */
  extensions: [...officeFileExtensions, "md", "png", "jpg", "dwg", "dxf", "step", "mp4"],
} as const;

const catalogName = singleLine().min(1).max(resourceLimits.catalogNameMaxLength);
const catalogSort = z.number().int().min(0).max(resourceLimits.maxSort);
const grantIds = z.array(recordId).max(resourceLimits.maxGrants);

export const catalogAddInput = z.object({
  parentId: recordId.nullable(),
  name: catalogName,
  sort: catalogSort.default(0),
});
export type CatalogAddInput = z.infer<typeof catalogAddInput>;

/** Rename, re-sort or move (a new parent; null: the top level) in one save. */
export const catalogUpdateInput = catalogAddInput.extend({
  id: recordId,
  version: recordVersion,
  sort: catalogSort,
});
export type CatalogUpdateInput = z.infer<typeof catalogUpdateInput>;

export const catalogGrantInput = z.object({
  id: recordId,
  version: recordVersion,
  roleIds: grantIds,
  userIds: grantIds,
});
export type CatalogGrantInput = z.infer<typeof catalogGrantInput>;

export const versionedIdInput = z.object({ id: recordId, version: recordVersion });
export type VersionedIdInput = z.infer<typeof versionedIdInput>;

/** A folder as the management tree shows it: its grants and how much it holds. */
export const catalogItem = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  sort: z.number(),
  resourceCount: z.number(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  users: z.array(z.object({ id: z.number(), phone: z.string(), nickname: z.string().nullable() })),
  version: z.number(),
  /** The language of the name (staff: the original's, zh-CN) and where it comes from. */
  localization,
  /** The names written in other languages. */
  translations: z.array(translationState).optional(),
});
export type CatalogItem = z.infer<typeof catalogItem>;

/** A folder as a partner sees it: only folders they may read; parentId null at their top. */
export const userCatalogItem = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  sort: z.number(),
  /** The name comes in the reader's language when it has one: which, and how. */
  localization,
});
export type UserCatalogItem = z.infer<typeof userCatalogItem>;

const resourceTitle = singleLine().min(1).max(resourceLimits.titleMaxLength);
const resourceDescription = optionalField(multiLine().max(resourceLimits.descriptionMaxLength));

/** The text fields of an upload (multipart): ids come as text. */
export const resourceAddFields = z.object({
  catalogId: recordIdFromText,
  title: resourceTitle,
  description: resourceDescription,
});
export type ResourceAddFields = z.infer<typeof resourceAddFields>;

/** An edit; a `file` beside the fields replaces the stored one. */
export const resourceUpdateFields = resourceAddFields.extend({
  id: recordIdFromText,
  version: z.coerce.number().pipe(recordVersion),
});
export type ResourceUpdateFields = z.infer<typeof resourceUpdateFields>;

export const resourceSearchQuery = pageQuery.extend({
  keyword: keywordFilter,
  catalogId: recordIdFromText.optional(),
});
export type ResourceSearchQuery = z.infer<typeof resourceSearchQuery>;

export const resourceItem = z.object({
  id: z.number(),
  catalogId: z.number(),
  catalogName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  fileName: z.string(),
  size: z.number(),
  mimeType: z.string(),
  downloadCount: z.number(),
  updatedAt: z.string(),
  version: z.number(),
  /** The language of the title and description (staff: the original's) and where they come from. */
  localization,
  /** Staff lists only: the versions written in other languages. */
  translations: z.array(translationState).optional(),
  /** The language of `catalogName`, the folder's name, and where it comes from. */
  catalogLocalization: localization,
});
export type ResourceItem = z.infer<typeof resourceItem>;

/**
 * Folder names and files' titles and descriptions are written in zh-CN (there is no language
 * field); their versions in other languages are the translation module's.
 */
export const catalogTranslationFields = catalogAddInput.pick({ name: true });
export type CatalogTranslationFields = z.infer<typeof catalogTranslationFields>;
export const catalogTranslationInput = translationInput(catalogTranslationFields);
export const catalogTranslations = translationsAnswer(z.object({ name: z.string() }));

export const resourceTranslationFields = z.object({
  title: resourceTitle,
  description: resourceDescription,
});
export type ResourceTranslationFields = z.infer<typeof resourceTranslationFields>;
export const resourceTranslationInput = translationInput(resourceTranslationFields);
export const resourceTranslations = translationsAnswer(
  z.object({ title: z.string(), description: z.string().nullable() }),
);

/** `ids=3,5,8`: the resources of one batch download, each once. */
export const batchDownloadQuery = z.object({
  ids: z
    .preprocess(
      (value) =>
        typeof value === "string" ? value.split(",").filter((part) => part.trim() !== "") : value,
      z.array(recordIdFromText).min(1).max(resourceLimits.batchMaxFiles),
    )
    .transform((ids) => [...new Set(ids)]),
});
