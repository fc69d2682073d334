import { type AnyColumn, ilike, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { toSimplified } from "../../../platform/i18n/traditional.ts";
import { contentTranslations } from "../schema.ts";

/** The record (its id in `recordId`) has a version in another language with a word matching the `ILIKE` pattern. */
function translationMatches(kind: string, recordId: AnyColumn, pattern: string): SQL {
  return sql`exists (
    select 1 from ${contentTranslations}
    where ${contentTranslations.kind} = ${kind} and ${contentTranslations.recordId} = ${recordId}
      and exists (select 1 from jsonb_each_text(${contentTranslations.fields}) as word
        where word.value ilike ${pattern})
  )`;
}

/**
 * A list's keyword condition for a translatable kind: one of the original's `columns` or a word
 * of any version holds the keyword, as typed or in Simplified (a Traditional keyword finds a
 * Simplified text, as the catalogue's search does).
 */
export function keywordMatches(
  keyword: string,
  { kind, recordId, columns }: { kind: string; recordId: AnyColumn; columns: AnyColumn[] },
): SQL | undefined {
  const patterns = [...new Set([keyword, toSimplified(keyword)])].map(containsPattern);
  return or(
    ...patterns.flatMap((pattern) => [
      ...columns.map((column) => ilike(column, pattern)),
      translationMatches(kind, recordId, pattern),
    ]),
  );
}
