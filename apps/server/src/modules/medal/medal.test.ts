import { readFileSync } from "node:fs";
import path from "node:path";
import { medalLimits, permissions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoMedalIconFolder } from "../../seed/demo-medals.ts";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf, multipart } from "../../test-support/api-client.ts";
import { buildUser } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { auditRecords } from "../audit/schema.ts";
import { userMessages } from "../message/schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
let moderator: ApiClient;
let moderatorAccount: SignedIn;
let member: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  moderatorAccount = await signedIn(testApp, { permissions: [permissions.forumModerate] });
  moderator = visitor.as(moderatorAccount);
  member = visitor.as(await signedIn(testApp));
});
afterAll(async () => {
  await testApp.close();
});

/** A demo medal's drawn icon: a whole PNG. */
const pngBytes = readFileSync(path.join(demoMedalIconFolder() ?? "", "first-post.png"));
const pngSignature = pngBytes.subarray(0, 8);
const upload = (client: ApiClient, bytes: Buffer, name: string, type = "image/png") =>
  client.post("/api/medal/uploadIcon", multipart({ file: { name, bytes, type } }));

async function uploadedIcon() {
  return dataOf(await upload(moderator, pngBytes, "medal.png"), "uploading an icon").url as string;
}

async function addMedal(overrides: Record<string, unknown> = {}) {
  const body = {
    name: "首次发帖",
    description: "发布第一个帖子",
    icon: await uploadedIcon(),
    conditions: [{ counter: "postsPublished", threshold: 1 }],
    ...overrides,
  };
  return dataOf(await moderator.post("/api/medal/addMedal", body), "adding a medal").id as number;
}

describe("POST /api/medal/uploadIcon", () => {
  it("stores a picture under /uploads/medals that is served", async () => {
    const answer = await upload(moderator, pngBytes, "star.png");
    expect(answer.status).toBe(200);
    expect(answer.data.url).toMatch(/^\/uploads\/medals\/\w+\.png$/);
    const served = await visitor.get(answer.data.url);
    expect(served.bytes.subarray(0, 8)).toEqual(pngSignature);
  });

  it("judges by content and name: a script or an SVG is refused with 400, a large file 413", async () => {
    const script = await upload(moderator, Buffer.from("<script>alert(1)</script>"), "x.png");
    expect(script.status).toBe(400);
    const svg = await upload(
      moderator,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "x.svg",
      "image/svg+xml",
    );
    expect(svg.status).toBe(400);
    expect((await upload(moderator, pngBytes, "x.exe")).status).toBe(400);
    const large = Buffer.concat([pngBytes, Buffer.alloc(medalLimits.iconMaxBytes)]);
    expect((await upload(moderator, large, "large.png")).status).toBe(413);
    expect((await moderator.post("/api/medal/uploadIcon", new FormData())).status).toBe(400);
  });
});

