import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildForumPost, buildForumReply } from "../../test-support/factories/forum.ts";
import { buildUser } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { auditRecords } from "../audit/schema.ts";
import { medalConditions, medals } from "../medal/schema.ts";
import { userMessages } from "../message/schema.ts";
import { pointsLedger } from "../points/schema.ts";
import { users } from "../user/schema.ts";

let testApp: TestApp;
let client: ApiClient;
let staff: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  client = api(testApp);
  staff = (await signedIn(testApp, { roles: ["administrator"] })).token;
});
afterAll(async () => {
  await testApp.close();
});

async function addTitle(name: string, extra: Record<string, unknown> = {}) {
  const added = await client.as(staff).post("/api/honoraryTitle/save", { name, ...extra });
  expect(added.status).toBe(200);
  return added.data.id as number;
}

function auditOf(action: string, targetId: number) {
  return testApp.db
    .select()
    .from(auditRecords)
    .where(and(eq(auditRecords.action, action), eq(auditRecords.targetId, targetId)));
}

function noticesOf(userId: number, kind: string) {
  return testApp.db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.kind, kind)));
}

describe("titles (spec section 3)", () => {
  it("shows engineer over honorary over ordinary, in the reader's language", async () => {
    const titleId = await addTitle(`社区之星${Date.now() % 1000}`);
    const saved = await client.as(staff).post("/api/honoraryTitle/saveTranslation", {
      id: titleId,
      language: "en-US",
      version: 0,
      fields: { name: "Community star" },
    });
    expect(saved.status).toBe(200);
    const member = await buildUser(testApp);
    const profile = (language: string) =>
      client.language(language).get(`/api/user/userInfoById?id=${member.id}`);

    expect((await profile("en-US")).data.title).toEqual({ kind: "ordinary", name: "Member" });
    expect((await profile("zh-CN")).data.title).toEqual({ kind: "ordinary", name: "普通用户" });

    const given = await client
      .as(staff)
      .post("/api/user/setHonoraryTitle", { userId: member.id, titleId });
    expect(given.status).toBe(200);
    expect((await profile("en-US")).data.title).toEqual({
      kind: "honorary",
      name: "Community star",
    });
    expect((await profile("zh-CN")).data.title.name).toMatch(/^社区之星/);
    // zh-TW has no version of its own: the Simplified original converted.
    expect((await profile("zh-TW")).data.title.name).toMatch(/^社區之星/);

    const certified = await client
      .as(staff)
      .language("en-US")
      .post("/api/user/authenticateEngineer", { userId: member.id });
    expect(certified.status).toBe(200);
    expect(certified.data.title).toEqual({ kind: "engineer", name: "Certified engineer" });
    expect((await profile("zh-TW")).data.title).toEqual({ kind: "engineer", name: "認證工程師" });

    await client.as(staff).post("/api/user/cancelAuthenticate", { userId: member.id });
    expect((await profile("en-US")).data.title.kind).toBe("honorary");
  });
});

describe("userInfoById", () => {
  it("answers the public profile with title, points and medals, never the phone", async () => {
    const member = await buildUser(testApp, { email: `person${Date.now()}@example.com` });
    const response = await client.get(`/api/user/userInfoById?id=${member.id}`);
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      id: member.id,
      deleted: false,
      title: { kind: "ordinary" },
      points: 100,
      medals: [],
    });
    expect(response.text).not.toContain(member.phone);
    expect(response.text).not.toContain("@example.com");
  });

  it("shows nothing of a deleted account, 404 for none and 400 for a bad id", async () => {
    const member = await buildUser(testApp, {
      status: "deleted",
      deletedAt: new Date(),
      isEngineer: true,
    });
    const response = await client.get(`/api/user/userInfoById?id=${member.id}`);
    expect(response.data).toMatchObject({
      deleted: true,
      nickname: null,
      avatarUrl: null,
      maskedPhone: "",
      title: { kind: "ordinary", name: "" },
      points: 0,
      medals: [],
    });
    expect((await client.get("/api/user/userInfoById?id=999999")).status).toBe(404);
    expect((await client.get("/api/user/userInfoById?id=abc")).status).toBe(400);
  });
});

