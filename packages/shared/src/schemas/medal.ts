import { z } from "zod";
import { pictureMimeTypes } from "../upload-kinds.ts";
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
  originalLanguage,
  translationInput,
  translationState,
  translationsAnswer,
} from "./translation.ts";

/**
 * What a medal's condition counts, each reported by the module that counts it when the counted
 * event happens: posts published, replies adopted, likes received, days active (signed in),
 * certified engineer (1 once certified) and points earned.
 */
export const medalCounters = [
  "postsPublished",
  "repliesAdopted",
  "likesReceived",
  "daysActive",
  "engineer",
  "pointsEarned",
] as const;
export type MedalCounter = (typeof medalCounters)[number];

export const medalLimits = {
  nameMaxLength: 30,
  descriptionMaxLength: 200,
  iconAddressMaxLength: 500,
  /** A medal has one condition per counter at most. */
  conditionsMax: medalCounters.length,
  thresholdMax: 1_000_000,
  iconMaxBytes: 1024 * 1024,
} as const;

/** What a medal icon may be, by its bytes (no SVG: it may carry script). */
export const medalIconMimeTypes = pictureMimeTypes;

/** Where the icons staff upload are served: an icon address must be one of them. */
export const medalIconFolder = "/uploads/medals/";

export const medalCondition = z.object({
  counter: z.enum(medalCounters),
  threshold: z.number().int().min(1).max(medalLimits.thresholdMax),
});
export type MedalCondition = z.infer<typeof medalCondition>;

const medalWords = {
  name: singleLine().min(1).max(medalLimits.nameMaxLength),
  description: optionalField(multiLine().max(medalLimits.descriptionMaxLength)),
};

/** `addMedal`: the icon is the address `/medal/uploadIcon` answered. */
export const medalInput = z.object({
  language: originalLanguage,
  ...medalWords,
  /** One of the icons under `medalIconFolder` (the server checks it, naming the field). */
  icon: singleLine().min(1).max(medalLimits.iconAddressMaxLength),
  sort: z.number().int().min(-100_000).max(100_000).default(0),
  /** One per counter (the server refuses a counter named twice). */
  conditions: z.array(medalCondition).min(1).max(medalLimits.conditionsMax),
});
export type MedalInput = z.infer<typeof medalInput>;
export const updateMedalInput = medalInput.extend({ id: recordId, version: recordVersion });
export type UpdateMedalInput = z.infer<typeof updateMedalInput>;

export const medalIdBody = z.object({ id: recordId });
export const medalIdQuery = z.object({ id: recordIdFromText });

/** A medal with its conditions; its words in the reader's language (as written for staff). */
export const medalItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  sort: z.number(),
  version: z.number(),
  conditions: z.array(medalCondition),
  localization,
  /** Management lists only: the versions written in other languages. */
  translations: z.array(translationState).optional(),
  /** Management lists only: how many members hold it. */
  holders: z.number().optional(),
});
export type Medal = z.infer<typeof medalItem>;

/** `/medalCondition/list`: the medals as written, in order, optionally by name. */
export const medalListQuery = pageQuery.extend({ keyword: keywordFilter });
export type MedalListQuery = z.infer<typeof medalListQuery>;

/** `queryConditonByTypeAndNameStr`: conditions of a counter (`type`) of medals named like `nameStr`. */
export const medalConditionQuery = pageQuery.extend({
  type: optionalField(z.enum(medalCounters)),
  nameStr: keywordFilter,
});
export type MedalConditionQuery = z.infer<typeof medalConditionQuery>;

/** One condition with its medal, in the reader's language. */
export const medalConditionRow = medalCondition.extend({
  id: z.number(),
  medalId: z.number(),
  medalName: z.string(),
  medalIcon: z.string(),
});
export type MedalConditionRow = z.infer<typeof medalConditionRow>;

/** `awardMedal` and `revokeMedal` by staff. */
export const medalAwardInput = z.object({ userId: recordId, medalId: recordId });
export type MedalAwardInput = z.infer<typeof medalAwardInput>;

/** A medal as a member's page shows it. */
export const medalBadge = z.object({ id: z.number(), name: z.string(), icon: z.string() });
export type MedalBadge = z.infer<typeof medalBadge>;

/** What a medal's version in another language holds: its name and description. */
export const medalTranslationFields = z.object(medalWords);
export type MedalTranslationFields = z.infer<typeof medalTranslationFields>;
export const medalTranslationInput = translationInput(medalTranslationFields);
export const medalTranslations = translationsAnswer(
  z.object({ name: z.string(), description: z.string().nullable().optional() }),
);
