import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../apps/server/src/test-support/server-process.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");
const compiledServer = path.join(repositoryRoot, "apps/server/dist/main.js");

/** Migrating and seeding the demo content on PGlite takes a while on a busy 2-CPU machine. */
const startTimeoutMs = 180_000;
const stopTimeoutMs = 10_000;

export type RunningPortal = {
  /** Where it listens, without a trailing slash: http://127.0.0.1:PORT */
  baseUrl: string;
  stop: () => Promise<void>;
};

/**
 * Starts the built portal as `npm start` runs it (apps/server/dist/main.js serving `webDist`)
 * on a fresh PGlite data folder with the demo content, and resolves once it is ready: seeded,
 * search index built (`/api/health/ready`).
 */
export async function startBuiltPortal(webDist: string): Promise<RunningPortal> {
  for (const file of [compiledServer, path.join(webDist, "index.html")]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "portal-phone-bench-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Embedded PGlite and no Redis, whatever the caller's shell has set: one instance, as a visitor
  // of a small install meets it.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const server = spawn(process.execPath, ["--enable-source-maps", compiledServer], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED_DEMO: "true",
      // Chosen here, so the start does not print a generated one.
      ADMIN_PASSWORD: "Bench#Phone-4417",
      LOG_LEVEL: "warn",
      SMS_PROVIDER: "console",
      // Every visit of the bench comes from 127.0.0.1.
      RATE_LIMIT_PER_MINUTE: "100000",
      // Chromium shares the machine's cores with the server: its busy moments are not overload.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "1000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      await stop();
      throw new Error(
        `the portal exited during start-up (${server.exitCode ?? server.signalCode})`,
      );
    }
    const ready = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the portal was not ready within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
