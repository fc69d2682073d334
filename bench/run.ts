/*
 * `npm run bench`: loads a bare Fastify route and the real app's endpoints (benchCases) with
 * autocannon and prints requests/s and latency side by side, with the app/bare ratios and the
 * issue's targets. The app runs on a seeded catalogue (10,000 products, 50,000 documents), on
 * PGlite and, with BENCH_DATABASE_URL, on PostgreSQL. Each server runs in its own process;
 * servers run one after the other, never together.
 */
import os from "node:os";
import { type BenchCase, type BenchDatabase, benchCases } from "./cases.ts";
import type { CatalogueSummary } from "./catalogue/seed-catalogue.ts";
import { runOnEachDatabase } from "./database/scratch-database.ts";
import { type LoadFigures, type LoadOptions, measure } from "./load.ts";
import { busyShareOfOtherProcesses } from "./machine-load.ts";
import { probe, probeRequests } from "./probe.ts";
import { formatColumns, formatFigures, formatVerdicts, type ReportRow } from "./report.ts";
import { type RunningServer, startServerProcess } from "./server-process.ts";
import { judge } from "./targets.ts";

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0`);
  return value;
}

const options: LoadOptions = {
  durationSeconds: positiveNumber("BENCH_DURATION", 10),
  // The issue's latency target is stated at 100 concurrent clients.
  connections: positiveNumber("BENCH_CONNECTIONS", 100),
  warmupSeconds: positiveNumber("BENCH_WARMUP", 2),
};
const postgresServerUrl = process.env.BENCH_DATABASE_URL;
const explain = process.env.BENCH_EXPLAIN === "1";
/** Only the cases named here (comma separated), to look at one case again without the rest. */
const onlyCases = process.env.BENCH_CASES?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);
/**
 * The overload ramp: "keyword mix" at ever more connections, to show where the server starts
 * refusing with 503 instead of letting latency grow (BENCH_CASES=overload runs only it).
 */
const overloadConnections = [100, 400, 1600];
const overloadCase = "overload";
const runsOverload = !onlyCases?.length || onlyCases.includes(overloadCase);

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

const cpus = os.cpus();
const machine =
  `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? "unknown"}), ` +
  `${Math.round(os.totalmem() / 1024 ** 3)} GiB, ${os.platform()} ${os.arch()}, node ${process.version}`;
const load =
  `autocannon, ${options.connections} connections, ${options.durationSeconds} s per case ` +
  `after ${options.warmupSeconds} s warm-up; one server at a time, each in its own process`;
log(`${machine}\n${load}`);
/** Above this share of the CPUs busy before the run, the figures measure the other work too. */
const busyShareLimit = 0.2;
const busyShareSampleMs = 2_000;
const busyShareBefore = await busyShareOfOtherProcesses(busyShareSampleMs);
log(`${Math.round(busyShareBefore * 100)} % of the CPUs busy with other processes`);

const rows: ReportRow[] = [];
/** Per app server: what it runs on and how its data was loaded. */
const serverSetups: string[][] = [];
/** Per case: its path and what its answer held (from the first server that answered). */
const caseAnswers = new Map<string, { path: string; answer: string; bytes: string }>();
let catalogue: CatalogueSummary | undefined;

async function measureBare(): Promise<LoadFigures> {
  const server = await startServerProcess("./servers/bare-server.ts");
  try {
    log("bare fastify: GET /bare");
    const figures = await measure(`${server.url}/bare`, options);
    rows.push({ server: "bare fastify", name: "bare", figures });
    return figures;
  } finally {
    await server.stop();
  }
}
const bare = await measureBare();

const idleWindowMs = 250;
const idleTimeoutMs = 120_000;

/**
 * Waits until the server sends no database statement for a moment: requests of the previous
 * case that were still queued when autocannon stopped would be counted as this case's, and
 * would take the CPU from its measurement.
 */
async function waitUntilIdle(server: RunningServer) {
  const deadline = Date.now() + idleTimeoutMs;
  while (Date.now() < deadline) {
    await server.startRecording();
    await new Promise((resolve) => setTimeout(resolve, idleWindowMs));
    if ((await server.stopRecording({ explain: false })).length === 0) return;
  }
  log(`  the server was still busy after ${idleTimeoutMs / 1000} s; measuring anyway`);
}

/** Probes a case (status, answer, queries per request), then loads it when the probe passed. */
async function runCase(
  server: RunningServer,
  serverName: string,
  database: BenchDatabase,
  benchCase: BenchCase,
) {
  const { variedPaths } = benchCase;
  log(`${serverName}: GET ${benchCase.path}`);
  await waitUntilIdle(server);
  await server.startRecording();
  // Varied paths: the probe takes the first ones, the load the others, so none is repeated.
  const probed = await probe(
    (variedPaths?.slice(0, probeRequests) ?? [benchCase.path]).map((path) => server.url + path),
  );
  const queries = await server.stopRecording({ explain });
  const queriesPerRequest = queries.length / probeRequests;
  if (!probed.ok) {
    rows.push({
      server: serverName,
      name: benchCase.name,
      queriesPerRequest,
      problem: probed.problem,
    });
    return;
  }
  if (!caseAnswers.has(benchCase.name)) {
    caseAnswers.set(benchCase.name, {
      path: benchCase.path,
      answer: probed.answer,
      bytes: `${probed.bytes} B`,
    });
  }
  if (explain) {
    const distinct = new Map(queries.map((query) => [query.sql, query.plan]));
    log(`\n-- ${serverName} ${benchCase.name}: ${queriesPerRequest} statements per request`);
    for (const [sql, plan] of distinct) log(`${sql}\n${plan ?? ""}\n`);
  }
  const figures = variedPaths
    ? await measure(server.url, options, variedPaths.slice(probeRequests))
    : await measure(server.url + benchCase.path, options);
  const verdict = benchCase.target
    ? judge(benchCase.target, figures, bare, options.connections, database)
    : undefined;
  rows.push({ server: serverName, name: benchCase.name, figures, queriesPerRequest, verdict });
}

const overloadRows: string[][] = [];

/** "keyword mix" at each of `overloadConnections`: req/s, p99 and the share refused with 503. */
async function runOverloadRamp(server: RunningServer, serverName: string, keywords: string[]) {
  const paths = keywords.map(
    (keyword) => `/api/product/getList?keyword=${encodeURIComponent(keyword)}&page=1&pageSize=10`,
  );
  for (const connections of overloadConnections) {
    log(`${serverName}: overload ramp, keyword mix at ${connections} connections`);
    await waitUntilIdle(server);
    const figures = await measure(server.url, { ...options, connections }, paths);
    const total = figures.answered + figures.failures;
    overloadRows.push([
      serverName,
      String(connections),
      String(Math.round(figures.requestsPerSecond)),
      String(figures.p50Ms),
      String(figures.p99Ms),
      total > 0 ? `${((figures.refused / total) * 100).toFixed(1)} %` : "-",
      String(figures.failures - figures.refused),
    ]);
  }
}

async function runApp(
  serverName: string,
  database: BenchDatabase,
  databaseUrl: string,
  location: string,
) {
  log(`${serverName}: migrating and seeding the catalogue`);
  const server = await startServerProcess("./servers/app-server.ts", {
    BENCH_DATABASE_URL: databaseUrl,
  });
  try {
    catalogue ??= server.catalogue;
    serverSetups.push([
      serverName,
      `${server.detail ?? "?"}; ${location}; seeded in ${server.catalogue?.seedSeconds.toFixed(1) ?? "?"} s`,
    ]);
    const compareIds = server.catalogue?.compareIds ?? [];
    const searchKeywords = server.catalogue?.searchKeywords ?? [];
    const cases = benchCases({ compareIds, searchKeywords }).filter(
      (benchCase) => !onlyCases?.length || onlyCases.includes(benchCase.name),
    );
    for (const benchCase of cases) {
      await runCase(server, serverName, database, benchCase);
    }
    if (runsOverload) await runOverloadRamp(server, serverName, searchKeywords);
  } finally {
    await server.stop();
  }
}

await runOnEachDatabase(postgresServerUrl, runApp, log);

const thousands = (value: number) => value.toLocaleString("en-US");
const data = catalogue
  ? `${thousands(catalogue.products)} products (${thousands(catalogue.publishedProducts)} published, ` +
    `${thousands(catalogue.childProducts)} children of a module), ` +
    `${thousands(catalogue.documents)} documents, ${thousands(catalogue.versions)} document versions`
  : "no catalogue";
// Every server has stopped: what keeps the CPUs busy now is other work, likely there during the run.
const busyShareAfter = await busyShareOfOtherProcesses(busyShareSampleMs);
const percent = (share: number) => `${Math.round(share * 100)} %`;
const machineLoad =
  `${percent(busyShareBefore)} of the CPUs busy with other processes just before the run, ` +
  `${percent(busyShareAfter)} just after` +
  (Math.max(busyShareBefore, busyShareAfter) > busyShareLimit
    ? ": the figures are not representative, run again on a quiet machine"
    : "");
const setup = formatColumns(
  [
    ["machine", machine],
    ["machine load", machineLoad],
    ["load", load],
    ["data", data],
    ...serverSetups,
  ],
  2,
  "  ",
);
const cases = formatColumns(
  [...caseAnswers].map(([name, { path, answer, bytes }]) => [name, path, answer, bytes]),
  3,
  "  ",
);
console.log(`Setup\n${setup}\n\nCases (the answer of one request)\n${cases}\n`);
console.log(formatFigures(rows, bare));
console.log(`\nTargets (issues 4 and 11)\n${formatVerdicts(rows)}`);
if (overloadRows.length > 0) {
  const header = ["server", "connections", "req/s", "p50 ms", "p99 ms", "503", "other failures"];
  console.log(
    `\nOverload ramp: keyword mix at more connections (503 answers are refusals, meant)\n` +
      formatColumns([header, ...overloadRows], 1),
  );
}

const failed = rows.filter(
  (row) => !row.figures || row.figures.failures > 0 || row.figures.answered === 0,
);
if (failed.length > 0) {
  log(
    `\nSome cases failed (an error answer, non-2xx, socket errors or timeouts): ` +
      `${failed.map((row) => `${row.server} ${row.name}`).join(", ")}. Their figures do not count.`,
  );
  process.exitCode = 1;
}
const missed = rows.filter((row) => row.verdict?.outcome === "FAIL");
if (missed.length > 0) {
  log(`\nTargets missed: ${missed.map((row) => `${row.server} ${row.name}`).join(", ")}.`);
  process.exitCode = 1;
}
