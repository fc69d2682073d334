import { areaDictionary, fieldDictionary, permissions } from "@portal/shared";
import { ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildUser } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { honoraryTitles } from "../community/schema.ts";
import { pointsLedger } from "../points/schema.ts";
import { sessions, users } from "../user/schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
let staff: ApiClient;

/** A repeatable stream of numbers in [0, 1): the same members on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const day = (text: string, hour = 10) =>
  new Date(`${text}T${String(hour).padStart(2, "0")}:00:00Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** What the generated members did, to recount by hand. */
type Generated = {
  id: number;
  createdAt: Date;
  areaId: number | null;
  fieldId: number | null;
  isEngineer: boolean;
  honoraryTitleId: number | null;
  status: string;
  sessions: { createdAt: Date; lastSeenAt: Date | null }[];
  checkIns: Date[];
};
const generated: Generated[] = [];
let expertTitle = 0;
let goneTitle = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  staff = visitor.as(await signedIn(testApp, { permissions: [permissions.statisticsRead] }));
  const [expert] = await testApp.db
    .insert(honoraryTitles)
    .values({ name: "技术专家" })
    .returning({ id: honoraryTitles.id });
  expertTitle = expert?.id ?? 0;
  // A title given and then deleted: its holders show as ordinary members.
  goneTitle = expertTitle + 1000;

  const random = seededRandom(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  for (let index = 0; index < 60; index += 1) {
    // March and April 2020, around the range asked for (March 10 to April 9).
    const createdAt = new Date(
      day("2020-03-01").getTime() + Math.floor(random() * 60) * 86_400_000 + index * 60_000,
    );
    const titleRoll = random();
    const member: Generated = {
      id: 0,
      createdAt,
      areaId: random() < 0.15 ? null : random() < 0.05 ? 9999 : pick(areaDictionary).id,
      fieldId: random() < 0.2 ? null : pick(fieldDictionary).id,
      isEngineer: titleRoll < 0.2,
      honoraryTitleId: titleRoll < 0.3 ? expertTitle : titleRoll < 0.35 ? goneTitle : null,
      status: random() < 0.1 ? "deleted" : "active",
      sessions: [],
      checkIns: [],
    };
    const built = await buildUser(testApp, {
      createdAt: member.createdAt,
      areaId: member.areaId,
      fieldId: member.fieldId,
      isEngineer: member.isEngineer,
      honoraryTitleId: member.honoraryTitleId,
      status: member.status,
    });
    member.id = built.id;
    for (let count = Math.floor(random() * 4); count > 0; count -= 1) {
      const signedAt = new Date(
        createdAt.getTime() + Math.floor(random() * 20) * 86_400_000 + 3_600_000,
      );
      const lastSeenAt =
        random() < 0.3
          ? null
          : new Date(signedAt.getTime() + Math.floor(random() * 5) * 86_400_000);
      member.sessions.push({ createdAt: signedAt, lastSeenAt });
    }
    for (let count = Math.floor(random() * 5); count > 0; count -= 1) {
      member.checkIns.push(new Date(createdAt.getTime() + count * 86_400_000 + 7_200_000));
    }
    if (member.sessions.length > 0) {
      await testApp.db.insert(sessions).values(
        member.sessions.map((session, position) => ({
          userId: member.id,
          tokenHash: `stats-${member.id}-${position}`.padEnd(64, "0"),
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          expiresAt: new Date(session.createdAt.getTime() + 7 * 86_400_000),
        })),
      );
    }
    if (member.checkIns.length > 0) {
      await testApp.db.insert(pointsLedger).values(
        member.checkIns.map((at) => ({
          userId: member.id,
          amount: 2,
          reason: "sign_in",
          balanceAfter: 2,
          createdAt: at,
        })),
      );
    }
    generated.push(member);
  }
});
afterAll(async () => {
  await testApp.close();
});

const summary = (client: ApiClient, query: Record<string, string>) =>
  client.get("/api/userStatistics/summary", { query });

