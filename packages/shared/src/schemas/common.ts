import { z } from "zod";
import { maxRecordId, pagination } from "../constants.ts";
import { editorLimits, richTextLength } from "../editor.ts";
import type { ValidationMessageKey } from "../i18n/validation-messages.ts";
import { hasInvisibleCharacters, hasUntypeableCharacters } from "../validators.ts";

/*
 * The building blocks every schema uses for ids and texts, so that each input is bounded by
 * what its column holds and what a person can type, and refused with the same message.
 */

/**
 * Every problem of an id given has one message, said once (the first failed check stops the
 * others); a missing id says it is required.
 */
const idError = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? undefined : "validation.id"),
  abort: true,
};

/** A record id in a JSON body: a whole number that fits the `integer` column (1..2147483647). */
export const recordId = z.number(idError).int(idError).min(1, idError).max(maxRecordId, idError);

/** A record id read from text (query strings, multipart fields): "42" as well as 42. */
export const recordIdFromText = z.coerce
  .number(idError)
  .int(idError)
  .min(1, idError)
  .max(maxRecordId, idError);

/**
 * The edit version of a record, as the edit form read it: a save sends it back, and a save from
 * a version another save has passed is refused with 409 (the record's `version`).
 */
export const recordVersion = z.number().int().min(1).max(maxRecordId);

const untypeable = "validation.text.control";

/**
 * A one-line text, trimmed: refuses control characters (tab and line breaks included) and
 * broken surrogates, which nobody types into a single-line field.
 */
export function singleLine() {
  return z
    .string()
    .trim()
    .refine((text) => !hasUntypeableCharacters(text), untypeable);
}

/** A text that may span lines, trimmed: tab and line breaks are allowed, other controls not. */
export function multiLine() {
  return z
    .string()
    .trim()
    .refine((text) => !hasUntypeableCharacters(text, { multiLine: true }), untypeable);
}

/**
 * A name other people see (a nickname, a chat visitor's name): in its NFKC form, so full-width
 * and other compatibility look-alikes of one name are one name, trimmed, checked by `checks`,
 * then refused with `invisible` when it holds a control, invisible or direction character, with
 * which a name could hide text or reorder what is shown around it.
 */
export function shownName(
  checks: (name: z.ZodString) => z.ZodString,
  invisible: ValidationMessageKey,
) {
  return checks(z.string().normalize("NFKC").trim()).refine(
    (value) => !hasInvisibleCharacters(value),
    invisible,
  );
}

/** Treats "" from a cleared form field as "not given". */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/** `page` (1-based) and `pageSize` of every list. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(maxRecordId).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(pagination.maxPageSize)
    .default(pagination.defaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A search box's text. */
export const keywordFilter = singleLine().max(50).optional();

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}
export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

/** A rich text (HTML) in a request: at most the word limit of text, and bounded markup. */
export function richText() {
  return multiLine()
    .max(editorLimits.maxHtmlLength)
    .refine(
      (html) => richTextLength(html) <= editorLimits.maxTextLength,
      "validation.richText.tooLong",
    );
}
