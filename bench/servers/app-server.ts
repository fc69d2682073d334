/*
 * The real app (buildApp) on a freshly migrated database holding the bench catalogue (10,000
 * products, 50,000 documents): PGlite in a temp folder, or the PostgreSQL database of
 * BENCH_DATABASE_URL (a scratch database run.ts created). Run as a child process by run.ts.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/platform/db/client.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { queryRecorder } from "../database/query-recorder.ts";
import { rawClientOf } from "../database/raw-client.ts";
import { announceReady, onRecordingRequests, onStop } from "./child-protocol.ts";

/** High enough that the global rate limiter never answers 429 during a run. */
const unlimitedRequestsPerMinute = "1000000000";

const dataDir = await mkdtemp(path.join(tmpdir(), "portal-bench-"));
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
const catalogue = await seedCatalogue(database.db);
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
announceReady({
  url: address,
  detail: `${database.driver === "pglite" ? "PGlite" : "node-postgres"}, ${serverVersion ?? "PostgreSQL"}`,
  catalogue,
});
