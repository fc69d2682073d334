import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/** A drizzle handle on either driver; a transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = "pglite" | "postgres";

export type DatabaseConnection = {
  db: Database;
  driver: DatabaseDriver;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** Beside this file in the sources; the production build passes the copy beside its bundle. */
const sourceMigrationsFolder = path.resolve(import.meta.dirname, "../../db/migrations");

/**
 * PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory when `dataDir` is
 * "memory://", as tests use it).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder?: string;
}): Promise<DatabaseConnection> {
  const migrationsFolder = options.migrationsFolder ?? sourceMigrationsFolder;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db = drizzlePostgres({ client: pool });
    return {
      db: db as unknown as Database,
      driver: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith("memory://")) mkdirSync(options.dataDir, { recursive: true });
  // The extensions the migrations create; PGlite bundles them instead of a server's contrib.
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  // A new WAL segment is 16 MB; filling it with zeroes first held the server's only thread for
  // about 100 ms each time (a 10,000-row import crosses one). Its files grow as they are written.
  await client.exec("set wal_init_zero = off");
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
