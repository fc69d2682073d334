import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** Ids as one PostgreSQL integer-array parameter (`{1,2,3}`), whatever their number. */
export function idArrayLiteral(ids: readonly number[]): string {
  return `{${ids.join(",")}}`;
}

/**
 * `column = any($1)`: the ids go as one array parameter however many there are (a keyword of
 * the search index can match 20,000 records), never one parameter per id.
 */
export function isOneOfIds(column: AnyColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${idArrayLiteral(ids)}::integer[])`;
}
