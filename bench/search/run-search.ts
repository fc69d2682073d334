/*
 * `npm run bench:search`: the site search (`/api/search`, another query on every request, mixed
 * kinds, Chinese and ASCII) and the catalogue's "keyword mix" (another model beginning on every
 * request), beside the bare Fastify route of the same run, on 10,000 products, 50,000 documents,
 * 100,000 forum posts and 20,000 texts: PGlite and, with BENCH_DATABASE_URL, PostgreSQL (a
 * scratch database). Issue 26's target on both: at least 3,000 req/s with a p99 of at most
 * 50 ms at 100 connections. Also prints how long the server took to start with its index and
 * the index's own build time and memory.
 */
import os from "node:os";
import type { BenchDatabase, BenchTarget } from "../cases.ts";
import { runOnEachDatabase } from "../database/scratch-database.ts";
import { type LoadFigures, type LoadOptions, measure } from "../load.ts";
import { busyShareOfOtherProcesses } from "../machine-load.ts";
import { probe, probeRequests } from "../probe.ts";
import { formatColumns, formatFigures, formatVerdicts, type ReportRow } from "../report.ts";
import { type RunningServer, startServerProcess } from "../server-process.ts";
import { judge } from "../targets.ts";
import type { SearchServerReady } from "./search-app-server.ts";
import { searchQueries } from "./search-data.ts";

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
const postgresServerUrl = process.env.BENCH_DATABASE_URL;

/** Issue 26: uncached search at 100 connections, the same figures on both databases. */
const searchTarget: BenchTarget = {
  kind: "throughputAndP99",
  connections: 100,
  byDatabase: {
    pglite: { minimumRequestsPerSecond: 3_000, maximumP99Ms: 50 },
    postgres: { minimumRequestsPerSecond: 3_000, maximumP99Ms: 50 },
  },
};

type SearchCase = { name: string; path: string; variedPaths: string[] };

function searchCases(catalogueKeywords: string[]): SearchCase[] {
  const queries = searchQueries();
  const kinds = [undefined, "product", "document", "text", "post", "faq"] as const;
  const listPath = (keyword: string) =>
    `/api/product/getList?keyword=${encodeURIComponent(keyword)}&page=1&pageSize=10`;
  return [
    {
      name: "keyword mix",
      path: listPath(`<${catalogueKeywords.length} model beginnings>`),
      variedPaths: catalogueKeywords.map(listPath),
    },
    {
      // Every query with every kind (a tab) and without one: no answer is asked for twice.
      name: "search mix",
      path: `/api/search?q=<${queries.length} queries>&kind=<all or one>&page=1&pageSize=10`,
      variedPaths: kinds.flatMap((kind) =>
        queries.map(
          (query) =>
            `/api/search?q=${encodeURIComponent(query)}${kind ? `&kind=${kind}` : ""}&page=1&pageSize=10`,
        ),
      ),
    },
  ];
}

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
const busyShareLimit = 0.2;
const busyShareSampleMs = 2_000;
const busyShareBefore = await busyShareOfOtherProcesses(busyShareSampleMs);
log(`${Math.round(busyShareBefore * 100)} % of the CPUs busy with other processes`);

const rows: ReportRow[] = [];
const serverSetups: string[][] = [];
const caseAnswers = new Map<string, { path: string; answer: string; bytes: string }>();
let data: SearchServerReady["searchData"] | undefined;

const bareServer = await startServerProcess("./servers/bare-server.ts");
let bare: LoadFigures;
try {
  log("bare fastify: GET /bare");
  bare = await measure(`${bareServer.url}/bare`, options);
  rows.push({ server: "bare fastify", name: "bare", figures: bare });
} finally {
  await bareServer.stop();
}

