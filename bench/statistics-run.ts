/*
 * `npm run bench:statistics`: what recording page views costs the public API, and how fast the
 * home statistics answer over a year.
 *
 * 1. The catalogue list (autocannon, as run.ts's "catalogue list") alone, then while 1,000 page
 *    views a second arrive from as many addresses, then alone again, in one run on one server:
 *    the list with recording must keep at least 90% of its requests a second alone.
 * 2. A year of generated views (5,000,500 raw rows, their daily rollup and sketches, the past
 *    months' sketches merged as the hourly sweep merges them): the home statistics of the year (the summary use-case, as GET /api/up/summary runs it) timed beside
 *    a raw count of the same rows.
 *
 * PGlite, and with BENCH_DATABASE_URL PostgreSQL too (scratch databases).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { mergeClosedMonths } from "../apps/server/src/modules/statistics/use-cases/merge-closed-months.ts";
import { summarizeStatistics } from "../apps/server/src/modules/statistics/use-cases/summarize-statistics.ts";
import { openDatabase } from "../apps/server/src/platform/db/client.ts";
import { rawClientOf } from "./database/raw-client.ts";
import { createScratchDatabase } from "./database/scratch-database.ts";
import { type LoadFigures, type LoadOptions, measure } from "./load.ts";
import { startServerProcess } from "./server-process.ts";
import type { StatisticsServerReady } from "./statistics-app-server.ts";
import { viewsPerDay, writeYearOfViews, yearDays } from "./statistics-year.ts";

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0`);
  return value;
}

const options: LoadOptions = {
  durationSeconds: positiveNumber("BENCH_DURATION", 10),
  connections: positiveNumber("BENCH_CONNECTIONS", 100),
  warmupSeconds: positiveNumber("BENCH_WARMUP", 2),
};
const viewsPerSecond = 1000;
/** The list with recording keeps at least this share of its requests a second alone. */
const minimumShare = 0.9;
const summaryRuns = 5;
const postgresServerUrl = process.env.BENCH_DATABASE_URL;

const log = (message: string) => process.stderr.write(`${message}\n`);
const listPath = "/api/product/getList?page=1&pageSize=10";
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const paths = ["/home", "/product/menu", "/product/detail/:id", "/document", "/forum"];

/** 1,000 page views a second, each from the next of 65,536 addresses, for `seconds`. */
function recordViews(baseUrl: string, seconds: number) {
  let next = 0;
  return autocannon({
    url: `${baseUrl}/api/up/view`,
    method: "POST",
    connections: 20,
    overallRate: viewsPerSecond,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          next += 1;
          return {
            ...request,
            headers: {
              "content-type": "text/plain;charset=UTF-8",
              "user-agent": browser,
              "x-forwarded-for": `36.${(next >> 8) & 255}.${next & 255}.${(next * 7) & 255}`,
            },
            body: JSON.stringify({
              path: paths[next % paths.length],
              language: "zh-CN",
              mobile: next % 3 === 0,
              screenWidth: 1280,
              entry: next % 4 === 0,
            }),
          };
        },
      },
    ],
  });
}

const figures = (load: LoadFigures) =>
  `${Math.round(load.requestsPerSecond)} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ${load.failures} failures`;

