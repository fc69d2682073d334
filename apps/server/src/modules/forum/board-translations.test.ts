import { permissions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildForumPost } from "../../test-support/factories/forum.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { contentTranslations } from "../translation/schema.ts";
import { forumBoards } from "./schema.ts";

let testApp: TestApp;
let member: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  member = api(testApp).as(await signedIn(testApp));
  staff = api(testApp).as(await signedIn(testApp, { permissions: [permissions.forumModerate] }));
});
afterAll(async () => {
  await testApp.close();
});

const path = (name: string) => `/api/topicManageController/${name}`;

async function addBoard(name: string, description = "") {
  const answer = await staff.post(path("add"), { name, description });
  return dataOf(answer, "add").id as number;
}

function english(id: number, fields: { name: string; description?: string }, version = 0) {
  return { id, language: "en-US", version, fields };
}

/** The board as a reader of `language` finds it on the forum's home page. */
async function publicBoard(language: string, id: number) {
  const boards = dataOf(
    await api(testApp).language(language).get("/api/topicController/list"),
    "boards",
  );
  return boards.find((board: { id: number }) => board.id === id);
}

/** The board as staff list it (as written). */
async function managedBoard(id: number) {
  const page = dataOf(await staff.get(path("list"), { query: { pageSize: 50 } }), "list");
  return page.list.find((board: { id: number }) => board.id === id);
}

