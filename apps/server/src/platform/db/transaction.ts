import type { Database } from "./client.ts";

/** Runs `work` in one transaction; nested calls join the outer one as a savepoint. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
