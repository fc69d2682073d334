import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createScratchDatabase, testDatabaseDriver } from "../../test-support/test-database.ts";
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

const postgresServer = process.env.TEST_DATABASE_URL;

describe.skipIf(testDatabaseDriver !== "postgres" || !postgresServer)(
  "instances starting together on one PostgreSQL database",
  () => {
    it("migrate an empty database and run their start-up work one at a time", async () => {
      const scratch = await createScratchDatabase(postgresServer as string);
      const first = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
      const second = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
      try {
        await Promise.all([first.migrate(), second.migrate()]);
        const [{ tables }] = (await rowsOf<{ tables: number }>(
          first.db,
          sql`select count(*)::int as tables from information_schema.tables where table_name = 'users'`,
        )) as [{ tables: number }];
        expect(tables).toBe(1);

        const happened: string[] = [];
        const work = (name: string) => async () => {
          happened.push(`${name} starts`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          happened.push(`${name} ends`);
        };
        await Promise.all([
          first.oneInstanceAtATime(work("first")),
          second.oneInstanceAtATime(work("second")),
        ]);
        expect(happened[1]).toMatch(/ends$/);
        expect(happened[3]).toMatch(/ends$/);
      } finally {
        await first.close();
        await second.close();
        await scratch.drop();
      }
    });
  },
);