async function runCase(
  server: RunningServer,
  serverName: string,
  database: BenchDatabase,
  searchCase: SearchCase,
) {
  log(`${serverName}: GET ${searchCase.path}`);
  await server.startRecording();
  const probed = await probe(
    searchCase.variedPaths.slice(0, probeRequests).map((path) => server.url + path),
  );
  const queries = await server.stopRecording({ explain: false });
  const queriesPerRequest = queries.length / probeRequests;
  if (!probed.ok) {
    rows.push({
      server: serverName,
      name: searchCase.name,
      queriesPerRequest,
      problem: probed.problem,
    });
    return;
  }
  if (!caseAnswers.has(searchCase.name)) {
    caseAnswers.set(searchCase.name, {
      path: searchCase.path,
      answer: probed.answer,
      bytes: `${probed.bytes} B`,
    });
  }
  const figures = await measure(server.url, options, searchCase.variedPaths.slice(probeRequests));
  const verdict = judge(searchTarget, figures, bare, options.connections, database);
  rows.push({ server: serverName, name: searchCase.name, figures, queriesPerRequest, verdict });
}

/** Seeding 180,000 records takes minutes on PGlite, more on a busy machine. */
const seedTimeoutMs = 1_800_000;

async function runApp(
  serverName: string,
  database: BenchDatabase,
  databaseUrl: string,
  location: string,
) {
  log(`${serverName}: migrating and seeding (a few minutes on PGlite)`);
  const server = await startServerProcess(
    "./search/search-app-server.ts",
    { BENCH_DATABASE_URL: databaseUrl },
    seedTimeoutMs,
  );
  try {
    const seeded = (server as RunningServer & Partial<SearchServerReady>).searchData;
    data ??= seeded;
    serverSetups.push([
      serverName,
      `${server.detail ?? "?"}; ${location}; seeded in ${seeded?.seedSeconds.toFixed(1) ?? "?"} s; ` +
        `started in ${seeded?.startSeconds.toFixed(1) ?? "?"} s, of which the index alone ` +
        `${seeded?.indexSeconds.toFixed(1) ?? "?"} s; index: ` +
        `${seeded ? Math.round(seeded.indexHeapMegabytes) : "?"} MB of heap for ` +
        `${seeded?.indexRecords.toLocaleString("en-US") ?? "?"} records ` +
        `(${seeded ? Math.round((seeded.indexHeapMegabytes * 100_000) / seeded.indexRecords) : "?"} MB per 100,000), ` +
        `${seeded?.indexTokens.toLocaleString("en-US") ?? "?"} tokens, ` +
        `${seeded?.indexPostings.toLocaleString("en-US") ?? "?"} postings`,
    ]);
    for (const searchCase of searchCases(seeded?.catalogueKeywords ?? [])) {
      await runCase(server, serverName, database, searchCase);
    }
  } finally {
    await server.stop();
  }
}

await runOnEachDatabase(postgresServerUrl, runApp, log);

const thousands = (value: number) => value.toLocaleString("en-US");
const dataLine = data
  ? `${thousands(data.products)} products, ${thousands(data.documents)} documents, ` +
    `${thousands(data.posts)} forum posts, ${thousands(data.texts)} texts, ${thousands(data.faqs)} FAQs`
  : "no data";
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
    ["data", dataLine],
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
console.log(`\nTargets (issue 26)\n${formatVerdicts(rows)}`);

const failedAs = rows.flatMap(({ server, name, figures }) =>
  figures && figures.failures > 0
    ? [
        `${server} ${name}: ` +
          Object.entries(figures.failedAs)
            .map(([what, count]) => `${count} ${what}`)
            .join(", "),
      ]
    : [],
);
if (failedAs.length > 0)
  console.log(`\nFailures (503: the overload guard refused)\n${failedAs.join("\n")}`);
const failed = rows.filter(
  (row) => !row.figures || row.figures.failures > 0 || row.figures.answered === 0,
);
if (failed.length > 0) {
  log(`\nSome cases failed: ${failed.map((row) => `${row.server} ${row.name}`).join(", ")}.`);
  process.exitCode = 1;
}
const missed = rows.filter((row) => row.verdict?.outcome === "FAIL");
if (missed.length > 0) {
  log(`\nTargets missed: ${missed.map((row) => `${row.server} ${row.name}`).join(", ")}.`);
  process.exitCode = 1;
}
