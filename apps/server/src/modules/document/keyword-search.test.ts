import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildDocument } from "../../test-support/factories/document.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
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
let member: ApiClient;
let whitelisted: ApiClient;
let manager: ApiClient;
let productId: number;
const ids = {} as Record<RuleRecord | "firmware", number>;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp);
  member = visitor.as(await signedIn(testApp));
  whitelisted = visitor.as(await signedIn(testApp, { whitelisted: true }));
  manager = visitor.as(await signedIn(testApp, { roles: ["contentEditor"] }));
  productId = (await buildProduct(testApp, { model: "ML302A" })).id;
  const add = async (key: keyof typeof ids, overrides: Parameters<typeof buildDocument>[1]) => {
    testApp.advance(60_000);
    ids[key] = (await buildDocument(testApp, overrides)).id;
  };
  const rule = (record: RuleRecord) => ({
    name: ruleRecords[record].title,
    description: ruleRecords[record].body,
    language: ruleRecords[record].language,
  });
  await add("commands", { productId, type: "atCommands", ...rule("commands") });
  await add("lowPower", { productId: null, type: "applicationNote", ...rule("lowPower") });
  await add("antenna", { productId: null, type: "hardwareDesign", ...rule("antenna") });
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
    await expectRuleCases((keyword) => found(visitor, { keyword }), ids);
  });

  it("keeps the list's filters, its newest-first order and its paging", async () => {
    expect(await found(visitor, { keyword: "说明" })).toEqual([ids.lowPower, ids.commands]);
    expect(await found(visitor, { keyword: "说明", type: "atCommands" })).toEqual([ids.commands]);
    expect(await found(visitor, { keyword: "天线", language: "zh-TW" })).toEqual([ids.antenna]);
    expect(await found(visitor, { keyword: "天线", language: "zh-CN" })).toEqual([]);
    expect(await found(visitor, { keyword: "ML302A", general: "true" })).toEqual([]);
    const second = dataOf(
      await visitor.get("/api/document/queryDocument", {
        query: { keyword: "说明", pageSize: 1, page: 2 },
      }),
      "paging",
    );
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.list.map((item: { id: number }) => item.id)).toEqual([ids.commands]);
  });

  it("shows a whitelist document only to those who may open it", async () => {
    expect(await found(visitor, { keyword: "固件" })).toEqual([]);
    expect(await found(member, { keyword: "ML302A" })).toEqual([ids.commands]);
    expect(await found(whitelisted, { keyword: "ML302A" })).toEqual([ids.firmware, ids.commands]);
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
    const setStatus = async (status: string) =>
      dataOf(await manager.post("/api/product/updateStatus", { id: draft.id, status }), status);
    await expectFoundWhilePublished({
      found: () => found(visitor, { keyword: "调试记录" }),
      whenPublished: [id],
      // The management table lists the documents of unpublished products too.
      managed: async () =>
        dataOf(
          await manager.get("/api/document/findProductDocuments", {
            query: { keyword: "调试记录" },
          }),
          "managing",
        ).list.map((item: { id: number }) => item.id),
      publish: () => setStatus("published"),
      withdraw: () => setStatus("draft"),
      remove: async () =>
        dataOf(await manager.post("/api/document/removeProductDocument", { id }), "removing"),
    });
  });

  it("refuses a keyword over 50 characters or with control characters", async () => {
    await expectBadKeywordsRefused(visitor, "/api/document/queryDocument");
  });
});