describe("engineer certification", () => {
  it("awards a medal whose condition is certification, shown on the member's page", async () => {
    const [medal] = await testApp.db
      .insert(medals)
      .values({ name: "认证工程师勋章", icon: "/uploads/medals/engineer.png", version: 1 })
      .returning({ id: medals.id });
    if (!medal) throw new Error("no medal");
    await testApp.db
      .insert(medalConditions)
      .values({ medalId: medal.id, counter: "engineer", threshold: 1 });
    const member = await buildUser(testApp);
    await client.as(staff).post("/api/user/authenticateEngineer", { userId: member.id });
    const profile = await client.get(`/api/user/userInfoById?id=${member.id}`);
    expect(profile.data.medals).toEqual([
      { id: medal.id, name: "认证工程师勋章", icon: "/uploads/medals/engineer.png" },
    ]);
    expect(await noticesOf(member.id, "medal_awarded")).toHaveLength(1);
  });

  it("is audited and tells the member once", async () => {
    const member = await buildUser(testApp);
    const { token } = await signedIn(testApp, { roles: ["forumModerator"] });
    await client.as(token).post("/api/user/authenticateEngineer", { userId: member.id });
    await client.as(token).post("/api/user/authenticateEngineer", { userId: member.id });
    expect(await auditOf("user.certifyEngineer", member.id)).toHaveLength(1);
    expect(await noticesOf(member.id, "engineer_certified")).toHaveLength(1);
    await client.as(token).post("/api/user/cancelAuthenticate", { userId: member.id });
    expect(await auditOf("user.withdrawEngineer", member.id)).toHaveLength(1);
    expect(await noticesOf(member.id, "engineer_certified")).toHaveLength(1);
  });

  it("refuses 401 without a session, 403 without user:certify, 404 for no account", async () => {
    const member = await buildUser(testApp);
    const editor = (await signedIn(testApp, { roles: ["contentEditor"] })).token;
    const path = "/api/user/authenticateEngineer";
    expect((await client.post(path, { userId: member.id })).status).toBe(401);
    expect((await client.post(path, { userId: "nonsense" })).status).toBe(401);
    expect((await client.as(editor).post(path, { userId: member.id })).status).toBe(403);
    expect((await client.as(staff).post(path, { userId: 999999 })).status).toBe(404);
    expect((await client.as(staff).post(path, { userId: "x" })).status).toBe(400);
  });
});

