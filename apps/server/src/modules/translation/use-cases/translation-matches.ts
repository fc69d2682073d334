import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { contentTranslations } from "../schema.ts";

/**
 * A condition for a list's keyword: the record (its id in `recordId`) has a version in another
 * language with a word matching the `ILIKE` pattern, so a search finds a text by its translation.
 */
export function translationMatches(kind: string, recordId: AnyColumn, pattern: string): SQL {
  return sql`exists (
    select 1 from ${contentTranslations}
    where ${contentTranslations.kind} = ${kind} and ${contentTranslations.recordId} = ${recordId}
      and exists (select 1 from jsonb_each_text(${contentTranslations.fields}) as word
        where word.value ilike ${pattern})
  )`;
}
