import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildText } from "../../test-support/factories/text.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let editor: ApiClient;
let member: ApiClient;
const reader = (language: string) => api(testApp).language(language);

beforeAll(async () => {
  testApp = await buildTestApp();
  editor = api(testApp)
    .language("en-US")
    .as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  member = api(testApp)
    .language("en-US")
    .as(await signedIn(testApp));
});
afterAll(async () => {
  await testApp.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);

function english(id: number, version = 0, title = "Network registration notice") {
  return {
    id,
    language: "en-US",
    version,
    fields: { title, summary: "Short", content: "<p>Read this.</p>" },
  };
}

async function noticeInChinese(title = `网络注册通知${unique()}`) {
  return buildText(testApp, {
    type: "notice",
    title,
    summary: "简短说明",
    content: "<p>请阅读这篇关于网络注册的说明。</p>",
  });
}

async function readNotice(language: string, id: number) {
  const answer = await reader(language).get("/api/text/query", { query: { id } });
  expect(answer.status).toBe(200);
  return answer.data;
}

describe("a text in the reader's language", () => {
  it("falls back: the reader's version, else converted for zh-TW, else the original with its language", async () => {
    const text = await noticeInChinese("网络注册通知");
    expect(await readNotice("en-US", text.id)).toMatchObject({
      title: "网络注册通知",
      localization: {
        language: "zh-CN",
        originalLanguage: "zh-CN",
        source: "original",
        outOfDate: false,
      },
    });
    expect(await readNotice("zh-TW", text.id)).toMatchObject({
      title: "網絡註冊通知",
      summary: "簡短說明",
      localization: { language: "zh-TW", source: "converted", outOfDate: false },
    });

    expect((await editor.post("/api/text/saveTranslation", english(text.id))).status).toBe(200);
    expect(await readNotice("en-US", text.id)).toMatchObject({
      title: "Network registration notice",
      summary: "Short",
      content: "<p>Read this.</p>",
      localization: { language: "en-US", source: "translation", outOfDate: false },
    });
    expect(await readNotice("zh-CN", text.id)).toMatchObject({
      title: "网络注册通知",
      localization: { source: "original" },
    });
    const list = await reader("en-US").get("/api/text/notices", { query: { pageSize: 50 } });
    const row = list.data.list.find((entry: { id: number }) => entry.id === text.id);
    expect(row).toMatchObject({ title: "Network registration notice" });

    expect(
      (await editor.post("/api/text/deleteTranslation", { id: text.id, language: "en-US" })).status,
    ).toBe(200);
    expect(await readNotice("en-US", text.id)).toMatchObject({ title: "网络注册通知" });
  });

  it("converts a zh-CN translation for zh-TW when the original is in English", async () => {
    const text = await buildText(testApp, {
      type: "notice",
      language: "en-US",
      title: "Firmware update",
      content: "<p>Update now.</p>",
    });
    expect(await readNotice("zh-TW", text.id)).toMatchObject({
      title: "Firmware update",
      localization: { language: "en-US", originalLanguage: "en-US", source: "original" },
    });
    await editor.post("/api/text/saveTranslation", {
      id: text.id,
      language: "zh-CN",
      version: 0,
      fields: { title: "固件升级", content: "<p>请立即升级。</p>" },
    });
    expect(await readNotice("zh-TW", text.id)).toMatchObject({
      title: "固件升級",
      summary: null,
      localization: { language: "zh-TW", originalLanguage: "en-US", source: "converted" },
    });
  });

  it("names the category in the reader's language, and none where the version leaves it out", async () => {
    const text = await buildText(testApp, {
      type: "marketing",
      title: `产品彩页${unique()}`,
      category: "产品彩页",
    });
    expect((await readNotice("zh-TW", text.id)).category).toBe("產品彩頁");
    expect((await readNotice("en-US", text.id)).category).toBe("产品彩页");
    const withCategory = english(text.id, 0, "ML302 brochure");
    withCategory.fields = { ...withCategory.fields, category: "Product brochure" } as never;
    expect((await editor.post("/api/text/saveTranslation", withCategory)).status).toBe(200);
    expect(await readNotice("en-US", text.id)).toMatchObject({
      category: "Product brochure",
      localization: { source: "translation" },
    });
    const editing = await editor.get("/api/text/translations", { query: { id: text.id } });
    expect(editing.data.convertedToTraditional.category).toBe("產品彩頁");
    expect(editing.data.translations[0].fields.category).toBe("Product brochure");
    const listed = await reader("en-US").get("/api/text/getTextList", {
      query: { type: "marketing", category: "产品彩页", pageSize: 100 },
    });
    expect(listed.data.list.find((row: { id: number }) => row.id === text.id)?.category).toBe(
      "Product brochure",
    );

    expect((await editor.post("/api/text/saveTranslation", english(text.id, 1))).status).toBe(200);
    expect((await readNotice("en-US", text.id)).category).toBeNull();
    const tooLong = english(text.id, 2);
    tooLong.fields = { ...tooLong.fields, category: "x".repeat(51) } as never;
    expect((await editor.post("/api/text/saveTranslation", tooLong)).status).toBe(400);
  });

  it("marks a translation out of date once its original's words change, not its settings", async () => {
    const text = await noticeInChinese();
    await editor.post("/api/text/saveTranslation", english(text.id));
    const form = (await editor.get("/api/text/detail", { query: { id: text.id } })).data;
    const { id, version, type, status, pinned, sort, tags, title, summary, content } = form;
    const original = { id, type, status, tags, title, summary, content };
    expect(
      (await editor.post("/api/text/update", { ...original, version, pinned: !pinned, sort }))
        .status,
    ).toBe(200);
    expect((await readNotice("en-US", text.id)).localization.outOfDate).toBe(false);

    const edited = await editor.post("/api/text/update", {
      ...original,
      version: version + 1,
      pinned,
      sort,
      content: "<p>新的内容</p>",
    });
    expect(edited.status).toBe(200);
    expect((await readNotice("en-US", text.id)).localization).toMatchObject({
      source: "translation",
      outOfDate: true,
    });
    const editing = await editor.get("/api/text/translations", { query: { id: text.id } });
    expect(editing.data).toMatchObject({
      originalLanguage: "zh-CN",
      translations: [{ language: "en-US", outOfDate: true, version: 1 }],
    });
    expect(editing.data.convertedToTraditional.content).toBe("<p>新的內容</p>");
    const table = await editor.get("/api/text/list", {
      query: { keyword: text.title, types: "notice" },
    });
    expect(table.data.list[0].translations).toEqual([{ language: "en-US", outOfDate: true }]);

    expect(
      (await editor.post("/api/text/saveTranslation", english(text.id, 1, "Updated notice")))
        .status,
    ).toBe(200);
    expect((await readNotice("en-US", text.id)).localization.outOfDate).toBe(false);
  });

  it("finds a text by its translation's words and a Simplified one by a Traditional keyword", async () => {
    const text = await noticeInChinese(`模组固件说明${unique()}`);
    const word = `Zephyr${unique()}`;
    await editor.post("/api/text/saveTranslation", english(text.id, 0, `${word} guide`));
    const byTranslation = await reader("en-US").get("/api/text/queryArticles", {
      query: { keyword: word },
    });
    expect(byTranslation.data.list.map((row: { id: number }) => row.id)).toEqual([text.id]);
    expect(byTranslation.data.list[0].title).toBe(`${word} guide`);
    const byTraditional = await reader("zh-TW").get("/api/text/queryArticles", {
      query: { keyword: `模組固件說明${text.title.slice(6)}` },
    });
    expect(byTraditional.data.list.map((row: { id: number }) => row.id)).toEqual([text.id]);
  });
});

describe("writing a version in another language", () => {
  it("sanitizes the body as the original's", async () => {
    const text = await noticeInChinese();
    await editor.post("/api/text/saveTranslation", {
      ...english(text.id),
      fields: { title: "Safe", content: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
    });
    expect((await readNotice("en-US", text.id)).content).toBe("<p>Hi</p>");
  });

  it("refuses the original's language, a stale or doubled save, unknown texts and bad input", async () => {
    const text = await noticeInChinese();
    const sameLanguage = await editor.post("/api/text/saveTranslation", {
      ...english(text.id),
      language: "zh-CN",
    });
    expect(sameLanguage.status).toBe(400);
    expect(sameLanguage.msg).toBe("The original is in this language: edit the original instead");

    expect((await editor.post("/api/text/saveTranslation", english(text.id))).status).toBe(200);
    const doubled = await editor.post("/api/text/saveTranslation", english(text.id));
    expect(doubled.status).toBe(409);
    const stale = await editor.post("/api/text/saveTranslation", english(text.id, 7));
    expect(stale.status).toBe(409);

    expect((await editor.post("/api/text/saveTranslation", english(2_000_000_000))).status).toBe(
      404,
    );
    expect(
      (await editor.post("/api/text/deleteTranslation", { id: text.id, language: "zh-TW" })).status,
    ).toBe(404);
    for (const bad of [
      { ...english(text.id), language: "fr-FR" },
      { ...english(text.id), fields: { title: "", content: "" } },
      { ...english(text.id), version: -1 },
      { ...english(text.id), fields: { title: "x".repeat(201), content: "" } },
    ]) {
      expect((await editor.post("/api/text/saveTranslation", bad)).status).toBe(400);
    }
    expect((await editor.get("/api/text/translations", { query: { id: "abc" } })).status).toBe(400);
  });

  it("needs content:write on the server", async () => {
    const text = await noticeInChinese();
    expect((await member.post("/api/text/saveTranslation", english(text.id))).status).toBe(403);
    expect((await reader("en-US").post("/api/text/saveTranslation", english(text.id))).status).toBe(
      401,
    );
    expect((await member.get("/api/text/translations", { query: { id: text.id } })).status).toBe(
      403,
    );
    expect(
      (await member.post("/api/text/deleteTranslation", { id: text.id, language: "en-US" })).status,
    ).toBe(403);
  });

  it("goes with its text when the text is deleted", async () => {
    const text = await noticeInChinese();
    await editor.post("/api/text/saveTranslation", english(text.id));
    expect((await editor.post("/api/text/delete", { id: text.id })).status).toBe(200);
    const again = await buildText(testApp, { id: text.id, type: "notice", title: "重建" });
    expect((await readNotice("en-US", again.id)).title).toBe("重建");
  });
});
