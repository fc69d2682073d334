import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
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
let networkType: number;
let powerType: number;
const ids = {} as Record<RuleRecord, number>;

const addType = async (name: string, sort: number) =>
  dataOf(await editor.post("/api/faqType/addFaqType", { name, sort }), "adding a type")
    .id as number;

type Words = { language: string; title: string; body: string };
const question = (typeId: number, words: Words) => ({
  typeId,
  language: words.language,
  question: words.title,
  answer: `<p>${words.body}</p>`,
});

const addFaq = async (typeId: number, words: Words) =>
  dataOf(await editor.post("/api/faq/save", question(typeId, words)), "adding a question")
    .id as number;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp);
  editor = visitor.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  networkType = await addType("网络", 1);
  powerType = await addType("功耗", 2);
  ids.commands = await addFaq(networkType, ruleRecords.commands);
  ids.lowPower = await addFaq(powerType, ruleRecords.lowPower);
  ids.antenna = await addFaq(networkType, ruleRecords.antenna);
});
afterAll(async () => {
  await testApp.close();
});

async function listed(query: Record<string, string | number>) {
  const page = dataOf(await visitor.get("/api/faq/getFaqList", { query }), "searching FAQs");
  return page.list.map((item: { id: number }) => item.id);
}

/** `queryAll`'s answer as [type id, question ids] pairs. */
async function grouped(keyword: string) {
  const groups = dataOf(
    await visitor.get("/api/faq/queryAll", { query: { keyword } }),
    "searching the knowledge base",
  );
  return groups.map((group: { id: number; faqs: { id: number }[] }) => [
    group.id,
    group.faqs.map((faq) => faq.id),
  ]);
}

describe("the knowledge base's keyword, by the site search's rules", () => {
  it("finds a model by its beginning, AT commands, Chinese words in either script and English stems", async () => {
    await expectRuleCases((keyword) => listed({ keyword }), ids);
    await expectRuleCases(
      async (keyword) => (await grouped(keyword)).flatMap(([, faqs]: [number, number[]]) => faqs),
      ids,
    );
  });

  it("keeps the type filter and the order, and groups by type leaving empty types out", async () => {
    expect(await listed({ keyword: "天线" })).toEqual([ids.antenna]);
    expect(await listed({ keyword: "说明" })).toEqual([ids.commands, ids.lowPower]);
    expect(await listed({ keyword: "说明", typeId: powerType })).toEqual([ids.lowPower]);
    expect(await listed({ keyword: "说明", pageSize: 1, page: 2 })).toEqual([ids.lowPower]);
    expect(await grouped("说明")).toEqual([
      [networkType, [ids.commands]],
      [powerType, [ids.lowPower]],
    ]);
    expect(await grouped("省电")).toEqual([[powerType, [ids.lowPower]]]);
    expect(await grouped("%_")).toEqual([]);
  });

  it("finds a question once it is published and no longer once it is withdrawn or deleted", async () => {
    const words = { language: "zh-CN", title: "eDRX 周期怎么设置", body: "AT+CEDRXS 设置周期。" };
    const id = dataOf(
      await editor.post("/api/faq/save", { ...question(powerType, words), status: "draft" }),
      "saving a draft",
    ).id as number;
    let version = 1;
    const setStatus = async (status: string) => {
      const update = { ...question(powerType, words), id, version, status };
      dataOf(await editor.post("/api/faq/update", update), status);
      version += 1;
    };
    await expectFoundWhilePublished({
      // Both public searches: the paged list and the knowledge base's groups.
      found: async () => [
        ...(await listed({ keyword: "AT+CEDRXS" })),
        ...(await grouped("周期")).flatMap(([, faqs]: [number, number[]]) => faqs),
      ],
      whenPublished: [id, id],
      // The management table lists drafts too.
      managed: async () =>
        dataOf(
          await editor.get("/api/faq/list", { query: { keyword: "AT+CEDRXS" } }),
          "managing",
        ).list.map((item: { id: number }) => item.id),
      publish: () => setStatus("published"),
      withdraw: () => setStatus("draft"),
      remove: async () => dataOf(await editor.post("/api/faq/delete", { id }), "deleting"),
    });
  });

  it("refuses a keyword over 50 characters or with control characters", async () => {
    await expectBadKeywordsRefused(visitor, "/api/faq/getFaqList");
    await expectBadKeywordsRefused(visitor, "/api/faq/queryAll");
  });
});
