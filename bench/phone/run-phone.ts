/*
 * `npm run bench:phone -w bench`: issue 28's first visit on a phone. The built portal (run
 * `npm run build` first) on a fresh PGlite with the demo content; each public page opened in
 * Debian's Chromium in a fresh context, 375 px wide, on Lighthouse's "Slow 4G" (network and CPU
 * throttled through the DevTools protocol) and straight on the loopback beside it; the median of
 * BENCH_PHONE_RUNS (5) visits each. Target: the content visible within 2.5 s and no layout
 * shift over 0.1 on the phone. Exit code 1 when a page misses either or never shows its content.
 */
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { busyShareOfOtherProcesses } from "../machine-load.ts";
import { formatColumns } from "../report.ts";
import { firstVisit, slowPhoneProfile, type VisitFigures } from "./first-visit.ts";
import { startBuiltPortal } from "./portal-process.ts";
import { type PublicPage, publicPagesOf } from "./public-pages.ts";

const targets = { contentMs: 2500, layoutShift: 0.1 } as const;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be an integer >= 1`);
  return value;
}

const runs = positiveInteger("BENCH_PHONE_RUNS", 5);
/** 1 leaves the phone's CPU at this machine's speed: the network's share of the time alone. */
const cpuSlowdown = positiveInteger("BENCH_PHONE_CPU_SLOWDOWN", slowPhoneProfile.cpuSlowdown);
const onlyPages = (process.env.BENCH_PHONE_PAGES ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter((name) => name !== "");
const webDist = path.resolve(
  process.env.BENCH_WEB_DIST ?? path.join(import.meta.dirname, "../../apps/web/dist"),
);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** A visit that has not shown its content by then is a failure, not a figure. */
const visitTimeoutMs = 60_000;

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type PageResult = {
  page: PublicPage;
  phone: VisitFigures[];
  loopback: VisitFigures[];
  problem?: string;
};

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kilobytes = (bytes: number) => Math.round(bytes / 1000).toLocaleString("en-US");

/** The median visit's figures: each figure's own median over the runs. */
function medianVisit(visits: VisitFigures[]): VisitFigures {
  const of = (pick: (visit: VisitFigures) => number) => median(visits.map(pick));
  return {
    contentMs: of((visit) => visit.contentMs),
    firstPaintMs: of((visit) => visit.firstPaintMs),
    bytesToContent: of((visit) => visit.bytesToContent),
    requestsToContent: of((visit) => visit.requestsToContent),
    bytes: of((visit) => visit.bytes),
    requests: of((visit) => visit.requests),
    layoutShift: of((visit) => visit.layoutShift),
    largestShift: null,
  };
}

function verdictOf(result: PageResult): string {
  if (result.problem) return `FAILED: ${result.problem}`;
  const phone = medianVisit(result.phone);
  const worstShift = Math.max(...result.phone.map((visit) => visit.layoutShift));
  const misses = [
    ...(phone.contentMs > targets.contentMs ? [`over ${seconds(targets.contentMs)} s`] : []),
    ...(worstShift > targets.layoutShift ? [`shift over ${targets.layoutShift}`] : []),
  ];
  return misses.length === 0 ? "ok" : `MISSED: ${misses.join(", ")}`;
}

function formatResults(results: PageResult[]): string {
  const header = [
    "page",
    "phone s",
    "min-max s",
    "first paint s",
    "KB to content",
    "requests",
    "KB visit",
    "requests",
    "CLS worst",
    "loopback s",
    "KB visit",
    "CLS worst",
    "target (2.5 s, CLS 0.1)",
  ];
  const lines = results.map((result) => {
    if (result.problem || result.phone.length === 0 || result.loopback.length === 0) {
      return [result.page.name, ...Array(header.length - 2).fill("-"), verdictOf(result)];
    }
    const phone = medianVisit(result.phone);
    const loopback = medianVisit(result.loopback);
    const phoneTimes = result.phone.map((visit) => visit.contentMs);
    return [
      result.page.name,
      seconds(phone.contentMs),
      `${seconds(Math.min(...phoneTimes))}-${seconds(Math.max(...phoneTimes))}`,
      seconds(phone.firstPaintMs),
      kilobytes(phone.bytesToContent),
      String(phone.requestsToContent),
      kilobytes(phone.bytes),
      String(phone.requests),
      Math.max(...result.phone.map((visit) => visit.layoutShift)).toFixed(3),
      seconds(loopback.contentMs),
      kilobytes(loopback.bytes),
      Math.max(...result.loopback.map((visit) => visit.layoutShift)).toFixed(3),
      verdictOf(result),
    ];
  });
  return formatColumns([header, ...lines], 1);
}

if (!existsSync(chromiumPath)) {
  throw new Error(`No Chromium at ${chromiumPath}: apt-get install chromium, or set CHROMIUM_PATH`);
}
const cpus = os.cpus();
log(
  `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? "unknown"}), node ${process.version}; ` +
    `web build ${webDist}`,
);
const busyShare = await busyShareOfOtherProcesses(2_000);
log(`${Math.round(busyShare * 100)} % of the CPUs busy with other processes before the start`);

const portal = await startBuiltPortal(webDist);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
  headless: true,
});
const results: PageResult[] = [];
let missingPages: string[] = [];
try {
  const found = await publicPagesOf(portal.baseUrl);
  missingPages = found.missing;
  const pages = found.pages.filter(
    (page) => onlyPages.length === 0 || onlyPages.includes(page.name),
  );
  for (const page of pages) {
    const result: PageResult = { page, phone: [], loopback: [] };
    results.push(result);
    try {
      // One visit unmeasured: the server's caches and the search index warm, as in service.
      await firstVisit(browser, portal.baseUrl, page, {
        throttled: false,
        timeoutMs: visitTimeoutMs,
        cpuSlowdown,
      });
      for (let run = 1; run <= runs; run += 1) {
        for (const throttled of [true, false]) {
          const visit = await firstVisit(browser, portal.baseUrl, page, {
            throttled,
            timeoutMs: visitTimeoutMs,
            cpuSlowdown,
          });
          (throttled ? result.phone : result.loopback).push(visit);
          log(
            `${page.name} (#${page.route}) ${throttled ? "phone" : "loopback"} ${run}/${runs}: ` +
              `${seconds(visit.contentMs)} s (first paint ${seconds(visit.firstPaintMs)} s), ` +
              `${kilobytes(visit.bytesToContent)} KB in ` +
              `${visit.requestsToContent} requests to content, CLS ${visit.layoutShift.toFixed(3)}`,
          );
        }
      }
    } catch (error) {
      result.problem = (error as Error).message;
      log(`${page.name}: ${result.problem}`);
    }
  }
} finally {
  await browser.close();
  await portal.stop();
}

