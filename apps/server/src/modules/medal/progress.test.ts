import { readFileSync } from "node:fs";
import path from "node:path";
import { type MedalCondition, permissions } from "@portal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../platform/db/transaction.ts";
import { demoMedalIconFolder } from "../../seed/demo-medals.ts";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf, multipart } from "../../test-support/api-client.ts";
import { buildUser } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userMedals } from "./schema.ts";
import { medalsOf } from "./use-cases/medals-of.ts";
import { reportMedalProgress } from "./use-cases/report-medal-progress.ts";

let testApp: TestApp;
let moderator: ApiClient;
let icon: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  moderator = api(testApp)
    .language("en-US")
    .as(await signedIn(testApp, { permissions: [permissions.forumModerate] }));
  const png = readFileSync(path.join(demoMedalIconFolder() ?? "", "ten-likes.png"));
  const uploaded = await moderator.post(
    "/api/medal/uploadIcon",
    multipart({ file: { name: "m.png", bytes: png, type: "image/png" } }),
  );
  icon = dataOf(uploaded, "uploading an icon").url;
});
afterAll(async () => {
  await testApp.close();
});

async function addMedal(name: string, conditions: MedalCondition[], sort = 0) {
  const answer = await moderator.post("/api/medal/addMedal", { name, icon, conditions, sort });
  return dataOf(answer, "adding a medal").id as number;
}

type Report = Omit<Parameters<typeof reportMedalProgress>[1], "now">;
/** Reports in a transaction of its own, as a counting module does in its event's. */
const report = (progress: Report) =>
  inTransaction(testApp.db, (tx) => reportMedalProgress(tx, { ...progress, now: testApp.now() }));

const held = async (userId: number) =>
  (await testApp.db.select().from(userMedals).where(eq(userMedals.userId, userId))).map(
    (row) => row.medalId,
  );

describe("reportMedalProgress", () => {
  it("awards when the condition is met, not before, and never twice", async () => {
    const tenLikes = await addMedal("十次获赞", [{ counter: "likesReceived", threshold: 10 }]);
    const member = await buildUser(testApp);
    expect(await report({ userId: member.id, counter: "likesReceived", value: 9 })).toEqual([]);
    expect(await held(member.id)).toEqual([]);
    const notices = await report({ userId: member.id, counter: "likesReceived", value: 10 });
    expect(notices).toEqual([
      {
        userId: member.id,
        kind: "medal_awarded",
        params: { medal: "十次获赞", medalId: tenLikes },
        link: `/personinfo/${member.id}`,
      },
    ]);
    expect(await held(member.id)).toEqual([tenLikes]);
    expect(await report({ userId: member.id, counter: "likesReceived", value: 11 })).toEqual([]);
    expect(await held(member.id)).toEqual([tenLikes]);
  });

  it("awards a medal of two conditions only when both are met", async () => {
    const both = await addMedal("Engineer of the month", [
      { counter: "engineer", threshold: 1 },
      { counter: "repliesAdopted", threshold: 3 },
    ]);
    const member = await buildUser(testApp);
    expect(await report({ userId: member.id, counter: "repliesAdopted", value: 5 })).toEqual([]);
    expect(await held(member.id)).toEqual([]);
    const notices = await report({ userId: member.id, counter: "engineer", value: 1 });
    expect(notices.map((notice) => notice.params?.medalId)).toEqual([both]);
    expect(await held(member.id)).toEqual([both]);
  });

  it("leaves members who reported another counter, and medals held by hand, alone", async () => {
    const firstPost = await addMedal("首次发帖", [{ counter: "postsPublished", threshold: 1 }]);
    const member = await buildUser(testApp);
    expect(await report({ userId: member.id, counter: "daysActive", value: 100 })).toEqual([]);
    const award = { userId: member.id, medalId: firstPost };
    expect((await moderator.post("/api/medal/awardMedal", award)).status).toBe(200);
    expect(await report({ userId: member.id, counter: "postsPublished", value: 1 })).toEqual([]);
    expect(await held(member.id)).toEqual([firstPost]);
  });
});

describe("medalsOf", () => {
  it("answers each member's medals in order, named in the reader's language", async () => {
    const second = await addMedal("积分达人", [{ counter: "pointsEarned", threshold: 100 }], 2);
    const first = await addMedal("签到达人", [{ counter: "daysActive", threshold: 7 }], 1);
    const english = {
      id: second,
      language: "en-US",
      version: 0,
      fields: { name: "Points collector" },
    };
    dataOf(await moderator.post("/api/medal/saveTranslation", english), "saving English");
    const [one, two, none] = [
      await buildUser(testApp),
      await buildUser(testApp),
      await buildUser(testApp),
    ];
    if (!one || !two || !none) throw new Error("members were not built");
    await report({ userId: one.id, counter: "pointsEarned", value: 100 });
    await report({ userId: one.id, counter: "daysActive", value: 7 });
    await report({ userId: two.id, counter: "pointsEarned", value: 500 });
    const medals = await medalsOf(testApp.db, [one.id, two.id, none.id], "en-US");
    expect(medals.get(one.id)).toEqual([
      { id: first, name: "签到达人", icon },
      { id: second, name: "Points collector", icon },
    ]);
    expect(medals.get(two.id)).toEqual([{ id: second, name: "Points collector", icon }]);
    expect(medals.has(none.id)).toBe(false);
    const traditional = await medalsOf(testApp.db, [two.id], "zh-TW");
    expect(traditional.get(two.id)).toEqual([{ id: second, name: "積分達人", icon }]);
    expect(await medalsOf(testApp.db, [], "zh-CN")).toEqual(new Map());
  });
});
