import { z } from "zod";
import { languages } from "../constants.ts";
import { recordId, recordIdFromText } from "./common.ts";

/**
 * The language a record's original is written in, as staff choose it in its form. Left out, an
 * added record is in the default language and an edited one keeps its language.
 */
export const originalLanguage = z.enum(languages).optional();

/**
 * Where the fields a reader gets come from: the original; a translation staff wrote in the
 * reader's language; or, for zh-TW, the Simplified version converted to Traditional on the fly.
 */
const localizationSources = ["original", "translation", "converted"] as const;

/** Beside every translatable record a reader gets: which language it is in and why. */
export const localization = z.object({
  /** The language of the fields answered: the reader's, or the original's when none fits. */
  language: z.enum(languages),
  originalLanguage: z.enum(languages),
  source: z.enum(localizationSources),
  /** A translation (or the converted one's Simplified translation) made before the last change of its original. */
  outOfDate: z.boolean(),
});
export type Localization = z.infer<typeof localization>;

export const translationsQuery = z.object({ id: recordIdFromText });
export const translationTarget = z.object({ id: recordId, language: z.enum(languages) });
export type TranslationTarget = z.infer<typeof translationTarget>;

/** A staff save of one language's version: `version` 0 for a new one, else the one read. */
export function translationInput<Fields extends z.ZodTypeAny>(fields: Fields) {
  return translationTarget.extend({ version: z.number().int().min(0), fields });
}

/** The translation editor's record: the original's language and every version written. */
export function translationsAnswer<Fields extends z.ZodTypeAny>(fields: Fields) {
  return z.object({
    originalLanguage: z.enum(languages),
    /** Changes with the original's translatable fields: a save made from an older one is out of date. */
    translations: z.array(
      z.object({
        language: z.enum(languages),
        fields,
        outOfDate: z.boolean(),
        version: z.number(),
        updatedAt: z.string(),
      }),
    ),
    /** The Simplified version converted to Traditional, to start a zh-TW version from; null when there is none. */
    convertedToTraditional: fields.nullable(),
  });
}

/** One language's state of a record, as the management tables show it. */
export const translationState = z.object({
  language: z.enum(languages),
  outOfDate: z.boolean(),
});
export type TranslationState = z.infer<typeof translationState>;