async function benchRecording(label: string, environment: Record<string, string | undefined>) {
  log(`[${label}] starting the app on the bench catalogue ...`);
  const server: StatisticsServerReady = await startServerProcess(
    "./statistics-app-server.ts",
    environment,
  );
  try {
    const listUrl = `${server.url}${listPath}`;
    const before = await measure(listUrl, options);
    const recording = recordViews(server.url, options.warmupSeconds + options.durationSeconds);
    const during = await measure(listUrl, options);
    const views = await recording;
    const after = await measure(listUrl, options);
    const alone = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    const share = during.requestsPerSecond / alone;
    return [
      `catalogue list alone (before):    ${figures(before)}`,
      `catalogue list while recording:   ${figures(during)}`,
      `catalogue list alone (after):     ${figures(after)}`,
      `page views sent meanwhile:        ${Math.round(views.requests.average)} a second, ${views["2xx"]} answered 204, ${views.non2xx + views.errors} failed`,
      `with recording / alone:           ${(share * 100).toFixed(1)}% (target >= ${minimumShare * 100}%) ${share >= minimumShare ? "MET" : "MISSED"}`,
    ];
  } finally {
    await server.stop();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function benchYear(label: string, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-bench-year-"));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    const lastDay = new Date().toISOString().slice(0, 10);
    log(`[${label}] writing ${yearDays * viewsPerDay} page views over ${yearDays} days ...`);
    const written = await timed(() => writeYearOfViews(database.db, lastDay));
    const range = { from: written.result, to: lastDay };
    // What the hourly sweep does once a month is over, for the eleven or twelve past months.
    const monthsMerged = await timed(() => mergeClosedMonths({ db: database.db, today: lastDay }));
    const summaries: number[] = [];
    let visitors = 0;
    let pageViews = 0;
    for (let run = 0; run < summaryRuns; run += 1) {
      const summary = await timed(() => summarizeStatistics({ db: database.db, range }));
      summaries.push(summary.ms);
      visitors = summary.result.visitors;
      pageViews = summary.result.pageViews;
    }
    const counts: number[] = [];
    let rawViews = 0;
    for (let run = 0; run < summaryRuns; run += 1) {
      const count = await timed(() =>
        rawClientOf(database.db).query(
          "select count(*)::int as views from statistics_page_views where day between $1 and $2",
          [range.from, range.to],
        ),
      );
      counts.push(count.ms);
      rawViews = Number(count.result.rows[0]?.views);
    }
    const distinct = await timed(() =>
      rawClientOf(database.db).query(
        "select count(distinct visitor)::int as visitors from statistics_page_views where day between $1 and $2",
        [range.from, range.to],
      ),
    );
    const trueVisitors = Number(distinct.result.rows[0]?.visitors);
    return [
      `year written:                     ${Math.round(written.ms / 1000)} s (raw rows, rollup, sketches)`,
      `past months' sketches merged:     ${(monthsMerged.ms / 1000).toFixed(1)} s (once, by the hourly sweep)`,
      `home statistics of the year:      median ${median(summaries).toFixed(0)} ms of ${summaryRuns} (target < 1000 ms) ${median(summaries) < 1000 ? "MET" : "MISSED"}`,
      `raw count(*) of the year:         median ${median(counts).toFixed(0)} ms of ${summaryRuns}`,
      `raw count(distinct visitor):      ${distinct.ms.toFixed(0)} ms`,
      `page views: summary ${pageViews}, raw ${rawViews}; visitors: sketch ${visitors}, exact ${trueVisitors} (${((100 * (visitors - trueVisitors)) / trueVisitors).toFixed(2)}%)`,
    ];
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const cpus = os.cpus();
const report = [
  `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? "unknown"}), node ${process.version}; autocannon ${options.connections} connections, ${options.durationSeconds} s per measure after ${options.warmupSeconds} s warm-up`,
];
report.push(
  "",
  "PGlite",
  ...(await benchRecording("PGlite", { BENCH_DATABASE_URL: "" })),
  ...(await benchYear("PGlite", undefined)),
);
if (postgresServerUrl) {
  const scratch = await createScratchDatabase(postgresServerUrl);
  try {
    report.push(
      "",
      "PostgreSQL",
      ...(await benchRecording("PostgreSQL", { BENCH_DATABASE_URL: scratch.url })),
    );
  } finally {
    await scratch.drop();
  }
  const yearScratch = await createScratchDatabase(postgresServerUrl);
  try {
    report.push(...(await benchYear("PostgreSQL", yearScratch.url)));
  } finally {
    await yearScratch.drop();
  }
}
process.stdout.write(`${report.join("\n")}\n`);
process.exit(report.some((line) => line.endsWith("MISSED")) ? 1 : 0);
