/*
 * `npm run bench`: loads a bare Fastify route and the real app's endpoints (benchCases) with
 * autocannon and prints requests/s and latency side by side, with the app/bare ratios.
 * Each server runs in its own process; targets run one after the other, never together.
 */
import os from "node:os";
import { benchCases } from "./cases.ts";
import { type LoadOptions, measure } from "./load.ts";
import { formatReport, type ReportRow } from "./report.ts";
import { startServerProcess } from "./server-process.ts";

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0`);
  return value;
}

const options: LoadOptions = {
  durationSeconds: positiveNumber("BENCH_DURATION", 10),
  connections: positiveNumber("BENCH_CONNECTIONS", 50),
  warmupSeconds: positiveNumber("BENCH_WARMUP", 2),
};
const postgresUrl = process.env.BENCH_DATABASE_URL;

/** The app targets: always PGlite; PostgreSQL too when BENCH_DATABASE_URL is set. */
const appTargets = [
  { name: "app (pglite)", environment: { BENCH_DATABASE_URL: "" } },
  ...(postgresUrl
    ? [{ name: "app (postgres)", environment: { BENCH_DATABASE_URL: postgresUrl } }]
    : []),
];

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

log(
  `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"}); ` +
    `${options.durationSeconds} s per case after ${options.warmupSeconds} s warm-up, ` +
    `${options.connections} connections`,
);

const rows: ReportRow[] = [];

const bareServer = await startServerProcess("./servers/bare-server.ts");
try {
  log("bare fastify: GET /bare");
  const figures = await measure(`${bareServer.url}/bare`, options);
  rows.push({ target: "bare fastify", name: "bare", path: "/bare", figures });
} finally {
  await bareServer.stop();
}
const bare = rows[0]?.figures;
if (!bare) throw new Error("the bare run produced no figures");

for (const target of appTargets) {
  const server = await startServerProcess("./servers/app-server.ts", target.environment);
  try {
    for (const benchCase of benchCases) {
      log(`${target.name}: GET ${benchCase.path}`);
      const figures = await measure(`${server.url}${benchCase.path}`, options);
      rows.push({ target: target.name, name: benchCase.name, path: benchCase.path, figures });
    }
  } finally {
    await server.stop();
  }
}

console.log(formatReport(rows, bare));

const failed = rows.filter((row) => row.figures.failures > 0);
if (failed.length > 0) {
  log(
    `\nSome requests failed (non-2xx, socket errors or timeouts): ` +
      `${failed.map((row) => `${row.target} ${row.name}`).join(", ")}. Their figures do not count.`,
  );
  process.exitCode = 1;
}