describe("medals", () => {
  it("adds a medal that everybody reads with its conditions, and audits it", async () => {
    const id = await addMedal({
      conditions: [
        { counter: "postsPublished", threshold: 5 },
        { counter: "likesReceived", threshold: 10 },
      ],
    });
    const all = dataOf(await visitor.get("/api/medal/queryAllMedal"), "listing medals");
    expect(Array.isArray(all)).toBe(true);
    const listed = all.find((medal: { id: number }) => medal.id === id);
    expect(listed).toMatchObject({
      name: "首次发帖",
      description: "发布第一个帖子",
      conditions: [
        { counter: "postsPublished", threshold: 5 },
        { counter: "likesReceived", threshold: 10 },
      ],
      version: 1,
    });
    const one = dataOf(await visitor.get(`/api/medal/queryMedal?id=${id}`), "reading a medal");
    expect(one.id).toBe(id);
    expect((await visitor.get("/api/medal/queryMedal?id=2147483647")).status).toBe(404);
    expect((await visitor.get("/api/medal/queryMedal?id=abc")).status).toBe(400);
    const [audit] = await testApp.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, "medal.add"), eq(auditRecords.targetId, id)));
    expect(audit?.actorId).toBe(moderatorAccount.user.id);
  });

  it("refuses bad input with 400: an icon from elsewhere, a counter twice, no conditions", async () => {
    const icon = await uploadedIcon();
    const base = { name: "x", icon, conditions: [{ counter: "daysActive", threshold: 3 }] };
    const elsewhere = await moderator.post("/api/medal/addMedal", {
      ...base,
      icon: "https://tracker.example/a.png",
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.data.map((problem: { field: string }) => problem.field)).toEqual(["icon"]);
    const twice = await moderator.post("/api/medal/addMedal", {
      ...base,
      conditions: [
        { counter: "daysActive", threshold: 3 },
        { counter: "daysActive", threshold: 5 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.msg).toBe("Each kind of condition may be set once");
    expect((await moderator.post("/api/medal/addMedal", { ...base, conditions: [] })).status).toBe(
      400,
    );
    const unknown = [{ counter: "logins", threshold: 1 }];
    expect(
      (await moderator.post("/api/medal/addMedal", { ...base, conditions: unknown })).status,
    ).toBe(400);
    const zero = [{ counter: "daysActive", threshold: 0 }];
    expect(
      (await moderator.post("/api/medal/addMedal", { ...base, conditions: zero })).status,
    ).toBe(400);
    expect((await moderator.post("/api/medal/addMedal", { ...base, name: "" })).status).toBe(400);
  });

  it("updates with the version read and refuses a stale one with 409", async () => {
    const id = await addMedal();
    const icon = await uploadedIcon();
    const update = {
      id,
      version: 1,
      name: "十次获赞",
      icon,
      sort: 3,
      conditions: [{ counter: "likesReceived", threshold: 10 }],
    };
    expect((await moderator.post("/api/medal/updateMedal", update)).status).toBe(200);
    const stale = await moderator.post("/api/medal/updateMedal", update);
    expect(stale.status).toBe(409);
    expect(stale.data.currentVersion).toBe(2);
    const read = dataOf(await visitor.get(`/api/medal/queryMedal?id=${id}`), "reading");
    expect(read).toMatchObject({
      name: "十次获赞",
      description: null,
      sort: 3,
      version: 2,
      conditions: [{ counter: "likesReceived", threshold: 10 }],
    });
    const missing = await moderator.post("/api/medal/updateMedal", { ...update, id: 2147483647 });
    expect(missing.status).toBe(404);
  });

  it("deletes a medal with confirmation's single call, then 404", async () => {
    const id = await addMedal();
    expect((await moderator.post("/api/medal/deleteMedal", { id })).status).toBe(200);
    expect((await moderator.post("/api/medal/deleteMedal", { id })).status).toBe(404);
    expect((await visitor.get(`/api/medal/queryMedal?id=${id}`)).status).toBe(404);
  });

  it("lists medals for staff with holders, and conditions by counter and name", async () => {
    const id = await addMedal({
      name: "Helpful hands",
      language: "en-US",
      conditions: [
        { counter: "repliesAdopted", threshold: 3 },
        { counter: "pointsEarned", threshold: 500 },
      ],
    });
    const page = dataOf(
      await moderator.get("/api/medalCondition/list?keyword=helpful"),
      "listing for staff",
    );
    expect(page.list.map((medal: { id: number }) => medal.id)).toEqual([id]);
    expect(page.list[0]).toMatchObject({ holders: 0, translations: [] });
    expect(page.list[0].localization.originalLanguage).toBe("en-US");
    const conditions = dataOf(
      await moderator.get(
        "/api/medal/queryConditonByTypeAndNameStr?type=repliesAdopted&nameStr=Helpful",
      ),
      "querying conditions",
    );
    expect(conditions.list).toEqual([
      expect.objectContaining({ medalId: id, counter: "repliesAdopted", threshold: 3 }),
    ]);
    expect(conditions.total).toBe(1);
    const badType = await moderator.get("/api/medal/queryConditonByTypeAndNameStr?type=logins");
    expect(badType.status).toBe(400);
  });

  it("refuses staff paths to visitors (401) and members (403)", async () => {
    const paths = [
      ["get", "/api/medalCondition/list"],
      ["get", "/api/medal/queryConditonByTypeAndNameStr"],
      ["get", "/api/medal/translations?id=1"],
      ["post", "/api/medal/addMedal"],
      ["post", "/api/medal/updateMedal"],
      ["post", "/api/medal/deleteMedal"],
      ["post", "/api/medal/uploadIcon"],
      ["post", "/api/medal/awardMedal"],
      ["post", "/api/medal/revokeMedal"],
      ["post", "/api/medal/saveTranslation"],
      ["post", "/api/medal/deleteTranslation"],
    ] as const;
    for (const [method, path] of paths) {
      const asVisitor = method === "get" ? await visitor.get(path) : await visitor.post(path, {});
      expect(asVisitor.status, path).toBe(401);
      const asMember = method === "get" ? await member.get(path) : await member.post(path, {});
      expect(asMember.status, path).toBe(403);
    }
  });
});

describe("awards by hand", () => {
  it("awards once with a message, refuses a second award with 409, revokes", async () => {
    const id = await addMedal({ name: "社区之星" });
    const holder = await buildUser(testApp);
    const award = { userId: holder.id, medalId: id };
    expect((await moderator.post("/api/medal/awardMedal", award)).status).toBe(200);
    const again = await moderator.post("/api/medal/awardMedal", award);
    expect(again.status).toBe(409);
    expect(again.msg).toBe("The member already holds this medal");
    const messages = await testApp.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, holder.id));
    expect(messages).toEqual([
      expect.objectContaining({
        kind: "medal_awarded",
        params: { medal: "社区之星", medalId: id },
        link: `/personinfo/${holder.id}`,
      }),
    ]);
    const listed = dataOf(await moderator.get("/api/medalCondition/list"), "listing");
    expect(listed.list.find((medal: { id: number }) => medal.id === id).holders).toBe(1);
    expect((await moderator.post("/api/medal/revokeMedal", award)).status).toBe(200);
    expect((await moderator.post("/api/medal/revokeMedal", award)).status).toBe(404);
    expect((await moderator.post("/api/medal/awardMedal", award)).status).toBe(200);
  });

  it("answers 404 for an unknown medal or member", async () => {
    const id = await addMedal();
    const holder = await buildUser(testApp);
    const unknownMedal = { userId: holder.id, medalId: 2147483647 };
    expect((await moderator.post("/api/medal/awardMedal", unknownMedal)).status).toBe(404);
    const unknownMember = { userId: 2147483647, medalId: id };
    expect((await moderator.post("/api/medal/awardMedal", unknownMember)).status).toBe(404);
  });
});

