/*
 * The real app (buildApp) on a freshly migrated database holding the bench forum (100,000
 * posts, 1,000,000 replies): PGlite in a temp folder, or the PostgreSQL database of
 * BENCH_DATABASE_URL (a scratch database run-forum.ts created). Run as a child process by
 * run-forum.ts, which it tells about the forum it seeded in its ready message.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/platform/db/client.ts";
import { queryRecorder } from "../database/query-recorder.ts";
import { rawClientOf } from "../database/raw-client.ts";
import { announceReady, onRecordingRequests, onStop } from "../servers/child-protocol.ts";
import { type ForumSummary, seedForum } from "./seed-forum.ts";

/** The ready message of this server: the one of child-protocol.ts and the forum it seeded. */
export type ForumServerReady = { forum: ForumSummary };

/** High enough that the global rate limiter never answers 429 during a run. */
const unlimitedRequestsPerMinute = "1000000000";

const dataDir = await mkdtemp(path.join(tmpdir(), "portal-bench-forum-"));
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  LOG_LEVEL: "silent",
  SEED_DEMO: "false",
  RATE_LIMIT_PER_MINUTE: unlimitedRequestsPerMinute,
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const forum = await seedForum(database.db);
const versionRow = await rawClientOf(database.db).query("select version() as version");
const serverVersion = /PostgreSQL [\d.]+/.exec(String(versionRow.rows[0]?.version))?.[0];
onRecordingRequests(queryRecorder(database.db));
const app = await buildApp(config, { database, logger: false });

const address = await app.listen({ host: "127.0.0.1", port: 0 });
onStop(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
const ready: Parameters<typeof announceReady>[0] & ForumServerReady = {
  url: address,
  detail: `${database.driver === "pglite" ? "PGlite" : "node-postgres"}, ${serverVersion ?? "PostgreSQL"}`,
  forum,
};
announceReady(ready);
