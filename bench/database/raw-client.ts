import type { Database } from "../../apps/server/src/platform/db/client.ts";

/** The part both drivers' clients share (node-postgres's Pool and PGlite): a query with parameters. */
export type RawClient = {
  query: (
    statement: string | { text: string },
    parameters?: unknown[],
    ...rest: unknown[]
  ) => Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * The driver client under a drizzle handle (`$client`): the bench sends its bulk inserts and
 * EXPLAINs straight to it, and watches the statements the app sends through it.
 */
export function rawClientOf(db: Database): RawClient {
  const client = (db as unknown as { $client?: RawClient }).$client;
  if (!client || typeof client.query !== "function") {
    throw new Error("the drizzle handle exposes no $client with a query method");
  }
  return client;
}

/** The SQL text of a statement as either driver receives it. */
export function statementText(statement: string | { text: string }): string {
  return typeof statement === "string" ? statement : statement.text;
}
