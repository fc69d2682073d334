import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the server under test listens, without a trailing slash: http://127.0.0.1:PORT */
    baseUrl: string;
    /** The server's DATA_DIR (the SMS outbox is `<dataDir>/outbox/sms.jsonl`). */
    dataDir: string;
    /** The web build the server serves (apps/web/dist unless E2E_WEB_DIST names another). */
    webDist: string;
    /** The seeded administrator's sign-in. */
    adminPhone: string;
    adminPassword: string;
  }
}

const repositoryRoot = path.resolve(import.meta.dirname, "../..");
export const e2eAdmin = { phone: "13611110000", password: "Staff#Portal-9731" } as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Passes the server's output through, each line marked, so CI logs show whose it is. */
function relay(stream: NodeJS.ReadableStream | null, target: NodeJS.WriteStream) {
  let pending = "";
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) target.write(`[e2e server] ${line}\n`);
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `the e2e server exited during start-up (${server.exitCode ?? server.signalCode})`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the e2e server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts ONE server for the whole e2e run on a fresh data folder (embedded PGlite, demo content)
 * and a free port: the compiled server in apps/server/dist serving the web build in apps/web/dist
 * (both built beforehand by `npm run build`, as `npm test` does).
 */
export default async function setup(project: TestProject) {
  const compiledServer = path.join(repositoryRoot, "apps/server/dist/main.js");
  if (!existsSync(compiledServer)) {
    throw new Error(`${compiledServer} is missing: run \`npm run build\` before the e2e specs`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "portal-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // E2E_WEB_DIST serves a build made elsewhere (`vite build --outDir ...`).
  const webDist = process.env.E2E_WEB_DIST ?? path.join(repositoryRoot, "apps/web/dist");
  // The e2e run always uses embedded PGlite and no Redis, whatever the caller's shell has set.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  // The compiled server, as `npm start` runs it (`npm run build` makes it with the web app).
  const server = spawn(process.execPath, ["--enable-source-maps", compiledServer], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_PHONE: e2eAdmin.phone,
      ADMIN_PASSWORD: e2eAdmin.password,
      SEED_DEMO: "true",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      SMS_PROVIDER: "console",
      // Every browser of the run comes from 127.0.0.1: the per-address limits are meant for
      // the whole internet, not for one test machine.
      SMS_DAILY_PER_ADDRESS: "10000",
      LOGIN_ATTEMPTS_PER_MINUTE: "10000",
      RATE_LIMIT_PER_MINUTE: "100000",
      // Chromium shares the machine's cores with this server: a busy moment of the browser must
      // not count as the server's overload.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  relay(server.stdout, process.stdout);
  relay(server.stderr, process.stderr);
  try {
    await waitForHealth(baseUrl, server, 90_000);
  } catch (error) {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  project.provide("webDist", webDist);
  project.provide("adminPhone", e2eAdmin.phone);
  project.provide("adminPassword", e2eAdmin.password);

  return async () => {
    await stop(server);
    if (process.env.E2E_KEEP_DATA === "1") console.log(`[e2e] data folder kept: ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  };
}
