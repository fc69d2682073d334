import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildText } from "../../test-support/factories/text.ts";
import {
  expectBadKeywordsRefused,
  expectFoundWhilePublished,
  expectRuleCases,
  type RuleRecord,
  ruleRecords,
} from "../../test-support/keyword-rules.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let editor: ApiClient;
const ids = {} as Record<RuleRecord | "notice", number>;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp);
  editor = visitor.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  const add = async (key: keyof typeof ids, overrides: Parameters<typeof buildText>[1]) => {
    testApp.advance(60_000);
    ids[key] = (await buildText(testApp, overrides)).id;
  };
  const rule = (record: RuleRecord) => ({
    title: ruleRecords[record].title,
    content: `<p>${ruleRecords[record].body}</p>`,
    language: ruleRecords[record].language,
  });
  await add("commands", { type: "news", ...rule("commands") });
  await add("lowPower", { type: "knowledge", ...rule("lowPower") });
  await add("antenna", { type: "schoolArticle", ...rule("antenna") });
  await add("notice", {
    type: "notice",
    title: "系统维护通知",
    content: "<p>维护期间暂停服务</p>",
  });
});
afterAll(async () => {
  await testApp.close();
});

async function found(path: string, query: Record<string, string | number>) {
  const page = dataOf(await visitor.get(`/api/text/${path}`, { query }), "searching texts");
  return page.list.map((item: { id: number }) => item.id);
}

describe("the public text lists' keyword, by the site search's rules", () => {
  it("finds a model by its beginning, AT commands, Chinese words in either script and English stems", async () => {
    await expectRuleCases((keyword) => found("queryArticles", { keyword }), ids);
  });

  it("keeps each list's types, its order and its paging", async () => {
    expect(await found("notices", { keyword: "维护" })).toEqual([ids.notice]);
    expect(await found("articles", { keyword: "维护" })).toEqual([]);
    expect(await found("getTextList", { keyword: "说明", type: "news" })).toEqual([ids.commands]);
    expect(await found("getTextList", { keyword: "说明", type: "knowledge" })).toEqual([
      ids.lowPower,
    ]);
    const page = dataOf(
      await visitor.get("/api/text/articles", { query: { keyword: "说明", pageSize: 1 } }),
      "paging",
    );
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.list.map((item: { id: number }) => item.id)).toEqual([ids.lowPower]);
  });

  it("finds a text once it is published and no longer once it is withdrawn or deleted", async () => {
    const keyword = "覆盖增强";
    const { id } = dataOf(
      await editor.post("/api/text/save", {
        type: "news",
        language: "zh-CN",
        title: "NB-IoT 覆盖增强实测",
        content: "<p>CE level 实测</p>",
        status: "draft",
      }),
      "saving",
    );
    const setStatus = async (status: string) =>
      dataOf(await editor.post("/api/text/updateStatus", { id, status }), status);
    await expectFoundWhilePublished({
      found: () => found("articles", { keyword }),
      whenPublished: [id],
      // The management table lists drafts too.
      managed: async () =>
        dataOf(await editor.get("/api/text/list", { query: { keyword } }), "managing").list.map(
          (item: { id: number }) => item.id,
        ),
      publish: () => setStatus("published"),
      withdraw: () => setStatus("draft"),
      remove: async () => dataOf(await editor.post("/api/text/delete", { id }), "deleting"),
    });
  });

  it("refuses a keyword over 50 characters or with control characters", async () => {
    await expectBadKeywordsRefused(visitor, "/api/text/queryArticles");
  });
});
