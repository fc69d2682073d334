import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let editor: ApiClient;
let networkType: number;
let powerType: number;
const ids: Record<string, number> = {};

const addType = async (name: string, sort: number) =>
  dataOf(await editor.post("/api/faqType/addFaqType", { name, sort }), "adding a type")
    .id as number;

const question = (typeId: number, words: { question: string; answer: string }) => ({
  typeId,
  language: "zh-CN",
  ...words,
  answer: `<p>${words.answer}</p>`,
});

const addFaq = async (typeId: number, words: { question: string; answer: string }) =>
  dataOf(await editor.post("/api/faq/save", question(typeId, words)), "adding a question")
    .id as number;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp);
  editor = visitor.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  networkType = await addType("网络", 1);
  powerType = await addType("功耗", 2);
  ids.register = await addFaq(networkType, {
    question: "ML302A 无法注网怎么办",
    answer: "先发送 AT+CEREG? 查看注册状态，再用 AT+CSQ 查看信号。",
  });
  ids.lowPower = await addFaq(powerType, {
    question: "如何进入低功耗省电模式",
    answer: "Configuring PSM on the modules lowers the current.",
  });
  ids.antenna = await addFaq(networkType, {
    question: "天線怎麼選",
    answer: "依頻段選擇。",
  });
});
afterAll(async () => {
  await testApp.close();
});

async function listed(query: Record<string, string | number>) {
  const page = dataOf(await visitor.get("/api/faq/getFaqList", { query }), "searching FAQs");
  return page.list.map((item: { id: number }) => item.id);
}

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
    const cases: [string, string[]][] = [
      ["ML30", ["register"]],
      ["AT+CEREG?", ["register"]],
      ["at+csq", ["register"]],
      // A two-character word inside a longer text, and a Traditional keyword for Simplified words.
      ["省电", ["lowPower"]],
      ["省電模式", ["lowPower"]],
      // A Simplified keyword finds a Traditional question.
      ["天线", ["antenna"]],
      ["configure module", ["lowPower"]],
      ["%_", []],
    ];
    for (const [keyword, keys] of cases) {
      expect(await listed({ keyword }), keyword).toEqual(keys.map((key) => ids[key]));
    }
  });

  it("keeps the type filter and the order, and groups by type leaving empty types out", async () => {
    expect(await listed({ keyword: "怎么" })).toEqual([ids.register, ids.antenna]);
    expect(await listed({ keyword: "怎么", typeId: powerType })).toEqual([]);
    expect(await listed({ keyword: "怎么", pageSize: 1, page: 2 })).toEqual([ids.antenna]);
    expect(await grouped("怎么")).toEqual([[networkType, [ids.register, ids.antenna]]]);
    expect(await grouped("省电")).toEqual([[powerType, [ids.lowPower]]]);
    expect(await grouped("%_")).toEqual([]);
  });

  it("finds a question once it is published and no longer once it is withdrawn or deleted", async () => {
    const words = { question: "eDRX 周期怎么设置", answer: "AT+CEDRXS 设置周期。" };
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
    const byKeyword = async () => [
      await listed({ keyword: "AT+CEDRXS" }),
      (await grouped("周期")).flatMap(([, faqs]: [number, number[]]) => faqs),
    ];
    expect(await byKeyword()).toEqual([[], []]);
    // The management table searches drafts in the database.
    const managed = dataOf(
      await editor.get("/api/faq/list", { query: { keyword: "AT+CEDRXS" } }),
      "managing",
    );
    expect(managed.list.map((item: { id: number }) => item.id)).toEqual([id]);
    await setStatus("published");
    expect(await byKeyword()).toEqual([[id], [id]]);
    await setStatus("draft");
    expect(await byKeyword()).toEqual([[], []]);
    await setStatus("published");
    dataOf(await editor.post("/api/faq/delete", { id }), "deleting");
    expect(await byKeyword()).toEqual([[], []]);
  });

  it("refuses a keyword over 50 characters or with control characters", async () => {
    for (const keyword of ["模".repeat(51), "AT+CSQ\u0007"]) {
      for (const path of ["/api/faq/getFaqList", "/api/faq/queryAll"]) {
        const answer = await visitor.get(path, { query: { keyword } });
        expect(answer.status, `${path} ${keyword}`).toBe(400);
      }
    }
  });
});
