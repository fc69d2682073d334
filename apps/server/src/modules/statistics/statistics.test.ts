import { createHash } from "node:crypto";
import { permissions } from "@portal/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { emptyTables } from "../../test-support/test-database.ts";
import { addDays, chinaDay } from "./china-day.ts";
import { writeRecorded } from "./recording-buffer.ts";
import {
  statisticsDaily,
  statisticsDailyVisitors,
  statisticsEvents,
  statisticsMonthlyVisitors,
  statisticsPageViews,
  statisticsSalts,
} from "./schema.ts";
import { mergeClosedMonths, monthOf } from "./use-cases/merge-closed-months.ts";
import { sweepOldViews } from "./use-cases/sweep-old-views.ts";

let testApp: TestApp;
let visitor: ApiClient;
let staff: ApiClient;
let member: ApiClient;

const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
/** An address ip2region places in Shenzhen, Guangdong. */
const guangdongAddress = "120.24.78.68";

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US").header("user-agent", browser);
  staff = visitor.as(await signedIn(testApp, { permissions: [permissions.statisticsRead] }));
  member = visitor.as(await signedIn(testApp));
});
afterAll(async () => {
  await testApp.close();
});

async function clearStatistics() {
  await emptyTables(
    testApp.db,
    statisticsPageViews,
    statisticsEvents,
    statisticsDaily,
    statisticsDailyVisitors,
    statisticsMonthlyVisitors,
  );
}

const view = (path: string, extra: Record<string, unknown> = {}) => ({
  path,
  language: "zh-CN",
  mobile: false,
  screenWidth: 1440,
  entry: false,
  ...extra,
});

/** Sends a beacon as navigator.sendBeacon does: a string body, so text/plain. */
function beacon(client: ApiClient, body: unknown) {
  return client.post("/api/up/view", JSON.stringify(body), {
    headers: { "content-type": "text/plain;charset=UTF-8" },
  });
}

function today() {
  return chinaDay(testApp.now());
}

async function summary(from = today(), to = from) {
  return dataOf(await staff.get(`/api/up/summary?from=${from}&to=${to}`), "reading the summary");
}

describe("POST /api/up/view", () => {
  it("records a beacon at once in the summary, never with the address", async () => {
    await clearStatistics();
    const fromGuangdong = visitor.from(guangdongAddress);
    expect((await beacon(fromGuangdong, view("/", { entry: true }))).status).toBe(204);
    expect(
      (await beacon(fromGuangdong, view("/product/detail/:id", { targetId: "7" }))).status,
    ).toBe(204);
    expect((await beacon(fromGuangdong, view("/catalogue"))).status).toBe(204);

    const figures = await summary();
    expect(figures).toMatchObject({ pageViews: 3, visits: 1, visitors: 1 });
    expect(figures.topPages).toHaveLength(3);
    expect(figures.provinces).toEqual([{ code: "440000", visitors: 1 }]);
    expect(figures.devices).toEqual({ mobile: 0, desktop: 3 });

    const rows = await testApp.db.select().from(statisticsPageViews);
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain(guangdongAddress);
    expect(rows.map((row) => row.targetId)).toContain("7");
  });

  it("takes a JSON body too, and the signed-in member", async () => {
    await clearStatistics();
    expect((await member.post("/api/up/view", view("/forum"))).status).toBe(204);
    await summary();
    const [row] = await testApp.db.select().from(statisticsPageViews);
    expect(row?.userId).toEqual(expect.any(Number));
  });

  it("drops crawlers and scripts", async () => {
    await clearStatistics();
    for (const agent of [
      "Mozilla/5.0 (compatible; Baiduspider/2.0)",
      "curl/8.5.0",
      "Googlebot/2.1",
      "",
    ]) {
      expect((await beacon(visitor.header("user-agent", agent), view("/"))).status).toBe(204);
    }
    expect((await summary()).pageViews).toBe(0);
  });

  it("refuses a beacon that is not one", async () => {
    for (const body of [view("not a path"), view("/", { language: "fr-FR" }), { path: "/" }]) {
      expect((await beacon(visitor, body)).status).toBe(400);
    }
    const malformed = await visitor.post("/api/up/view", "{not json", {
      headers: { "content-type": "text/plain" },
    });
    expect(malformed.status).toBe(400);
  });
});

