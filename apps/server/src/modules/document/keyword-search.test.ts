import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildDocument } from "../../test-support/factories/document.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let member: ApiClient;
let whitelisted: ApiClient;
let manager: ApiClient;
let productId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp);
  member = visitor.as(await signedIn(testApp));
  whitelisted = visitor.as(await signedIn(testApp, { whitelisted: true }));
  manager = visitor.as(await signedIn(testApp, { roles: ["contentEditor"] }));
  productId = (await buildProduct(testApp, { model: "ML302A" })).id;
  const add = async (key: string, overrides: Parameters<typeof buildDocument>[1]) => {
    testApp.advance(60_000);
    ids[key] = (await buildDocument(testApp, overrides)).id;
  };
  await add("manual", {
    productId,
    name: "AT命令手册",
    type: "atCommands",
    description: "AT+CEREG? 查询网络注册状态，AT+CSQ 查询信号质量",
  });
  await add("lowPower", {
    productId: null,
    name: "低功耗省电模式应用指南",
    type: "applicationNote",
    description: "Configuring the power saving modes of the modules",
  });
  await add("antenna", {
    productId: null,
    name: "天線設計指南",
    type: "hardwareDesign",
    language: "zh-TW",
  });
  await add("firmware", {
    productId,
    name: "固件升级包",
    type: "firmware",
    accessLevel: "whitelist",
  });
});
afterAll(async () => {
  await testApp.close();
});

async function found(client: ApiClient, query: Record<string, string | number>) {
  const page = dataOf(
    await client.get("/api/document/queryDocument", { query }),
    "searching documents",
  );
  return page.list.map((item: { id: number }) => item.id);
}

describe("the document centre's keyword, by the site search's rules", () => {
  it("finds a model by its beginning, AT commands, Chinese words in either script and English stems", async () => {
    const cases: [string, string[]][] = [
      ["ML30", ["manual"]],
      ["ml302a", ["manual"]],
      ["AT+CEREG?", ["manual"]],
      ["at+csq", ["manual"]],
      // A two-character word inside a longer text, and a Traditional keyword for Simplified words.
      ["省电", ["lowPower"]],
      ["省電模式", ["lowPower"]],
      // A Simplified keyword finds a Traditional name.
      ["天线设计", ["antenna"]],
      ["configure module", ["lowPower"]],
      ["signal", []],
      ["%_", []],
    ];
    for (const [keyword, keys] of cases) {
      expect(await found(visitor, { keyword }), keyword).toEqual(keys.map((key) => ids[key]));
    }
  });

  it("keeps the list's filters, its newest-first order and its paging", async () => {
    expect(await found(visitor, { keyword: "指南" })).toEqual([ids.antenna, ids.lowPower]);
    expect(await found(visitor, { keyword: "指南", type: "hardwareDesign" })).toEqual([
      ids.antenna,
    ]);
    expect(await found(visitor, { keyword: "指南", language: "zh-TW" })).toEqual([ids.antenna]);
    expect(await found(visitor, { keyword: "ML302A", general: "true" })).toEqual([]);
    const second = dataOf(
      await visitor.get("/api/document/queryDocument", {
        query: { keyword: "指南", pageSize: 1, page: 2 },
      }),
      "paging",
    );
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.list.map((item: { id: number }) => item.id)).toEqual([ids.lowPower]);
  });

  it("shows a whitelist document only to those who may open it", async () => {
    expect(await found(visitor, { keyword: "固件" })).toEqual([]);
    expect(await found(member, { keyword: "ML302A" })).toEqual([ids.manual]);
    expect(await found(whitelisted, { keyword: "ML302A" })).toEqual([ids.firmware, ids.manual]);
    expect(await found(manager, { keyword: "固件" })).toEqual([ids.firmware]);
    const { list } = dataOf(
      await whitelisted.get("/api/document/queryDocument", { query: { keyword: "固件" } }),
      "searching",
    );
    expect(list[0]).toMatchObject({ id: ids.firmware, canDownload: true });
  });

  it("finds a document once its product is published and no longer once it is hidden or deleted", async () => {
    const draft = await buildProduct(testApp, { status: "draft" });
    const { id } = await buildDocument(testApp, { productId: draft.id, name: "PSM 调试记录" });
    const byKeyword = () => found(visitor, { keyword: "调试记录" });
    const setStatus = async (status: string) =>
      dataOf(await manager.post("/api/product/updateStatus", { id: draft.id, status }), status);
    expect(await byKeyword()).toEqual([]);
    // The management table searches drafts' documents in the database.
    const managed = dataOf(
      await manager.get("/api/document/findProductDocuments", { query: { keyword: "调试记录" } }),
      "managing",
    );
    expect(managed.list.map((item: { id: number }) => item.id)).toEqual([id]);
    await setStatus("published");
    expect(await byKeyword()).toEqual([id]);
    await setStatus("draft");
    expect(await byKeyword()).toEqual([]);
    await setStatus("published");
    dataOf(await manager.post("/api/document/removeProductDocument", { id }), "removing");
    expect(await byKeyword()).toEqual([]);
  });

  it("refuses a keyword over 50 characters or with control characters", async () => {
    for (const keyword of ["模".repeat(51), "AT+CSQ\u0007"]) {
      const answer = await visitor.get("/api/document/queryDocument", { query: { keyword } });
      expect(answer.status, keyword).toBe(400);
    }
  });
});
