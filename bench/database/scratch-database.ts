import { openDatabase } from "../../apps/server/src/platform/db/client.ts";

const dropAttempts = 10;

/**
 * A database of its own for one run, created on the PostgreSQL server of `serverUrl` and
 * dropped afterwards: every run starts from the same empty state, and nothing that already
 * lives on that server is touched. The database named in `serverUrl` is only connected to.
 */
export async function createScratchDatabase(serverUrl: string) {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const name = `portal_bench_${stamp}_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  async function onServer(statement: string) {
    const maintenance = await openDatabase({ databaseUrl: serverUrl, dataDir: "" });
    try {
      await maintenance.db.execute(statement);
    } finally {
      await maintenance.close();
    }
  }

  try {
    await onServer(`create database "${name}"`);
  } catch (error) {
    throw new Error(
      `could not create the scratch database ${name} on ${url.host} ` +
        `(the bench needs a role that may CREATE DATABASE): ${(error as Error).message}`,
    );
  }
  return {
    name,
    url: url.toString(),
    /** Drops the database; retries while the app's closing connections still hold it. */
    async drop() {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await onServer(`drop database if exists "${name}"`);
        } catch (error) {
          const inUse = (error as { cause?: { code?: string } }).cause?.code === "55006";
          if (!inUse || attempt === dropAttempts) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    },
  };
}

/**
 * Runs a bench's app on PGlite, then, with `postgresServerUrl`, on a scratch database of that
 * server, dropped afterwards. Ctrl-C stops the servers too (same process group); the scratch
 * database must not stay, so it is dropped then as well.
 */
export async function runOnEachDatabase(
  postgresServerUrl: string | undefined,
  runApp: (
    serverName: string,
    database: "pglite" | "postgres",
    databaseUrl: string,
    location: string,
  ) => Promise<void>,
  log: (message: string) => void,
): Promise<void> {
  await runApp("app (pglite)", "pglite", "", "a data dir in a temp folder");
  if (!postgresServerUrl) return;
  const scratch = await createScratchDatabase(postgresServerUrl);
  const dropOnInterrupt = () => {
    log(`interrupted: dropping ${scratch.name}`);
    void scratch.drop().finally(() => process.exit(130));
  };
  process.once("SIGINT", dropOnInterrupt);
  try {
    const host = new URL(postgresServerUrl).host;
    await runApp(
      "app (postgres)",
      "postgres",
      scratch.url,
      `scratch database ${scratch.name} on ${host}`,
    );
  } finally {
    process.off("SIGINT", dropOnInterrupt);
    await scratch.drop();
  }
}