describe("visitor ids", () => {
  it("are the same all day and change with the next day's salt", async () => {
    await clearStatistics();
    const person = visitor.from("36.0.0.1");
    await beacon(person, view("/"));
    await beacon(person, view("/forum"));
    testApp.advance(24 * 60 * 60 * 1000);
    await beacon(person, view("/"));
    await summary();
    const rows = await testApp.db
      .select({ visitor: statisticsPageViews.visitor, day: statisticsPageViews.day })
      .from(statisticsPageViews)
      .orderBy(asc(statisticsPageViews.id));
    expect(rows[0]?.visitor).toBe(rows[1]?.visitor);
    expect(rows[2]?.visitor).not.toBe(rows[0]?.visitor);
    expect(rows[2]?.day).not.toBe(rows[0]?.day);
    expect(JSON.stringify(rows)).not.toContain("36.0.0.1");

    await sweepOldViews({ db: testApp.db, now: testApp.now(), retentionDays: 180 });
    const salts = await testApp.db.select({ day: statisticsSalts.day }).from(statisticsSalts);
    expect(salts.map((salt) => salt.day)).toEqual([today()]);
  });
});

/**
 * Views of `count` visitors, visitor n coming on `days` days in a row from day n % `firstDayEvery`
 * after `from`, one entry view a day.
 */
function returningVisitors({
  count,
  from,
  firstDayEvery,
  days,
  province = () => "unknown",
}: {
  count: number;
  from: string;
  firstDayEvery: number;
  days: number;
  province?: (person: number) => string;
}) {
  const views = [];
  for (let person = 0; person < count; person += 1) {
    const visitor = createHash("sha256").update(`person ${person}`).digest("hex").slice(0, 32);
    for (let offset = 0; offset < days; offset += 1) {
      const day = addDays(from, (person % firstDayEvery) + offset);
      views.push({
        viewedAt: new Date(`${day}T04:00:00Z`),
        day,
        path: "/",
        language: "zh-CN",
        mobile: false,
        screenWidth: 1280,
        entry: true,
        visitor,
        province: province(person),
      });
    }
  }
  return views;
}