describe("honorary titles", () => {
  it("lists, edits with versions and keeps languages", async () => {
    const id = await addTitle("固件专家", { sort: 5 });
    const listed = await client.as(staff).get("/api/honoraryTitle/list");
    const row = listed.data.find((title: { id: number }) => title.id === id);
    expect(row).toMatchObject({ name: "固件专家", sort: 5, version: 1, holders: 0 });
    expect(await auditOf("honoraryTitle.add", id)).toHaveLength(1);

    const first = await client
      .as(staff)
      .post("/api/honoraryTitle/update", { id, version: 1, name: "固件大师", sort: 5 });
    expect(first.status).toBe(200);
    const stale = await client
      .as(staff)
      .post("/api/honoraryTitle/update", { id, version: 1, name: "又一个", sort: 5 });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ currentVersion: 2 });
    expect(await auditOf("honoraryTitle.update", id)).toHaveLength(1);

    const versions = await client.as(staff).get(`/api/honoraryTitle/translations?id=${id}`);
    expect(versions.data).toMatchObject({ originalLanguage: "zh-CN", translations: [] });
  });

  it("refuses deleting a title members hold (409), then deletes it once free", async () => {
    const id = await addTitle("待删除");
    const member = await buildUser(testApp);
    await client.as(staff).post("/api/user/setHonoraryTitle", { userId: member.id, titleId: id });
    expect(await auditOf("user.honoraryTitle", member.id)).toHaveLength(1);
    const refused = await client.as(staff).post("/api/honoraryTitle/delete", { id });
    expect(refused.status).toBe(409);
    await client.as(staff).post("/api/user/setHonoraryTitle", { userId: member.id, titleId: null });
    expect((await client.as(staff).post("/api/honoraryTitle/delete", { id })).status).toBe(200);
    expect(await auditOf("honoraryTitle.delete", id)).toHaveLength(1);
    expect((await client.as(staff).post("/api/honoraryTitle/delete", { id })).status).toBe(404);
  });

  it("refuses an unknown title, a deleted account and bad input", async () => {
    const member = await buildUser(testApp);
    const unknown = await client
      .as(staff)
      .post("/api/user/setHonoraryTitle", { userId: member.id, titleId: 999999 });
    expect(unknown.status).toBe(404);
    const gone = await buildUser(testApp, { status: "deleted", deletedAt: new Date() });
    const id = await addTitle("给已删除");
    const deleted = await client
      .as(staff)
      .post("/api/user/setHonoraryTitle", { userId: gone.id, titleId: id });
    expect(deleted.status).toBe(409);
    expect((await client.as(staff).post("/api/honoraryTitle/save", { name: "" })).status).toBe(400);
    expect(
      (await client.as(staff).post("/api/honoraryTitle/save", { name: "x".repeat(31) })).status,
    ).toBe(400);
  });

  it("needs user:manage: 401 without a session, 403 for a moderator", async () => {
    const moderator = (await signedIn(testApp, { roles: ["forumModerator"] })).token;
    for (const [method, path] of [
      ["GET", "/api/honoraryTitle/list"],
      ["POST", "/api/honoraryTitle/save"],
      ["POST", "/api/user/setHonoraryTitle"],
      ["POST", "/api/user/systemPresentPoint"],
    ] as const) {
      expect((await client.send(method, path, {})).status).toBe(401);
      expect((await client.as(moderator).send(method, path, {})).status).toBe(403);
    }
  });
});

describe("staff point grants", () => {
  it("moves the balance as a staff grant, audited, and tells the member", async () => {
    const member = await buildUser(testApp);
    const granted = await client
      .as(staff)
      .post("/api/user/systemPresentPoint", { userId: member.id, points: 50, reason: "活动奖励" });
    expect(granted.status).toBe(200);
    expect(granted.data).toEqual({ balance: 150 });
    const ledger = await testApp.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, member.id), eq(pointsLedger.reason, "staff_grant")));
    expect(ledger).toMatchObject([{ amount: 50, balanceAfter: 150 }]);
    expect(await auditOf("user.grantPoints", member.id)).toHaveLength(1);
    const [notice] = await noticesOf(member.id, "points_granted");
    expect(notice?.params).toEqual({ points: 50, reason: "活动奖励" });
    const profile = await client.get(`/api/user/userInfoById?id=${member.id}`);
    expect(profile.data.points).toBe(150);
  });

  it("counts a grant as points earned for the medals", async () => {
    const [medal] = await testApp.db
      .insert(medals)
      .values({ name: "积分富翁", icon: "/uploads/medals/rich.png" })
      .returning();
    if (!medal) throw new Error("medal not inserted");
    await testApp.db
      .insert(medalConditions)
      .values({ medalId: medal.id, counter: "pointsEarned", threshold: 500 });
    const member = await buildUser(testApp);
    const grant = (points: number) =>
      client
        .as(staff)
        .post("/api/user/systemPresentPoint", { userId: member.id, points, reason: "活动奖励" });
    await grant(300);
    expect(await noticesOf(member.id, "medal_awarded")).toHaveLength(0);
    await grant(200);
    const [awarded] = await noticesOf(member.id, "medal_awarded");
    expect(awarded?.params).toMatchObject({ medalId: medal.id });
  });

  it("refuses zero, out of bounds, no reason (400) and taking more than the balance (409)", async () => {
    const member = await buildUser(testApp);
    const grant = (body: Record<string, unknown>) =>
      client.as(staff).post("/api/user/systemPresentPoint", { userId: member.id, ...body });
    const zero = await grant({ points: 0, reason: "x" });
    expect(zero.status).toBe(400);
    expect(zero.data).toEqual([expect.objectContaining({ field: "points" })]);
    expect((await grant({ points: 100_001, reason: "x" })).status).toBe(400);
    expect((await grant({ points: 1.5, reason: "x" })).status).toBe(400);
    expect((await grant({ points: 5 })).status).toBe(400);
    expect((await grant({ points: 5, reason: "  " })).status).toBe(400);
    expect((await grant({ points: -1000, reason: "扣除" })).status).toBe(409);
    expect(await auditOf("user.grantPoints", member.id)).toHaveLength(0);
  });
});