describe("GET /api/userStatistics/summary", () => {
  const from = "2020-03-10";
  const to = "2020-04-09";
  const inRange = (at: Date | null) => at !== null && dayText(at) >= from && dayText(at) <= to;

  it("matches a recount of the generated members, day by day", async () => {
    const answer = await summary(staff, { from, to });
    expect(answer.status).toBe(200);
    const { days, totals } = answer.data;
    expect(days).toHaveLength(31);
    expect(days[0].day).toBe(from);
    expect(days.at(-1).day).toBe(to);

    const registered = generated.filter((member) => inRange(member.createdAt));
    const activeByDay = new Map<string, Set<number>>();
    const mark = (at: Date | null, id: number) => {
      if (!inRange(at) || at === null) return;
      const key = dayText(at);
      activeByDay.set(key, (activeByDay.get(key) ?? new Set()).add(id));
    };
    for (const member of generated) {
      for (const session of member.sessions) {
        mark(session.createdAt, member.id);
        mark(session.lastSeenAt, member.id);
      }
      for (const at of member.checkIns) mark(at, member.id);
    }
    for (const row of days) {
      const on = (at: Date | null) => at !== null && dayText(at) === row.day;
      expect(row).toEqual({
        day: row.day,
        registered: generated.filter((member) => on(member.createdAt)).length,
        active: activeByDay.get(row.day)?.size ?? 0,
        logins: generated.flatMap((member) => member.sessions).filter((s) => on(s.createdAt))
          .length,
        checkIns: generated.flatMap((member) => member.checkIns).filter(on).length,
      });
    }
    const everyActive = new Set([...activeByDay.values()].flatMap((ids) => [...ids]));
    const allUsers = await testApp.db.select().from(users).where(ne(users.status, "deleted"));
    expect(totals).toEqual({
      members: allUsers.length,
      registered: registered.length,
      active: everyActive.size,
      logins: generated.flatMap((member) => member.sessions).filter((s) => inRange(s.createdAt))
        .length,
      checkIns: generated.flatMap((member) => member.checkIns).filter(inRange).length,
    });
    expect(totals.registered).toBeGreaterThan(10);
    expect(totals.active).toBeGreaterThan(5);
  });

  it("counts the members registered in the range by area, field and title", async () => {
    const { data } = await summary(staff, { from, to });
    const registered = generated.filter((member) => inRange(member.createdAt));
    expect(data.byArea).toHaveLength(areaDictionary.length + 1);
    for (const bucket of data.byArea) {
      const known = (id: number | null) => areaDictionary.some((area) => area.id === id);
      expect(bucket.count).toBe(
        registered.filter((member) =>
          bucket.id === null ? !known(member.areaId) : member.areaId === bucket.id,
        ).length,
      );
    }
    for (const bucket of data.byField) {
      expect(bucket.count).toBe(registered.filter((member) => member.fieldId === bucket.id).length);
    }
    const engineers = registered.filter((member) => member.isEngineer).length;
    const experts = registered.filter(
      (member) => !member.isEngineer && member.honoraryTitleId === expertTitle,
    ).length;
    expect(data.byTitle).toEqual([
      { kind: "engineer", honoraryTitleId: null, name: null, count: engineers },
      ...(experts > 0
        ? [{ kind: "honorary", honoraryTitleId: expertTitle, name: "技术专家", count: experts }]
        : []),
      {
        kind: "ordinary",
        honoraryTitleId: null,
        name: null,
        count: registered.length - engineers - experts,
      },
    ]);
  });

  it("answers zeros for a range nobody registered or signed in", async () => {
    const { data } = await summary(staff, { from: "2019-01-01", to: "2019-01-03" });
    expect(
      data.days.map((row: { registered: number; active: number }) => row.registered + row.active),
    ).toEqual([0, 0, 0]);
    expect(data.totals.registered).toBe(0);
    expect(data.byTitle.every((title: { count: number }) => title.count === 0)).toBe(true);
  });

  it("answers a whole year, and refuses a longer or reversed range with translated messages", async () => {
    const year = await summary(staff, { from: "2020-01-01", to: "2020-12-31" });
    expect(year.status).toBe(200);
    expect(year.data.days).toHaveLength(366);
    const tooLong = await summary(staff, { from: "2020-01-01", to: "2021-01-01" });
    expect(tooLong.status).toBe(400);
    expect(tooLong.msg).toContain("At most a year");
    const reversed = await summary(staff.language("zh-CN"), {
      from: "2020-02-01",
      to: "2020-01-01",
    });
    expect(reversed.status).toBe(400);
    expect(reversed.msg).toContain("结束日期不能早于开始日期");
    expect((await summary(staff, { from: "2020-02-30", to: "2020-03-01" })).status).toBe(400);
    expect((await summary(staff, { from: "2020-01-01" })).status).toBe(400);
  });

  it("is for staff with statistics:read only", async () => {
    expect((await summary(visitor, { from, to })).status).toBe(401);
    const member = visitor.as(await signedIn(testApp));
    expect((await summary(member, { from, to })).status).toBe(403);
    const moderator = visitor.as(
      await signedIn(testApp, { permissions: [permissions.forumModerate] }),
    );
    expect((await summary(moderator, { from, to })).status).toBe(403);
  });
});
