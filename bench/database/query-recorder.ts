import type { Database } from "../../apps/server/src/platform/db/client.ts";
import { rawClientOf, statementText } from "./raw-client.ts";

/** A statement the app sent while recording, with its plan when one was asked for. */
export type RecordedQuery = { sql: string; plan?: string };

type Recorded = { sql: string; parameters: unknown[] };

/**
 * Watches the statements the app sends through the driver client, so the bench can say how
 * many queries a request costs and EXPLAIN ANALYZE them. Statements inside a transaction go
 * through another client (a pooled connection, PGlite's transaction) and are not seen; the
 * benchmarked reads run outside transactions.
 */
export function queryRecorder(db: Database) {
  const client = rawClientOf(db);
  const send = client.query.bind(client);
  let recording: Recorded[] | undefined;
  client.query = (statement, parameters, ...rest) => {
    recording?.push({ sql: statementText(statement), parameters: parameters ?? [] });
    return send(statement, parameters, ...rest);
  };

  async function explain({ sql, parameters }: Recorded): Promise<string> {
    if (!/^\s*(select|with)\b/i.test(sql)) return "(not a read: not explained)";
    const result = await send(`explain (analyze, buffers) ${sql}`, parameters);
    return result.rows.map((row) => String(row["QUERY PLAN"])).join("\n");
  }

  return {
    start() {
      recording = [];
    },
    /** Stops recording; `explain` runs EXPLAIN (ANALYZE, BUFFERS) on the first of each distinct read. */
    async stop(options: { explain: boolean }): Promise<RecordedQuery[]> {
      const recorded = recording ?? [];
      recording = undefined;
      if (!options.explain) return recorded.map(({ sql }) => ({ sql }));
      const plans = new Map<string, string>();
      for (const query of recorded) {
        if (!plans.has(query.sql)) plans.set(query.sql, await explain(query));
      }
      return recorded.map(({ sql }) => ({ sql, plan: plans.get(sql) }));
    },
  };
}
