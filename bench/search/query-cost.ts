/*
 * `npm run bench:search-cost -w bench`: the search index alone, without HTTP, on the records of
 * the search bench (10,000 products, 50,000 documents, 100,000 posts, 20,000 texts, 500 FAQs):
 * how long building it takes, the heap it holds, and the processor time one query costs, for the
 * bench's site queries (each with every kind and without one) and its catalogue keywords.
 * Seeds a scratch database (PostgreSQL with BENCH_DATABASE_URL, else PGlite in a temp folder);
 * with SEARCH_RECORDS_FILE the records read are kept in that file and read from it next time,
 * so that two versions of the index are measured on the same records.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { SearchIndex } from "../../apps/server/src/modules/search/search-index.ts";
import { searchKinds } from "../../apps/server/src/modules/search/search-kinds.ts";
import {
  everyRecord,
  type SearchRecord,
} from "../../apps/server/src/modules/search/search-records.ts";
import { openDatabase } from "../../apps/server/src/platform/db/client.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { createScratchDatabase } from "../database/scratch-database.ts";
import { seedForum } from "../forum/seed-forum.ts";
import { searchQueries } from "./search-data.ts";
import { seedTexts } from "./seed-texts.ts";

setFlagsFromString("--expose_gc");
const collectGarbage = runInNewContext("gc") as () => void;
function heapUsed() {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

type Corpus = { records: SearchRecord[]; catalogueKeywords: string[] };

async function seededCorpus(): Promise<Corpus> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), "portal-search-cost-"));
  const database = await openDatabase({ databaseUrl: scratch?.url ?? "", dataDir });
  try {
    await database.migrate();
    log(`seeding ${scratch ? scratch.name : "PGlite"} (minutes)`);
    const catalogue = await seedCatalogue(database.db);
    await seedForum(database.db, { replies: 0 });
    await seedTexts(database.db);
    const records: SearchRecord[] = [];
    for (const kind of searchKinds) {
      for await (const batch of everyRecord(database.db, kind)) records.push(...batch);
    }
    return { records, catalogueKeywords: catalogue.searchKeywords };
  } finally {
    await database.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function corpus(): Promise<Corpus> {
  const file = process.env.SEARCH_RECORDS_FILE;
  if (file && existsSync(file)) {
    const kept = JSON.parse(await readFile(file, "utf8")) as Corpus;
    for (const record of kept.records) record.date = new Date(record.date);
    return kept;
  }
  const seeded = await seededCorpus();
  if (file) await writeFile(file, JSON.stringify(seeded));
  return seeded;
}

function microseconds(values: number[]) {
  const sorted = [...values].sort((first, second) => first - second);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  const format = (value: number) => Math.round(value * 1000).toLocaleString("en-US");
  return `mean ${format(mean)} µs, p50 ${format(at(0.5))} µs, p99 ${format(at(0.99))} µs, max ${format(at(1))} µs`;
}

/**
 * Each query's processor time alone (this process's CPU time, so that other work on a busy
 * machine does not count), in ms, after one untimed round (structures built on first use, the
 * JIT).
 */
function timeEach(queries: (() => unknown)[]): number[] {
  for (const query of queries) query();
  return queries.map((query) => {
    const started = process.cpuUsage();
    query();
    const { user, system } = process.cpuUsage(started);
    return (user + system) / 1000;
  });
}

// The heap before the records are read and after they are let go: the index alone, as a
// server holds it once its build has dropped what it read.
const before = heapUsed();
const { records, catalogueKeywords } = await corpus();
const recordCount = records.length;
log(`${recordCount.toLocaleString("en-US")} records`);
const buildStarted = performance.now();
const buildProcessor = process.cpuUsage();
const index = new SearchIndex();
for (const record of records.splice(0)) index.put(record);
const buildSeconds = (performance.now() - buildStarted) / 1000;
const buildUsage = process.cpuUsage(buildProcessor);
const buildProcessorSeconds = (buildUsage.user + buildUsage.system) / 1e6;
const heapMegabytes = (heapUsed() - before) / 1024 ** 2;
const size = index.size();

const readers = [
  { language: "zh-CN", opensWhitelist: false },
  { language: "en-US", opensWhitelist: false },
  { language: "zh-TW", opensWhitelist: true },
] as const;
const kinds = [undefined, ...searchKinds];
const siteQueryNames = searchQueries().flatMap((query) =>
  kinds.map((kind) => `${query}${kind ? ` (${kind})` : ""}`),
);
const siteQueries = searchQueries().flatMap((query, number) =>
  kinds.map(
    (kind) => () =>
      index.search({
        query,
        kind,
        reader: readers[number % readers.length] as (typeof readers)[number],
        offset: 0,
        limit: 10,
      }),
  ),
);
const commonWords = ["功耗", "module", "固件", "AT+CSQ", "M53"].flatMap((query) =>
  kinds.map(
    (kind) => () =>
      index.search({
        query,
        kind,
        reader: { language: "zh-CN", opensWhitelist: false },
        offset: 0,
        limit: 10,
      }),
  ),
);
const catalogueQueries = catalogueKeywords.map(
  (keyword) => () => index.catalogue({ keyword }, { offset: 0, limit: 10 }),
);
const site = timeEach(siteQueries);
const common = timeEach(commonWords);
const catalogue = timeEach(catalogueQueries);
const thousands = (value: number) => value.toLocaleString("en-US");
/** The site queries that cost most: where the tail of a loaded server's latency comes from. */
const slowest = site
  .map((milliseconds, at) => ({ milliseconds, query: siteQueryNames[at] as string }))
  .sort((first, second) => second.milliseconds - first.milliseconds)
  .slice(0, 10)
  .map(({ milliseconds, query }) => `${Math.round(milliseconds * 1000)} µs ${query}`);

console.log(
  [
    `records: ${thousands(recordCount)} (${JSON.stringify(size.records)})`,
    `build: ${buildSeconds.toFixed(1)} s (${buildProcessorSeconds.toFixed(1)} s of processor time); heap: ${Math.round(heapMegabytes)} MB ` +
      `(${Math.round((heapMegabytes * 100_000) / recordCount)} MB per 100,000 records), ` +
      `${thousands(size.tokens)} tokens, ${thousands(size.postings)} postings`,
    `site search, ${thousands(site.length)} queries: ${microseconds(site)}`,
    `five common words with each kind: ${microseconds(common)}`,
    `catalogue keyword, ${thousands(catalogue.length)} beginnings: ${microseconds(catalogue)}`,
    `slowest site queries: ${slowest.join("; ")}`,
  ].join("\n"),
);
