import path from "node:path";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./platform/db/client.ts";
import { seedOnStart } from "./seed/seed-on-start.ts";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  // Beside this file both in the sources (src/db/migrations) and in the build (dist/db/migrations).
  migrationsFolder: path.resolve(import.meta.dirname, "db/migrations"),
});
await database.migrate();
const app = await buildApp(config, { database });
await seedOnStart({ db: app.db, config }, { info: (message) => app.log.info(message) });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
  // A keep-alive connection whose request finishes during the close would otherwise hold it
  // open for the whole keep-alive timeout.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
    clearInterval(idleSweep);
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ host: config.host, port: config.port });
