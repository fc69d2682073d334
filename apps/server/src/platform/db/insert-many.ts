import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

/**
 * Inserts many rows as one JSON parameter that the database unpacks. Drizzle's own multi-row
 * insert binds one parameter per value, and building and binding a thousand rows of a dozen
 * columns took longer than the write itself (on PGlite, time the server's one thread waits).
 * Columns that no row gives take their defaults.
 */
export async function insertMany<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: readonly Table["$inferInsert"][],
): Promise<void> {
  if (rows.length === 0) return;
  const given = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const records = rows.map((row) =>
    Object.fromEntries(
      given.map(([key, column]) => {
        const value = (row as Record<string, unknown>)[key];
        return [
          column.name,
          value === undefined || value === null ? null : column.mapToDriverValue(value),
        ];
      }),
    ),
  );
  const names = sql.join(
    given.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
  );
}
