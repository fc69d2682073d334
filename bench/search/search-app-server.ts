/*
 * The real app (buildApp) on a freshly migrated database holding everything the site search
 * looks through: the bench catalogue (10,000 products, 50,000 documents), the bench forum's
 * 100,000 posts (without replies) and 20,000 texts with 500 FAQs. Reports how long building
 * the app took with its search index and how much memory the index holds. Run as a child
 * process by run-search.ts.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { buildSearchIndex } from "../../apps/server/src/modules/search/search-index-plugin.ts";
import { openDatabase } from "../../apps/server/src/platform/db/client.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { queryRecorder } from "../database/query-recorder.ts";
import { rawClientOf } from "../database/raw-client.ts";
import { seedForum } from "../forum/seed-forum.ts";
import { announceReady, onRecordingRequests, onStop } from "../servers/child-protocol.ts";
import { seedTexts } from "./seed-texts.ts";

/** What the index held and cost to build, for the report. */
export type SearchServerReady = {
  searchData: {
    seedSeconds: number;
    products: number;
    documents: number;
    posts: number;
    texts: number;
    faqs: number;
    catalogueKeywords: string[];
    /** buildApp (its search index built inside), and the index built again alone. */
    startSeconds: number;
    indexSeconds: number;
    indexRecords: number;
    indexPostings: number;
    indexTokens: number;
    indexHeapMegabytes: number;
  };
};

const unlimitedRequestsPerMinute = "1000000000";

setFlagsFromString("--expose_gc");
const collectGarbage = runInNewContext("gc") as () => void;
function heapUsed() {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

const dataDir = await mkdtemp(path.join(tmpdir(), "portal-bench-search-"));
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  LOG_LEVEL: "silent",
  SEED_DEMO: "false",
  RATE_LIMIT_PER_MINUTE: unlimitedRequestsPerMinute,
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const seedStarted = performance.now();
const catalogue = await seedCatalogue(database.db);
const forum = await seedForum(database.db, { replies: 0 });
const texts = await seedTexts(database.db);
const seedSeconds = (performance.now() - seedStarted) / 1000;
const versionRow = await rawClientOf(database.db).query("select version() as version");
const serverVersion = /PostgreSQL [\d.]+/.exec(String(versionRow.rows[0]?.version))?.[0];
onRecordingRequests(queryRecorder(database.db));

const started = performance.now();
const app = await buildApp(config, { database, logger: false });
await app.ready();
// The index builds beside the start; a catch-up waits for it: the server searches from here on.
await app.searchIndex.catchUp();
const startSeconds = (performance.now() - started) / 1000;

/** The index alone, built again beside the app's: its build time and the memory it holds. */
async function measureIndexAlone() {
  const before = heapUsed();
  const indexStarted = performance.now();
  const index = await buildSearchIndex(database.db);
  const seconds = (performance.now() - indexStarted) / 1000;
  const megabytes = (heapUsed() - before) / 1024 ** 2;
  return { seconds, megabytes, ...index.size() };
}
const indexAlone = await measureIndexAlone();

const address = await app.listen({ host: "127.0.0.1", port: 0 });
onStop(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
const ready: Parameters<typeof announceReady>[0] & SearchServerReady = {
  url: address,
  detail: `${database.driver === "pglite" ? "PGlite" : "node-postgres"}, ${serverVersion ?? "PostgreSQL"}`,
  searchData: {
    seedSeconds,
    products: catalogue.products,
    documents: catalogue.documents,
    posts: forum.posts,
    texts: texts.texts,
    faqs: texts.faqs,
    catalogueKeywords: catalogue.searchKeywords,
    startSeconds,
    indexSeconds: indexAlone.seconds,
    indexRecords: Object.values(indexAlone.records).reduce((sum, count) => sum + count, 0),
    indexPostings: indexAlone.postings,
    indexTokens: indexAlone.tokens,
    indexHeapMegabytes: indexAlone.megabytes,
  },
};
announceReady(ready);
