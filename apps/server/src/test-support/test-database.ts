import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseConnection, openDatabase } from "../platform/db/client.ts";

/** "postgres" when the suite runs against the PostgreSQL of TEST_DATABASE_URL. */
export const testDatabaseDriver = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseConnection> {
  if (testDatabaseDriver === "pglite") {
    const connection = await openDatabase({ dataDir: "memory://" });
    await connection.migrate();
    return connection;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  await connection.migrate();
  return {
    ...connection,
    async close() {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
