import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseConnection, openDatabase } from "../platform/db/client.ts";

/**
 * The migrated PGlite data folder the run's global setup dumped (pglite-template.ts): loading
 * it takes a fifth of the time of a new database plus the migrations, once per test file.
 */
async function migratedTemplate(): Promise<Blob | undefined> {
  const file = inject("pgliteTemplate");
  return file ? new Blob([await readFile(file)]) : undefined;
}

/** "postgres" when the suite runs against the PostgreSQL of TEST_DATABASE_URL. */
export const testDatabaseDriver = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseConnection> {
  if (testDatabaseDriver === "pglite") {
    const connection = await openDatabase({
      dataDir: "memory://",
      loadDataDir: await migratedTemplate(),
    });
    // Nothing to apply when the run's template was loaded; all of them otherwise.
    await connection.migrate();
    return connection;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const scratch = await createScratchDatabase(serverUrl);
  const connection = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
  await connection.migrate();
  return {
    ...connection,
    async close() {
      await connection.close();
      await scratch.drop();
    },
  };
}

/** A new empty database on the PostgreSQL server of `serverUrl`, and a way to drop it. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Empties `tables`, and every table that refers to them, for a test that needs them empty. */
export async function emptyTables(db: Database, ...tables: PgTable[]) {
  const names = tables.map((table) => `"${getTableName(table)}"`).join(", ");
  await db.execute(sql.raw(`truncate table ${names} cascade`));
}