describe("medals in the reader's language", () => {
  it("answers the English version to English readers and the original to others", async () => {
    const id = await addMedal({ name: "首个被采纳回答", description: "回答第一次被采纳" });
    const english = {
      id,
      language: "en-US",
      version: 0,
      fields: { name: "First adopted answer", description: "Your first answer was adopted" },
    };
    expect((await moderator.post("/api/medal/saveTranslation", english)).status).toBe(200);
    expect((await moderator.post("/api/medal/saveTranslation", english)).status).toBe(409);
    const read = dataOf(await visitor.get(`/api/medal/queryMedal?id=${id}`), "reading");
    expect(read).toMatchObject({
      name: "First adopted answer",
      description: "Your first answer was adopted",
      localization: { language: "en-US", source: "translation" },
    });
    const chinese = dataOf(
      await visitor.language("zh-CN").get(`/api/medal/queryMedal?id=${id}`),
      "reading in Chinese",
    );
    expect(chinese.name).toBe("首个被采纳回答");
    const traditional = dataOf(
      await visitor.language("zh-TW").get(`/api/medal/queryMedal?id=${id}`),
      "reading in Traditional Chinese",
    );
    expect(traditional.name).toBe("首個被採納回答");
    const versions = dataOf(
      await moderator.get(`/api/medal/translations?id=${id}`),
      "reading the versions",
    );
    expect(versions.translations.map((version: { language: string }) => version.language)).toEqual([
      "en-US",
    ]);
    const staffList = dataOf(await moderator.get("/api/medalCondition/list"), "listing");
    const row = staffList.list.find((medal: { id: number }) => medal.id === id);
    expect(row.name).toBe("首个被采纳回答");
    expect(row.translations).toEqual([{ language: "en-US", outOfDate: false }]);
    const target = { id, language: "en-US" };
    expect((await moderator.post("/api/medal/deleteTranslation", target)).status).toBe(200);
    const fallback = dataOf(await visitor.get(`/api/medal/queryMedal?id=${id}`), "reading");
    expect(fallback.localization).toMatchObject({ language: "zh-CN", source: "original" });
  });
});
