import path from "node:path";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./platform/db/client.ts";
import { seedOnStart } from "./seed/seed-on-start.ts";

/**
 * How long SIGTERM keeps serving after the readiness probe turns 503, so that the balancer sees
 * it (HAProxy's and Kubernetes' checks run every 1 to 2 s) before new connections are refused.
 */
const balancerNoticeMs = 2_000;
/**
 * The drain time limit: past it the process exits anyway, cutting what is still running. Below
 * the 30 s Kubernetes waits before SIGKILL; give Docker `stop_grace_period: 30s` (its default
 * is 10 s).
 */
const drainLimitMs = 25_000;

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  // Beside this file both in the sources (src/db/migrations) and in the build (dist/db/migrations).
  migrationsFolder: path.resolve(import.meta.dirname, "db/migrations"),
});
await database.migrate();
const app = await buildApp(config, { database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, drainLimitMs }, "draining: not ready, then finishing the work in flight");
  const giveUp = setTimeout(() => {
    app.log.error({ drainLimitMs }, "the drain took too long: exiting with work unfinished");
    process.exit(1);
  }, drainLimitMs);
  try {
    // A person's Ctrl-C (SIGINT) has no balancer to wait for.
    await app.readiness.drain({ noticeMs: signal === "SIGTERM" ? balancerNoticeMs : 0 });
    await database.close();
    clearTimeout(giveUp);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

// Listening before the seed lets an orchestrator see the process live while the readiness
// probe (and /api/health) still answer 503 "starting".
const starting = app.readiness.holdStart();
await app.listen({ host: config.host, port: config.port });
// Instances started together on an empty database take turns, as they do for the migrations.
await database.oneInstanceAtATime(() =>
  seedOnStart({ db: app.db, config }, { info: (message) => app.log.info(message) }),
);
// The seed writes behind the routes' backs: the search index reads its change log now rather
// than at its next periodic catch-up, so the demo content is found from the first search.
await app.searchIndex.catchUp();
starting();