describe("a board's name and description in the reader's language", () => {
  it("answers the reader's version, else the Simplified converted in zh-TW, else the original", async () => {
    const id = await addBoard("物联网模组", "模组软件问题");
    expect(await publicBoard("en-US", id)).toMatchObject({
      name: "物联网模组",
      description: "模组软件问题",
      localization: { language: "zh-CN", originalLanguage: "zh-CN", source: "original" },
    });

    const saved = await staff.post(
      path("saveTranslation"),
      english(id, { name: "IoT modules", description: "Module software questions" }),
    );
    expect(saved.status).toBe(200);
    expect(await publicBoard("en-US", id)).toMatchObject({
      name: "IoT modules",
      description: "Module software questions",
      localization: { language: "en-US", source: "translation", outOfDate: false },
    });
    expect(await publicBoard("zh-TW", id)).toMatchObject({
      name: "物聯網模組",
      description: "模組軟件問題",
      localization: { language: "zh-TW", source: "converted" },
    });
    expect(await publicBoard("zh-CN", id)).toMatchObject({
      name: "物联网模组",
      localization: { source: "original" },
    });

    // A Traditional version written by staff wins over the conversion.
    const traditional = { id, language: "zh-TW", version: 0, fields: { name: "物聯網模組專區" } };
    expect((await staff.post(path("saveTranslation"), traditional)).status).toBe(200);
    expect(await publicBoard("zh-TW", id)).toMatchObject({
      name: "物聯網模組專區",
      // A version's empty description stays empty rather than showing the original's.
      description: "",
      localization: { language: "zh-TW", source: "translation" },
    });

    const detail = await api(testApp)
      .language("en-US")
      .get("/api/topicController/detail", { query: { id } });
    expect(detail.data).toMatchObject({
      name: "IoT modules",
      localization: { source: "translation" },
    });
  });

  it("lists boards as written for staff, with their languages, and finds them by a version's words", async () => {
    const id = await addBoard("网关");
    await staff.post(path("saveTranslation"), english(id, { name: "Gateways" }));
    expect(await managedBoard(id)).toMatchObject({
      name: "网关",
      language: "zh-CN",
      translations: [{ language: "en-US", outOfDate: false }],
      // What an English reader is shown, for the staff lists that read it.
      nameEn: "Gateways",
    });
    const found = dataOf(
      await staff.get(path("list"), { query: { keyword: "gateway" } }),
      "search",
    ).list.map((board: { id: number }) => board.id);
    expect(found).toEqual([id]);
    const forEditing = dataOf(
      await staff.get(path("translations"), { query: { id } }),
      "translations",
    );
    expect(forEditing).toMatchObject({
      originalLanguage: "zh-CN",
      translations: [
        { language: "en-US", fields: { name: "Gateways", description: "" }, version: 1 },
      ],
      convertedToTraditional: { name: "網關", description: "" },
    });
  });

  it("marks a version out of date when the original's name changes, until it is saved again", async () => {
    const id = await addBoard("定位模组");
    await staff.post(path("saveTranslation"), english(id, { name: "GNSS modules" }));
    const update = { id, version: 1, name: "定位与授时模组", description: "" };
    expect((await staff.post(path("update"), update)).status).toBe(200);
    expect((await publicBoard("en-US", id)).localization.outOfDate).toBe(true);
    expect((await managedBoard(id)).translations).toEqual([{ language: "en-US", outOfDate: true }]);

    // Re-ordering the board does not age it; a second add of the same language is refused.
    expect((await staff.post(path("sort"), { list: [{ id, sort: 3 }] })).status).toBe(200);
    expect((await staff.post(path("saveTranslation"), english(id, { name: "GNSS" }))).status).toBe(
      409,
    );
    const resaved = english(id, { name: "GNSS and timing modules" }, 1);
    expect((await staff.post(path("saveTranslation"), resaved)).status).toBe(200);
    expect(await publicBoard("en-US", id)).toMatchObject({
      name: "GNSS and timing modules",
      localization: { outOfDate: false },
    });
    // A stale version of the translation is refused.
    expect((await staff.post(path("saveTranslation"), resaved)).status).toBe(409);
  });

  it("names a post's board in the reader's language on every list and on the post", async () => {
    const id = await addBoard("智能表计");
    await staff.post(path("saveTranslation"), english(id, { name: "Smart meters" }));
    const post = await buildForumPost(testApp, { boardId: id, title: "Meter keeps rebooting" });
    const reader = api(testApp).language("en-US");
    const boardPage = dataOf(
      await reader.get("/api/postsController/queryPostsPageByTopicId", { query: { topicId: id } }),
      "board page",
    );
    expect(boardPage.list[0]).toMatchObject({ topicName: "Smart meters", topicLanguage: "en-US" });
    const unanswered = dataOf(
      await reader.get("/api/postsController/queryUnansweredPosts", { query: { topicId: id } }),
      "unanswered",
    );
    expect(unanswered.list[0]).toMatchObject({ topicName: "Smart meters" });
    const searched = dataOf(
      await reader.get("/api/postsController/search", { query: { keyword: "rebooting" } }),
      "search",
    ).list.find((row: { id: number }) => row.id === post.id);
    expect(searched).toMatchObject({ topicName: "Smart meters", topicLanguage: "en-US" });
    const detail = dataOf(
      await reader.get("/api/postsController/queryPostsDetailById", { query: { id: post.id } }),
      "post",
    );
    expect(detail).toMatchObject({
      topicName: "Smart meters",
      topicLanguage: "en-US",
      board: { id, name: "Smart meters" },
    });
    const traditional = dataOf(
      await api(testApp)
        .language("zh-TW")
        .get("/api/postsController/queryPostsDetailById", { query: { id: post.id } }),
      "post",
    );
    expect(traditional).toMatchObject({ topicName: "智能表計", topicLanguage: "zh-TW" });
    const staffList = dataOf(
      await staff
        .language("en-US")
        .get("/api/postsController/findPostsPageByTopicId", { query: { topicId: id } }),
      "staff posts",
    );
    expect(staffList.list[0]).toMatchObject({ topicName: "Smart meters" });
  });

  it("refuses bad input (400), members (403) and the original's language", async () => {
    const id = await addBoard("天线");
    const refused = [
      english(id, { name: "" }),
      english(id, { name: "x".repeat(61) }),
      english(id, { name: "Antennas", description: "x".repeat(401) }),
      english(id, { name: "Line\u0007break" }),
      { id, language: "fr-FR", version: 0, fields: { name: "Antennes" } },
      { id: 0, language: "en-US", version: 0, fields: { name: "Antennas" } },
      { ...english(id, { name: "Antennas" }), version: -1 },
      // The original is zh-CN: its words are edited in the board's form.
      { id, language: "zh-CN", version: 0, fields: { name: "天线" } },
    ];
    for (const body of refused) {
      expect((await staff.post(path("saveTranslation"), body)).status).toBe(400);
    }
    expect((await staff.get(path("translations"), { query: { id: "x" } })).status).toBe(400);
    expect((await staff.post(path("deleteTranslation"), { id, language: "xx" })).status).toBe(400);
    expect(
      (await staff.post(path("saveTranslation"), english(2147483647, { name: "Nothing" }))).status,
    ).toBe(404);
    expect((await staff.post(path("deleteTranslation"), { id, language: "en-US" })).status).toBe(
      404,
    );

    const valid = english(id, { name: "Antennas" });
    expect((await member.post(path("saveTranslation"), valid)).status).toBe(403);
    expect((await member.post(path("deleteTranslation"), { id, language: "en-US" })).status).toBe(
      403,
    );
    expect((await member.get(path("translations"), { query: { id } })).status).toBe(403);
    expect((await api(testApp).post(path("saveTranslation"), valid)).status).toBe(401);
  });

  it("deletes a version on its own, and every version with its board", async () => {
    const id = await addBoard("工业网关");
    await staff.post(path("saveTranslation"), english(id, { name: "Industrial gateways" }));
    await staff.post(path("saveTranslation"), {
      id,
      language: "zh-TW",
      version: 0,
      fields: { name: "工業閘道" },
    });
    expect((await staff.post(path("deleteTranslation"), { id, language: "en-US" })).status).toBe(
      200,
    );
    expect(await publicBoard("en-US", id)).toMatchObject({
      name: "工业网关",
      localization: { source: "original" },
    });
    expect(await managedBoard(id)).toMatchObject({ nameEn: "工业网关" });

    expect((await staff.post(path("delete"), { id })).status).toBe(200);
    const versions = await testApp.db
      .select()
      .from(contentTranslations)
      .where(and(eq(contentTranslations.kind, "forumBoard"), eq(contentTranslations.recordId, id)));
    expect(versions).toEqual([]);
    expect(await testApp.db.select().from(forumBoards).where(eq(forumBoards.id, id))).toEqual([]);
    expect((await staff.get(path("translations"), { query: { id } })).status).toBe(404);
  });

  it("stores no English typed into the board's form: it is the en-US version's", async () => {
    const answer = await staff.post(path("add"), {
      name: "测试仪器",
      nameEn: "Ignored",
      description: "",
      descriptionEn: "Ignored too",
    });
    const id = dataOf(answer, "add").id as number;
    expect(await publicBoard("en-US", id)).toMatchObject({ name: "测试仪器", description: "" });
    expect(await managedBoard(id)).toMatchObject({ nameEn: "测试仪器", descriptionEn: "" });
  });
});
