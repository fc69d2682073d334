/*
 * `npm run bench:forum`: the forum's busiest reads (a board's first page, hot posts, and an
 * uncached search with another keyword on every request, beside one trivial statement as its floor)
 * on 100,000 posts and 1,000,000 replies,
 * loaded with autocannon beside the bare Fastify route in the same run, on PGlite and, with
 * BENCH_DATABASE_URL, on PostgreSQL (a scratch database). Prints the table of run.ts and issue
 * 21's targets. Each server runs in its own process, one after the other.
 */
import os from "node:os";
import type { BenchDatabase } from "../cases.ts";
import { runOnEachDatabase } from "../database/scratch-database.ts";
import { type LoadFigures, type LoadOptions, measure } from "../load.ts";
import { busyShareOfOtherProcesses } from "../machine-load.ts";
import { probe, probeRequests } from "../probe.ts";
import { formatColumns, formatFigures, formatVerdicts, type ReportRow } from "../report.ts";
import { type RunningServer, startServerProcess } from "../server-process.ts";
import type { Verdict } from "../targets.ts";
import type { ForumServerReady } from "./forum-app-server.ts";
import { searchKeywords } from "./forum-data.ts";
import type { ForumSummary } from "./seed-forum.ts";

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
const explain = process.env.BENCH_EXPLAIN === "1";
/** Issue 21 states every target at 100 connections. */
const targetConnections = 100;

/** Issue 21's targets: lists against the bare route, the search against a p99 per database. */
type ForumTarget =
  | { kind: "shareOfBare"; minimumShare: number; maximumP99Ratio: number }
  | { kind: "p99Below"; byDatabase: Record<BenchDatabase, number> }
  | { kind: "floor" };

type ForumCase = { name: string; path: string; variedPaths?: string[]; target: ForumTarget };

const listTarget: ForumTarget = { kind: "shareOfBare", minimumShare: 0.5, maximumP99Ratio: 2 };

function forumCases(boardId: number): ForumCase[] {
  const searchPath = (keyword: string) =>
    `/api/postsController/search?keyword=${encodeURIComponent(keyword)}&page=1&pageSize=20`;
  const keywords = searchKeywords();
  return [
    {
      name: "board page",
      path: `/api/postsController/queryPostsPageByTopicId?topicId=${boardId}&page=1&pageSize=20`,
      target: listTarget,
    },
    { name: "hot posts", path: "/api/postsController/queryHotPosts?limit=10", target: listTarget },
    {
      // No target: what one trivial statement costs through the app on this machine, the least
      // an uncached search can cost, beside the search's p99 target.
      name: "one statement (select 1)",
      path: "/api/health",
      target: { kind: "floor" },
    },
    {
      // Not kept by the server: every request costs the database its statements; the keywords
      // go round, each of them different from the one before.
      name: "search mix",
      path: `/api/postsController/search?keyword=<${keywords.length} keywords>&page=1&pageSize=20`,
      variedPaths: keywords.map(searchPath),
      target: { kind: "p99Below", byDatabase: { pglite: 300, postgres: 50 } },
    },
  ];
}

function judgeForum(
  target: ForumTarget,
  figures: LoadFigures,
  bare: LoadFigures,
  database: BenchDatabase,
): Verdict {
  if (figures.answered === 0) {
    return { outcome: "FAIL", explanation: "no answer within the measured seconds" };
  }
  const atTarget = options.connections === targetConnections;
  if (target.kind === "floor") {
    return {
      outcome: "not judged",
      explanation: `p99 ${figures.p99Ms} ms on ${database}: the floor of an uncached answer`,
    };
  }
  if (target.kind === "shareOfBare") {
    const share =
      bare.requestsPerSecond > 0 ? figures.requestsPerSecond / bare.requestsPerSecond : 0;
    const p99Ratio = bare.p99Ms > 0 ? figures.p99Ms / bare.p99Ms : Number.POSITIVE_INFINITY;
    const explanation =
      `req/s ${Math.round(figures.requestsPerSecond)} = ${share.toFixed(2)} of bare, p99 ` +
      `${figures.p99Ms} ms = ${p99Ratio.toFixed(2)} x bare's ${bare.p99Ms} ms; needs >= ` +
      `${target.minimumShare.toFixed(2)} of bare and p99 < ${target.maximumP99Ratio} x bare`;
    if (!atTarget)
      return {
        outcome: "not judged",
        explanation: `${explanation} (at ${targetConnections} connections)`,
      };
    const reached = share >= target.minimumShare && p99Ratio < target.maximumP99Ratio;
    return { outcome: reached ? "PASS" : "FAIL", explanation };
  }
  const maximum = target.byDatabase[database];
  const explanation = `p99 ${figures.p99Ms} ms on ${database}; needs < ${maximum} ms`;
  if (!atTarget)
    return {
      outcome: "not judged",
      explanation: `${explanation} (at ${targetConnections} connections)`,
    };
  return { outcome: figures.p99Ms < maximum ? "PASS" : "FAIL", explanation };
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
let forum: ForumSummary | undefined;

// Paths of server files are relative to server-process.ts (the bench folder).
const bareServer = await startServerProcess("./servers/bare-server.ts");
let bare: LoadFigures;
try {
  log("bare fastify: GET /bare");
  bare = await measure(`${bareServer.url}/bare`, options);
  rows.push({ server: "bare fastify", name: "bare", figures: bare });
} finally {
  await bareServer.stop();
}

/** Waits until the server sends no statement for a moment (the previous case's queue drained). */
async function waitUntilIdle(server: RunningServer) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    await server.startRecording();
    await new Promise((resolve) => setTimeout(resolve, 250));
    if ((await server.stopRecording({ explain: false })).length === 0) return;
  }
  log("  the server was still busy after 120 s; measuring anyway");
}

