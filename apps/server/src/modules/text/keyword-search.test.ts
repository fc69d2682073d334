import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildText } from "../../test-support/factories/text.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let editor: ApiClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp);
  editor = visitor.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  const add = async (key: string, overrides: Parameters<typeof buildText>[1]) => {
    testApp.advance(60_000);
    ids[key] = (await buildText(testApp, overrides)).id;
  };
  await add("launch", {
    type: "news",
    title: "ML302A 模组发布",
    content: "<p>发送 AT+CEREG? 查询网络注册，AT+CSQ 查询信号质量。</p>",
  });
  await add("lowPower", {
    type: "knowledge",
    title: "低功耗省电模式配置说明",
    summary: "Configuring the power saving modes of the modules",
  });
  await add("antenna", { type: "schoolArticle", language: "zh-TW", title: "天線調試入門" });
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
    const cases: [string, string[]][] = [
      ["ML30", ["launch"]],
      ["AT+CEREG?", ["launch"]],
      ["at+csq", ["launch"]],
      // A two-character word inside a longer text, and a Traditional keyword for Simplified words.
      ["省电", ["lowPower"]],
      ["省電模式", ["lowPower"]],
      // A Simplified keyword finds a Traditional title.
      ["天线调试", ["antenna"]],
      ["configure module", ["lowPower"]],
      ["%_", []],
    ];
    for (const [keyword, keys] of cases) {
      expect(await found("queryArticles", { keyword }), keyword).toEqual(
        keys.map((key) => ids[key]),
      );
    }
  });

  it("keeps each list's types, its order and its paging", async () => {
    expect(await found("queryArticles", { keyword: "查询" })).toEqual([ids.launch]);
    expect(await found("notices", { keyword: "维护" })).toEqual([ids.notice]);
    expect(await found("articles", { keyword: "维护" })).toEqual([]);
    expect(await found("getTextList", { keyword: "说明", type: "news" })).toEqual([]);
    expect(await found("getTextList", { keyword: "说明", type: "knowledge" })).toEqual([
      ids.lowPower,
    ]);
    const page = dataOf(
      await visitor.get("/api/text/articles", { query: { keyword: "模", pageSize: 1 } }),
      "paging",
    );
    // One character finds titles holding it, newest first.
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.list.map((item: { id: number }) => item.id)).toEqual([ids.lowPower]);
  });

  it("finds a text once it is published and no longer once it is withdrawn or deleted", async () => {
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
    const byKeyword = () => found("articles", { keyword: "覆盖增强" });
    const setStatus = async (status: string) =>
      dataOf(await editor.post("/api/text/updateStatus", { id, status }), status);
    expect(await byKeyword()).toEqual([]);
    // The management table searches drafts in the database.
    const managed = dataOf(
      await editor.get("/api/text/list", { query: { keyword: "覆盖增强" } }),
      "managing",
    );
    expect(managed.list.map((item: { id: number }) => item.id)).toEqual([id]);
    await setStatus("published");
    expect(await byKeyword()).toEqual([id]);
    await setStatus("draft");
    expect(await byKeyword()).toEqual([]);
    await setStatus("published");
    dataOf(await editor.post("/api/text/delete", { id }), "deleting");
    expect(await byKeyword()).toEqual([]);
  });

  it("refuses a keyword over 50 characters or with control characters", async () => {
    for (const keyword of ["模".repeat(51), "AT+CSQ\u0007"]) {
      const answer = await visitor.get("/api/text/queryArticles", { query: { keyword } });
      expect(answer.status, keyword).toBe(400);
    }
  });
});
