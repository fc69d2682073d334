import { permissions } from "@portal/shared";
import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { contentTranslations } from "../translation/schema.ts";

let testApp: TestApp;
let editor: ApiClient;
let member: ApiClient;
const reader = (language: string) => api(testApp).language(language);

beforeAll(async () => {
  testApp = await buildTestApp();
  editor = reader("en-US").as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  member = reader("en-US").as(await signedIn(testApp));
});
afterAll(async () => {
  await testApp.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);

async function addTypeAndQuestion(question = `模组无法注网怎么办${unique()}`) {
  const typeId = dataOf(
    await editor.post("/api/faqType/addFaqType", { name: `网络问题${unique()}`, sort: 0 }),
    "type",
  ).id as number;
  const id = dataOf(
    await editor.post("/api/faq/save", {
      typeId,
      question,
      answer: "<p>先检查天线与SIM卡。</p>",
    }),
    "question",
  ).id as number;
  return { typeId, id, question };
}

const englishQuestion = (id: number, version = 0, question = "The module cannot register") => ({
  id,
  language: "en-US",
  version,
  fields: { question, answer: "<p>Check the antenna and the SIM card first.</p>" },
});

describe("questions and their types in the reader's language", () => {
  it("falls back for questions and type names in every public list", async () => {
    const { typeId, id } = await addTypeAndQuestion();
    const typeInEnglish = {
      id: typeId,
      language: "en-US",
      version: 0,
      fields: { name: "Network" },
    };
    expect((await editor.post("/api/faqType/saveTranslation", typeInEnglish)).status).toBe(200);
    expect((await editor.post("/api/faq/saveTranslation", englishQuestion(id))).status).toBe(200);

    const one = dataOf(await reader("en-US").get("/api/faq/queryFaq", { query: { id } }), "one");
    expect(one).toMatchObject({
      question: "The module cannot register",
      answer: "<p>Check the antenna and the SIM card first.</p>",
      typeName: "Network",
      localization: { language: "en-US", source: "translation", outOfDate: false },
    });
    const groups = dataOf(await reader("en-US").get("/api/faq/queryAll"), "groups");
    const group = groups.find((entry: { id: number }) => entry.id === typeId);
    expect(group).toMatchObject({
      name: "Network",
      localization: { source: "translation" },
      faqs: [{ id, question: "The module cannot register" }],
    });
    const types = dataOf(await reader("en-US").get("/api/faqType/getFaqTypeList"), "types");
    expect(types.find((type: { id: number }) => type.id === typeId).name).toBe("Network");

    const traditional = dataOf(
      await reader("zh-TW").get("/api/faq/getFaqList", { query: { typeId } }),
      "zh-TW list",
    );
    expect(traditional.list[0]).toMatchObject({
      answer: "<p>先檢查天線與SIM卡。</p>",
      localization: { language: "zh-TW", source: "converted" },
    });
    expect(traditional.list[0].typeName).toMatch(/^網絡問題/);
  });

  it("marks a question's version out of date when its original changes", async () => {
    const { typeId, id, question } = await addTypeAndQuestion();
    await editor.post("/api/faq/saveTranslation", englishQuestion(id));
    const edited = await editor.post("/api/faq/update", {
      id,
      version: 1,
      typeId,
      question,
      answer: "<p>先检查天线、SIM卡与信号强度。</p>",
    });
    expect(edited.status).toBe(200);
    const one = dataOf(await reader("en-US").get("/api/faq/queryFaq", { query: { id } }), "one");
    expect(one.localization).toMatchObject({ source: "translation", outOfDate: true });
    const table = dataOf(await editor.get("/api/faq/list", { query: { typeId } }), "table");
    expect(table.list[0]).toMatchObject({
      question,
      translations: [{ language: "en-US", outOfDate: true }],
      localization: { source: "original" },
    });
    const editing = dataOf(await editor.get("/api/faq/translations", { query: { id } }), "editing");
    expect(editing.translations[0]).toMatchObject({ language: "en-US", outOfDate: true });
    expect(editing.convertedToTraditional.answer).toBe("<p>先檢查天線、SIM卡與信號強度。</p>");
  });

  it("finds questions by a version's words and by a Traditional keyword", async () => {
    const word = `Antenna${unique()}`;
    const { id } = await addTypeAndQuestion(`天线调试指南${unique()}`);
    await editor.post("/api/faq/saveTranslation", englishQuestion(id, 0, `${word} tuning`));
    const byEnglish = dataOf(
      await reader("en-US").get("/api/faq/getFaqList", { query: { keyword: word } }),
      "by English",
    );
    expect(byEnglish.list.map((faq: { id: number }) => faq.id)).toEqual([id]);
    const byTraditional = dataOf(
      await reader("zh-TW").get("/api/faq/queryAll", { query: { keyword: "先檢查天線與SIM卡" } }),
      "by Traditional",
    );
    expect(
      byTraditional.flatMap((group: { faqs: { id: number }[] }) => group.faqs.map((faq) => faq.id)),
    ).toContain(id);
  });

  it("keeps the original's language staff choose: an English question and type, kept by an edit without one", async () => {
    const typeId = dataOf(
      await editor.post("/api/faqType/addFaqType", {
        name: `Power ${unique()}`,
        sort: 0,
        language: "en-US",
      }),
      "English type",
    ).id as number;
    const question = {
      typeId,
      language: "en-US",
      question: `Why does the module draw 180 uA in PSM? ${unique()}`,
      answer: "<p>The MCU's TX line feeds the module's RXD.</p>",
    };
    const id = dataOf(await editor.post("/api/faq/save", question), "English question")
      .id as number;

    const inEnglish = dataOf(
      await reader("en-US").get("/api/faq/queryFaq", { query: { id } }),
      "en",
    );
    expect(inEnglish).toMatchObject({
      typeLanguage: "en-US",
      localization: { language: "en-US", originalLanguage: "en-US", source: "original" },
    });
    const inChinese = dataOf(
      await reader("zh-CN").get("/api/faq/queryFaq", { query: { id } }),
      "zh",
    );
    expect(inChinese).toMatchObject({
      question: question.question,
      localization: { language: "en-US", originalLanguage: "en-US", source: "original" },
    });

    const { language: _language, ...withoutLanguage } = question;
    const edit = await editor.post("/api/faq/update", { ...withoutLanguage, id, version: 1 });
    expect(edit.status).toBe(200);
    const table = dataOf(await editor.get("/api/faq/list", { query: { typeId } }), "table");
    expect(table.list[0].localization.originalLanguage).toBe("en-US");

    expect((await editor.post("/api/faq/save", { ...question, language: "fr-FR" })).status).toBe(
      400,
    );
    expect(
      (await editor.post("/api/faqType/addFaqType", { name: "x", sort: 0, language: "en" })).status,
    ).toBe(400);
  });

  it("lists the types as written for staff, with their languages", async () => {
    const { typeId } = await addTypeAndQuestion();
    await editor.post("/api/faqType/saveTranslation", {
      id: typeId,
      language: "zh-TW",
      version: 0,
      fields: { name: "網路問題" },
    });
    const types = dataOf(await editor.get("/api/faqType/list"), "staff types");
    expect(types.find((type: { id: number }) => type.id === typeId)).toMatchObject({
      name: expect.stringMatching(/^网络问题/),
      localization: { language: "zh-CN", source: "original" },
      translations: [{ language: "zh-TW", outOfDate: false }],
    });
    expect((await member.get("/api/faqType/list")).status).toBe(403);
  });
});

describe("writing a question's or a type's version", () => {
  it("refuses bad input, stale saves, unknown records and members", async () => {
    const { typeId, id } = await addTypeAndQuestion();
    const original = await editor.post("/api/faq/saveTranslation", {
      ...englishQuestion(id),
      language: "zh-CN",
    });
    expect(original.status).toBe(400);
    expect((await editor.post("/api/faq/saveTranslation", englishQuestion(id))).status).toBe(200);
    expect((await editor.post("/api/faq/saveTranslation", englishQuestion(id))).status).toBe(409);
    expect((await editor.post("/api/faq/saveTranslation", englishQuestion(id, 4))).status).toBe(
      409,
    );
    expect(
      (await editor.post("/api/faq/saveTranslation", englishQuestion(2_000_000_000))).status,
    ).toBe(404);
    expect(
      (
        await editor.post("/api/faqType/saveTranslation", {
          id: typeId,
          language: "en-US",
          version: 0,
          fields: { name: "x".repeat(51) },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await editor.post("/api/faq/saveTranslation", {
          ...englishQuestion(id),
          fields: { question: "Q", answer: "" },
        })
      ).status,
    ).toBe(400);
    expect((await member.post("/api/faq/saveTranslation", englishQuestion(id))).status).toBe(403);
    expect((await member.get("/api/faq/translations", { query: { id } })).status).toBe(403);
    expect(
      (await member.post("/api/faqType/deleteTranslation", { id: typeId, language: "en-US" }))
        .status,
    ).toBe(403);
  });

  it("sanitizes an answer and deletes the versions with their question and type", async () => {
    const { typeId, id } = await addTypeAndQuestion();
    await editor.post("/api/faq/saveTranslation", {
      ...englishQuestion(id),
      fields: { question: "Safe", answer: '<p>Yes<img src="x" onerror="alert(1)"></p>' },
    });
    const one = dataOf(await reader("en-US").get("/api/faq/queryFaq", { query: { id } }), "one");
    expect(one.answer).not.toContain("onerror");
    await editor.post("/api/faqType/saveTranslation", {
      id: typeId,
      language: "en-US",
      version: 0,
      fields: { name: "Gone soon" },
    });
    expect((await editor.post("/api/faq/delete", { id })).status).toBe(200);
    expect((await editor.post("/api/faqType/deleteFaqType", { id: typeId })).status).toBe(200);
    const left = await testApp.db
      .select({ kind: contentTranslations.kind })
      .from(contentTranslations)
      .where(
        or(
          and(eq(contentTranslations.kind, "faq"), eq(contentTranslations.recordId, id)),
          and(eq(contentTranslations.kind, "faqType"), eq(contentTranslations.recordId, typeId)),
        ),
      );
    expect(left).toEqual([]);
    expect((await editor.get("/api/faq/translations", { query: { id } })).status).toBe(404);
  });
});