describe("GET /api/up/summary", () => {
  it("counts unique visitors over a range within the sketch's error, not a sum of days", async () => {
    await clearStatistics();
    const from = addDays(today(), -10);
    // Visitor n comes on day n % 5 and the two days after it: 12,000 visitors, 36,000 visits.
    const visitors = 12_000;
    const views = returningVisitors({ count: visitors, from, firstDayEvery: 5, days: 3 });
    await writeRecorded(testApp.db, views, []);
    const figures = await summary(from, addDays(from, 7));
    expect(figures.pageViews).toBe(36_000);
    expect(Math.abs(figures.visitors - visitors) / visitors).toBeLessThan(0.025);
    const dailySum = figures.byDay.reduce(
      (all: number, day: { visitors: number }) => all + day.visitors,
      0,
    );
    expect(dailySum).toBeGreaterThan(2.9 * visitors);
  });

  it("answers the same over months whose day sketches were merged, and merges only months that are over", async () => {
    await clearStatistics();
    const from = addDays(today(), -75);
    // Visitor n comes on 25 days in a row from day n % 50: ranges span two or three months.
    const views = returningVisitors({
      count: 3_000,
      from,
      firstDayEvery: 50,
      days: 25,
      province: (person) => (person % 2 ? "440000" : "unknown"),
    });
    await writeRecorded(testApp.db, views, []);
    const before = await summary(from, today());

    await mergeClosedMonths({ db: testApp.db, today: today() });
    const merged = await testApp.db
      .selectDistinct({ month: statisticsMonthlyVisitors.month })
      .from(statisticsMonthlyVisitors);
    const yesterdaysMonth = monthOf(addDays(today(), -1));
    expect(merged.length).toBeGreaterThanOrEqual(2);
    for (const { month } of merged) expect(month < yesterdaysMonth).toBe(true);

    const after = await summary(from, today());
    expect(after.visitors).toBe(before.visitors);
    expect(after.provinces).toEqual(before.provinces);
    expect(after.byDay).toEqual(before.byDay);
    expect(Math.abs(after.visitors - 3_000) / 3_000).toBeLessThan(0.025);
    const busiest = Math.max(...after.byDay.map((day: { visitors: number }) => day.visitors));
    expect(Math.abs(busiest - 1_500) / 1_500).toBeLessThan(0.03);
  });

  it("keeps a rollup that matches a recount of the raw rows", async () => {
    await clearStatistics();
    const places = [guangdongAddress, "114.114.114.114", "221.0.0.1", "10.0.0.1"];
    for (const [index, address] of places.entries()) {
      const client = visitor.from(address).header("user-agent", index % 2 ? phone : browser);
      await beacon(client, view("/", { entry: true, mobile: index % 2 === 1 }));
      await beacon(client, view("/document", { language: index === 0 ? "en-US" : "zh-TW" }));
    }
    await summary();
    const recount = async (column: "path" | "province" | "language") => {
      const rows = await testApp.db
        .select({
          key: sql<string>`${statisticsPageViews[column]}`,
          count: sql<number>`count(*)::int`,
        })
        .from(statisticsPageViews)
        .groupBy(statisticsPageViews[column]);
      return Object.fromEntries(rows.map((row) => [row.key, row.count]));
    };
    const rollup = async (metric: string) => {
      const rows = await testApp.db
        .select({ key: statisticsDaily.key, count: statisticsDaily.count })
        .from(statisticsDaily)
        .where(and(eq(statisticsDaily.metric, metric)));
      return Object.fromEntries(rows.map((row) => [row.key, row.count]));
    };
    expect(await rollup("page")).toEqual(await recount("path"));
    expect(await rollup("province")).toEqual(await recount("province"));
    expect(await rollup("language")).toEqual(await recount("language"));
    expect((await rollup("province")).unknown).toBe(2);
    const figures = await summary();
    expect(figures.devices).toEqual({ mobile: 2, desktop: 6 });
    expect(figures.visits).toBe(4);
  });

  it("lets requests through while a full buffer is written: the write gives the event loop turns", async () => {
    await clearStatistics();
    const now = new Date();
    const searches = Array.from({ length: 2_000 }, (_, index) => ({
      happenedAt: now,
      day: chinaDay(now),
      kind: "search",
      scope: "site",
      subject: `query ${index}`,
      label: `query ${index}`,
      results: index % 4,
    }));
    let turns = 0;
    let writing = true;
    const countTurns = () => {
      if (!writing) return;
      turns += 1;
      setImmediate(countTurns);
    };
    setImmediate(countTurns);
    await writeRecorded(testApp.db, [], searches);
    writing = false;
    // On PGlite a statement holds the server's thread; one statement of 2,000 rows gave none.
    expect(turns).toBeGreaterThanOrEqual(10);
    const [written] = await testApp.db
      .select({ count: sql<number>`count(*)::int` })
      .from(statisticsEvents);
    expect(written?.count).toBe(2_000);
  });

  it("lists the catalogue's searches with no result", async () => {
    await clearStatistics();
    await visitor.get("/api/product/getList?keyword=NoSuchModel9");
    await visitor.get("/api/product/getList?keyword=nosuchmodel9&pageNum=2");
    const figures = await summary();
    expect(figures.noResultSearches).toEqual([
      expect.objectContaining({ query: "nosuchmodel9", scope: "catalogue", count: 2 }),
    ]);
  });

  it("keeps only the daily figures after the retention", async () => {
    await clearStatistics();
    await beacon(visitor, view("/"));
    await summary();
    await sweepOldViews({
      db: testApp.db,
      now: new Date(testApp.now().getTime() + 181 * 86_400_000),
      retentionDays: 180,
    });
    expect(await testApp.db.select().from(statisticsPageViews)).toHaveLength(0);
    expect((await summary()).pageViews).toBe(1);
  });

  it("is for staff with statistics:read only", async () => {
    const range = `from=${today()}&to=${today()}`;
    expect((await api(testApp).get(`/api/up/summary?${range}`)).status).toBe(401);
    expect((await member.get(`/api/up/summary?${range}`)).status).toBe(403);
  });

  it("refuses a range backwards or longer than a year, saying why", async () => {
    const backwards = await staff.get("/api/up/summary?from=2026-03-02&to=2026-03-01");
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.data)).toContain(
      "The end date cannot be before the start date",
    );
    const tooLong = await staff.get("/api/up/summary?from=2024-01-01&to=2026-03-01");
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.data)).toContain("A range is at most a year long");
    expect((await staff.get("/api/up/summary?from=yesterday&to=2026-03-01")).status).toBe(400);
  });
});
