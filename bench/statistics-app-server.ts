/*
 * The real app for the statistics bench (statistics-run.ts runs it as a child process): as
 * servers/app-server.ts, on the bench catalogue, but trusting the loopback proxy so that each
 * beacon can come from an address of its own (X-Forwarded-For), as a thousand visitors' do.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/platform/db/client.ts";
import { seedCatalogue } from "./catalogue/seed-catalogue.ts";
import { announceReady, onStop } from "./servers/child-protocol.ts";

/** What statistics-run.ts gets back from this process: where it listens and how to stop it. */
export type StatisticsServerReady = { url: string; stop: () => Promise<void> };

const dataDir = await mkdtemp(path.join(tmpdir(), "portal-bench-statistics-"));
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  LOG_LEVEL: "silent",
  SEED_DEMO: "false",
  RATE_LIMIT_PER_MINUTE: "1000000000",
  TRUST_PROXY: "127.0.0.1",
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const catalogue = await seedCatalogue(database.db);
const app = await buildApp(config, { database, logger: false });
const address = await app.listen({ host: "127.0.0.1", port: 0 });
onStop(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
announceReady({
  url: address,
  detail: database.driver === "pglite" ? "PGlite" : "node-postgres",
  catalogue,
});