describe("online engineers", () => {
  it("answers certified engineers with a session used in the last five minutes", async () => {
    const online = await signedIn(testApp, { isEngineer: true });
    const away = await signedIn(testApp, { isEngineer: true });
    const member = await signedIn(testApp);
    testApp.advance(10 * 60 * 1000);
    for (const { token } of [online, member]) {
      expect((await client.as(token).get("/api/user/getUserId")).status).toBe(200);
    }
    const answer = await client.language("en-US").get("/api/user/queryOnlineEngineers");
    expect(answer.status).toBe(200);
    const ids = answer.data.map((engineer: { id: number }) => engineer.id);
    expect(ids).toContain(online.user.id);
    expect(ids).not.toContain(away.user.id);
    expect(ids).not.toContain(member.user.id);
    expect(answer.data.find((row: { id: number }) => row.id === online.user.id)).toMatchObject({
      title: { kind: "engineer", name: "Certified engineer" },
    });

    testApp.advance(6 * 60 * 1000);
    const later = await client.get("/api/user/queryOnlineEngineers");
    expect(later.data.map((row: { id: number }) => row.id)).not.toContain(online.user.id);
  });

  it("leaves out an engineer whose account was locked", async () => {
    const engineer = await signedIn(testApp, { isEngineer: true });
    await client.as(engineer.token).get("/api/user/getUserId");
    await testApp.db.update(users).set({ status: "locked" }).where(eq(users.id, engineer.user.id));
    const answer = await client.get("/api/user/queryOnlineEngineers");
    expect(answer.data.map((row: { id: number }) => row.id)).not.toContain(engineer.user.id);
  });
});

describe("titles beside names in the forum", () => {
  it("shows the author's title on the post and its replies, in the reader's language", async () => {
    const engineer = await buildUser(testApp, { isEngineer: true });
    const starred = await buildUser(testApp);
    const titleId = await addTitle(`论坛之星${Date.now() % 1000}`);
    await client.as(staff).post("/api/honoraryTitle/saveTranslation", {
      id: titleId,
      language: "en-US",
      version: 0,
      fields: { name: "Forum star" },
    });
    await client.as(staff).post("/api/user/setHonoraryTitle", { userId: starred.id, titleId });
    const post = await buildForumPost(testApp, { authorId: engineer.id });
    await buildForumReply(testApp, { postId: post.id, authorId: starred.id });

    const english = client.language("en-US");
    const detail = await english.get(`/api/postsController/queryPostsDetailById?id=${post.id}`);
    expect(detail.data.author.memberTitle).toEqual({
      kind: "engineer",
      name: "Certified engineer",
    });
    const replies = await english.get(`/api/follow/findFollowPosts?postId=${post.id}`);
    expect(replies.data.list[0].author.memberTitle).toEqual({
      kind: "honorary",
      name: "Forum star",
    });
    const board = await english.get(
      `/api/postsController/queryPostsPageByTopicId?topicId=${post.boardId}`,
    );
    expect(board.data.list[0].author.memberTitle.kind).toBe("engineer");
    const chinese = await client
      .language("zh-CN")
      .get(`/api/follow/findFollowPosts?postId=${post.id}`);
    expect(chinese.data.list[0].author.memberTitle.name).toMatch(/^论坛之星/);
  });
});
