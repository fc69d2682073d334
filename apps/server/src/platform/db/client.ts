import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
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
  /**
   * Runs `work` while no other instance on this database runs its own start-up work (the
   * migrations, the demo seed): instances started together take turns. PGlite has one process.
   */
  oneInstanceAtATime: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** The advisory lock the instances of one PostgreSQL database take turns on at start. */
const startUpLock = 7_310_531;

/** Beside this file in the sources; the production build passes the copy beside its bundle. */
const sourceMigrationsFolder = path.resolve(import.meta.dirname, "../../db/migrations");

const nextTurnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement on this thread, and its own queue hands over from one statement to
 * the next in a promise callback, without going back to the event loop: under load the loop
 * stalled for the whole backlog (hundreds of milliseconds), no answer was written meanwhile, and
 * the overload guard, seeing the delay, refused every request. Here statements take turns in
 * order, each in a turn of the event loop of its own, so requests and answers move between two.
 */
class PGliteTakingTurns extends PGlite {
  #lastTurn: Promise<unknown> = Promise.resolve();

  #takeTurn<T>(run: () => Promise<T>): Promise<T> {
    const turn = this.#lastTurn.then(nextTurnOfTheEventLoop).then(run);
    this.#lastTurn = turn.catch(() => undefined);
    return turn;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return this.#takeTurn(() => super.query<T>(query, params, options)) as Promise<Results<T>>;
  }

  override exec(query: string, options?: QueryOptions) {
    return this.#takeTurn(() => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    return this.#takeTurn(() => super.transaction(callback));
  }
}

/**
 * PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory when `dataDir` is
 * "memory://", as tests use it).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder?: string;
  /** PGlite only: the data folder to start from, as `dumpDataDir` wrote it (tests' template). */
  loadDataDir?: Blob;
}): Promise<DatabaseConnection> {
  const migrationsFolder = options.migrationsFolder ?? sourceMigrationsFolder;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db = drizzlePostgres({ client: pool });
    const oneInstanceAtATime = async <T>(work: () => Promise<T>): Promise<T> => {
      // A session lock, held by one connection of the pool while `work` uses the others.
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [startUpLock]);
        try {
          return await work();
        } finally {
          await holder.query("select pg_advisory_unlock($1)", [startUpLock]);
        }
      } finally {
        holder.release();
      }
    };
    return {
      db: db as unknown as Database,
      driver: "postgres",
      migrate: () => oneInstanceAtATime(() => migratePostgres(db, { migrationsFolder })),
      oneInstanceAtATime,
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith("memory://")) mkdirSync(options.dataDir, { recursive: true });
  // The extensions the migrations create; PGlite bundles them instead of a server's contrib.
  const client = new PGliteTakingTurns(options.dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  // A new WAL segment is 16 MB; filling it with zeroes first held the server's only thread for
  // about 100 ms each time (a 10,000-row import crosses one). Its files grow as they are written.
  await client.exec("set wal_init_zero = off");
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    oneInstanceAtATime: (work) => work(),
    close: () => client.close(),
  };
}

/** The rows of a statement written in SQL: both drivers answer `execute` with `{ rows }`. */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: Row[] }).rows;
}
