import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";

/** The real server as `npm start` runs it, in a child process a test can kill. */

const repositoryRoot = path.resolve(import.meta.dirname, "../../../..");
const startTimeoutMs = 90_000;

/** A port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** The last 4,000 characters the process wrote, for a failure's message. */
  output: () => string;
  /** How many requests for `url` the server has logged as received (LOG_LEVEL=info only). */
  received: (url: string) => number;
};

type StartOptions = {
  dataDir: string;
  /** Settings beside the defaults below (DATABASE_URL, REDIS_URL, STORAGE, limits, ...). */
  environment?: Record<string, string>;
  logLevel?: string;
  /** The path that answers 200 once the server takes requests. */
  readyPath?: string;
};

/**
 * Starts `node --import tsx apps/server/src/main.ts` on a free port (the sources: `npm test`
 * runs these tests before the build) and waits until `readyPath` answers 200. Nothing of the
 * caller's DATABASE_URL, REDIS_URL or storage settings leaks in: `environment` sets them.
 */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !["DATABASE_URL", "REDIS_URL", "WEB_DIST", "STORAGE"].includes(name) &&
        !name.startsWith("S3_"),
    ),
  );
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: options.logLevel ?? "warn",
      ADMIN_PASSWORD: "Staff#Portal-9731",
      SMS_PROVIDER: "console",
      ...options.environment,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = outputOf(child);
  const server: ServerProcess = {
    child,
    port,
    baseUrl,
    output: () => output().slice(-4000),
    received: (url) => output().split(`"url":"${url}"`).length - 1,
  };

  const readyUrl = `${baseUrl}${options.readyPath ?? "/api/health"}`;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start-up:\n${server.output()}`);
    }
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopServerProcess(server, "SIGKILL");
  throw new Error(`the server did not become ready in ${startTimeoutMs} ms:\n${server.output()}`);
}

/** Everything a child process writes to its standard output and error, as it comes. */
export function outputOf(child: ChildProcess) {
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return () => output;
}

/** Sends `signal` and waits for the exit; SIGKILL follows after 10 s. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The latest code texted to `phone` by a server on `dataDir` (SMS_PROVIDER=console's outbox). */
export async function latestSmsCode(dataDir: string, phone: string): Promise<string> {
  const file = path.join(dataDir, "outbox", "sms.jsonl");
  const deadline = Date.now() + 5000;
  for (;;) {
    const text = await readFile(file, "utf8").catch(() => "");
    const message = text
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as { phone: string; code: string })
      .findLast((candidate) => candidate.phone === phone);
    if (message) return message.code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