async function runCase(
  server: RunningServer,
  serverName: string,
  database: BenchDatabase,
  forumCase: ForumCase,
) {
  const { variedPaths } = forumCase;
  log(`${serverName}: GET ${forumCase.path}`);
  await waitUntilIdle(server);
  await server.startRecording();
  const probed = await probe(
    (variedPaths?.slice(0, probeRequests) ?? [forumCase.path]).map((path) => server.url + path),
  );
  const queries = await server.stopRecording({ explain });
  const queriesPerRequest = queries.length / probeRequests;
  if (!probed.ok) {
    rows.push({
      server: serverName,
      name: forumCase.name,
      queriesPerRequest,
      problem: probed.problem,
    });
    return;
  }
  if (!caseAnswers.has(forumCase.name)) {
    caseAnswers.set(forumCase.name, {
      path: forumCase.path,
      answer: probed.answer,
      bytes: `${probed.bytes} B`,
    });
  }
  if (explain) {
    const distinct = new Map(queries.map((query) => [query.sql, query.plan]));
    log(`\n-- ${serverName} ${forumCase.name}: ${queriesPerRequest} statements per request`);
    for (const [sql, plan] of distinct) log(`${sql}\n${plan ?? ""}\n`);
  }
  const figures = variedPaths
    ? await measure(server.url, options, variedPaths.slice(probeRequests))
    : await measure(server.url + forumCase.path, options);
  const verdict = judgeForum(forumCase.target, figures, bare, database);
  rows.push({ server: serverName, name: forumCase.name, figures, queriesPerRequest, verdict });
}

/** Seeding takes about two minutes on PGlite on a quiet 2-CPU machine, much longer on a busy one. */
const seedTimeoutMs = 1_200_000;

async function runApp(
  serverName: string,
  database: BenchDatabase,
  databaseUrl: string,
  location: string,
) {
  log(`${serverName}: migrating and seeding the forum (a few minutes on PGlite)`);
  const server = await startServerProcess(
    "./forum/forum-app-server.ts",
    { BENCH_DATABASE_URL: databaseUrl },
    seedTimeoutMs,
  );
  try {
    const seeded = (server as RunningServer & Partial<ForumServerReady>).forum;
    forum ??= seeded;
    serverSetups.push([
      serverName,
      `${server.detail ?? "?"}; ${location}; seeded in ${seeded?.seedSeconds.toFixed(1) ?? "?"} s`,
    ]);
    // The biggest board: its count is the dearest.
    for (const forumCase of forumCases(seeded?.boardIds[0] ?? 1)) {
      await runCase(server, serverName, database, forumCase);
    }
  } finally {
    await server.stop();
  }
}

await runOnEachDatabase(postgresServerUrl, runApp, log);

const thousands = (value: number) => value.toLocaleString("en-US");
const data = forum
  ? `${thousands(forum.posts)} posts (${thousands(forum.visiblePosts)} visible) on 4 boards, ` +
    `${thousands(forum.replies)} replies, ${thousands(forum.activityRows)} activity rows (per post and day)`
  : "no forum";
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
console.log(`\nTargets (issue 21)\n${formatVerdicts(rows)}`);

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
