import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, rowsOf } from "./client.ts";

describe("PGlite statements", () => {
  it("let the event loop turn between two statements of a backlog", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      let finished = 0;
      const backlog = Array.from({ length: 20 }, async () => {
        await rowsOf(database.db, sql`select pg_sleep(0.001)`);
        finished += 1;
      });
      // PGlite's own queue ran a backlog without giving the event loop a turn: this callback
      // (as an incoming request would) waited for the last statement.
      const finishedAtTheNextTurns = await new Promise<number>((resolve) =>
        setImmediate(() => setImmediate(() => resolve(finished))),
      );
      await Promise.all(backlog);
      expect(finishedAtTheNextTurns).toBeLessThan(5);
      expect(finished).toBe(20);
    } finally {
      await database.close();
    }
  });
});