const profile =
  `phone: ${slowPhoneProfile.latencyMs} ms round trip, ` +
  `${((slowPhoneProfile.downloadBytesPerSecond * 8) / 1024 ** 2).toFixed(1)} Mbit/s down, ` +
  `${Math.round((slowPhoneProfile.uploadBytesPerSecond * 8) / 1024)} kbit/s up, ` +
  `CPU ${cpuSlowdown}x slower; loopback: no throttling`;
console.log(`First visit of each public page, 375 px wide, fresh context, median of ${runs}`);
console.log(`${profile}; ${Math.round(busyShare * 100)} % of the CPUs busy elsewhere at the start`);
console.log("");
console.log(formatResults(results));
for (const name of missingPages) console.log(`${name}: not measured, the demo content has none`);
// What moved, where the shift is over the target: the worst visit's largest shift.
for (const result of results) {
  const worst = result.phone.reduce<VisitFigures | null>(
    (found, visit) => (found === null || visit.layoutShift > found.layoutShift ? visit : found),
    null,
  );
  if (worst?.largestShift && worst.layoutShift > targets.layoutShift) {
    const { value, atMs, moved } = worst.largestShift;
    console.log(
      `${result.page.name}: largest shift ${value.toFixed(3)} at ${seconds(atMs)} s moved ${moved.join(", ")}`,
    );
  }
}

const failed = results.some((result) => verdictOf(result) !== "ok");
process.exit(failed ? 1 : 0);
