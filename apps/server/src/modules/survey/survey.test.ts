import { permissions } from "@portal/shared";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let anonymous: ApiClient;
let staff: ApiClient;
let member: ApiClient;
let memberAccount: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp();
  anonymous = api(testApp).language("en-US");
  staff = anonymous.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  memberAccount = await signedIn(testApp);
  member = anonymous.as(memberAccount);
});
afterAll(async () => {
  await testApp.close();
});

const hour = 60 * 60 * 1000;
let keySequence = 0;
/** A fresh client key (idempotency or visitor) of the shape the schema wants. */
const freshKey = (prefix = "key") => `${prefix}-${process.pid}-${++keySequence}-abcdefghijkl`;

const questions = [
  { type: "single", title: "Which module?", options: [{ label: "M5311" }, { label: "ML302" }] },
  {
    type: "multiple",
    title: "Which networks?",
    options: [{ label: "NB-IoT" }, { label: "4G" }, { label: "=SUM(1)" }],
  },
  { type: "rating", title: "How happy?", ratingMax: 5 },
  { type: "text", title: "Anything else?", required: false },
];

type Survey = {
  id: number;
  version: number;
  questions: { id: number; type: string; options: { id: number; label: string }[] }[];
};

/** A survey added by staff, published and open unless told otherwise; answers it as listed. */
async function addSurvey(
  overrides: Record<string, unknown> = {},
  { publish = true }: { publish?: boolean } = {},
): Promise<Survey> {
  const now = testApp.now().getTime();
  const title = `Survey ${freshKey()}`;
  const body = {
    title,
    description: "Tell us about your modules",
    opensAt: new Date(now - hour).toISOString(),
    closesAt: new Date(now + 24 * hour).toISOString(),
    questions,
    ...overrides,
  };
  const { id } = dataOf(await staff.post("/api/survey/add", body), "adding a survey");
  if (publish) {
    dataOf(await staff.post("/api/survey/publish", { id, version: 1 }), "publishing");
  }
  return listed(id);
}

async function listed(id: number): Promise<Survey> {
  const page = dataOf(await staff.get("/api/survey/manageList?pageSize=100"), "listing surveys");
  const found = page.list.find((survey: { id: number }) => survey.id === id);
  if (!found) throw new Error(`survey ${id} is not listed`);
  return found;
}

/** Answers every question of `survey`: the first option(s), a rating of 4, a text. */
function fullAnswers(survey: Survey, text = "Works well") {
  const [single, multiple, rating, free] = survey.questions;
  return [
    { questionId: single?.id, optionIds: [single?.options[0]?.id] },
    { questionId: multiple?.id, optionIds: multiple?.options.map((option) => option.id) },
    { questionId: rating?.id, rating: 4 },
    { questionId: free?.id, text },
  ];
}

function submit(client: ApiClient, survey: Survey, extra: Record<string, unknown> = {}) {
  return client.post("/api/survey/save", {
    surveyId: survey.id,
    answers: fullAnswers(survey),
    idempotencyKey: freshKey("submit"),
    ...extra,
  });
}

describe("answering once", () => {
  it("shows the open survey and whether the caller answered it", async () => {
    const survey = await addSurvey({ opensAt: testApp.now().toISOString() });
    const visitorKey = freshKey("visitor");
    const before = dataOf(
      await anonymous.get(`/api/survey/current?visitorKey=${visitorKey}`),
      "reading the current survey",
    );
    expect(before).toMatchObject({ id: survey.id, answered: false });
    expect(before.questions.map((question: { type: string }) => question.type)).toEqual([
      "single",
      "multiple",
      "rating",
      "text",
    ]);
    expect((await submit(anonymous, survey, { visitorKey })).status).toBe(200);
    const after = dataOf(
      await anonymous.get(`/api/survey/current?visitorKey=${visitorKey}`),
      "reading it again",
    );
    expect(after.answered).toBe(true);
    expect((await anonymous.get("/api/survey/current?visitorKey=bad key")).status).toBe(400);
  });

  it("counts two racing submissions of one member with different keys once: one 200, one 409", async () => {
    const survey = await addSurvey();
    const racer = anonymous.as(await signedIn(testApp));
    const answers = await Promise.all([submit(racer, survey), submit(racer, survey)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.msg).toBe(
      "You have already answered this questionnaire",
    );
    const results = dataOf(await staff.get(`/api/survey/results?surveyId=${survey.id}`), "results");
    expect(results.responses).toBe(1);
  });

  it("answers a retried submission (same key) with the first result and counts it once", async () => {
    const survey = await addSurvey();
    const visitorKey = freshKey("visitor");
    const idempotencyKey = freshKey("retry");
    const first = await submit(anonymous, survey, { visitorKey, idempotencyKey });
    expect(first.status).toBe(200);
    const [again, racing] = await Promise.all([
      submit(anonymous, survey, { visitorKey, idempotencyKey }),
      submit(anonymous, survey, { visitorKey, idempotencyKey }),
    ]);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(racing.data).toEqual(first.data);
    const other = await submit(anonymous, survey, { visitorKey });
    expect(other.status).toBe(409);
    const results = dataOf(await staff.get(`/api/survey/results?surveyId=${survey.id}`), "results");
    expect(results.responses).toBe(1);
    expect(results.questions[0].options.map((option: { count: number }) => option.count)).toEqual([
      1, 0,
    ]);
  });

  it("counts two first submissions racing under one key once", async () => {
    const survey = await addSurvey();
    const visitorKey = freshKey("visitor");
    const idempotencyKey = freshKey("race");
    const answers = await Promise.all([
      submit(anonymous, survey, { visitorKey, idempotencyKey }),
      submit(anonymous, survey, { visitorKey, idempotencyKey }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.data).toEqual(answers[1]?.data);
    const results = dataOf(await staff.get(`/api/survey/results?surveyId=${survey.id}`), "results");
    expect(results.responses).toBe(1);
  });

  it("refuses another respondent's idempotency key with 409", async () => {
    const survey = await addSurvey();
    const idempotencyKey = freshKey("shared");
    expect((await submit(member, survey, { idempotencyKey })).status).toBe(200);
    const stolen = await submit(anonymous, survey, { idempotencyKey, visitorKey: freshKey("v") });
    expect(stolen.status).toBe(409);
  });

  it("refuses a visitor without a key, a draft (404), and a survey outside its dates (409)", async () => {
    const open = await addSurvey();
    const noKey = await submit(anonymous, open);
    expect(noKey.status).toBe(400);
    expect(noKey.msg).toBe("Sign in, or let the browser keep a visitor key, to answer");
    const draft = await addSurvey({}, { publish: false });
    expect((await submit(member, draft)).status).toBe(404);
    const now = testApp.now().getTime();
    const later = await addSurvey({
      opensAt: new Date(now + hour).toISOString(),
      closesAt: new Date(now + 2 * hour).toISOString(),
    });
    const early = await submit(member, later);
    expect(early.status).toBe(409);
    expect(early.msg).toBe("The questionnaire is not open for answers now");
    const closed = await addSurvey({
      opensAt: new Date(now - 2 * hour).toISOString(),
      closesAt: new Date(now - hour).toISOString(),
    });
    expect((await submit(member, closed)).status).toBe(409);
    expect(
      (
        await anonymous.post("/api/survey/save", {
          surveyId: 2147483647,
          answers: [],
          idempotencyKey: freshKey(),
          visitorKey: freshKey(),
        })
      ).status,
    ).toBe(404);
  });

  it("checks answers against the questions, naming the question", async () => {
    const survey = await addSurvey();
    const [single, multiple, rating, free] = survey.questions;
    const send = (answers: unknown[]) =>
      anonymous.post("/api/survey/save", {
        surveyId: survey.id,
        answers,
        idempotencyKey: freshKey(),
        visitorKey: freshKey("v"),
      });
    const base = fullAnswers(survey);
    const replace = (index: number, answer: object) =>
      base.map((one, at) => (at === index ? answer : one));

    const missing = await send(base.slice(1));
    expect(missing.status).toBe(400);
    expect(missing.msg).toBe("Please answer this question");
    expect(missing.data).toEqual([
      { field: `answers.${single?.id}`, message: "Please answer this question" },
    ]);
    const two = await send(
      replace(0, { questionId: single?.id, optionIds: single?.options.map((o) => o.id) }),
    );
    expect(two.msg).toBe("Choose exactly one option");
    const foreign = await send(
      replace(0, { questionId: single?.id, optionIds: [multiple?.options[0]?.id] }),
    );
    expect(foreign.msg).toBe("The option chosen does not belong to this question");
    const tooHigh = await send(replace(2, { questionId: rating?.id, rating: 6 }));
    expect(tooHigh.msg).toBe("The rating must be from 1 to 5");
    const shape = await send(replace(3, { questionId: free?.id, rating: 2 }));
    expect(shape.msg).toBe("The answer does not fit the question's type");
    const twice = await send([...base, base[0]]);
    expect(twice.msg).toBe("Each question is answered once");
    const unknown = await send([...base, { questionId: 2147483647, text: "x" }]);
    expect(unknown.msg).toBe("No such question");
    for (const bad of [
      { surveyId: "x", answers: [], idempotencyKey: freshKey() },
      { surveyId: survey.id, answers: base, idempotencyKey: "short" },
      {
        surveyId: survey.id,
        answers: replace(2, { questionId: rating?.id, rating: 0 }),
        idempotencyKey: freshKey(),
        visitorKey: freshKey(),
      },
      {
        surveyId: survey.id,
        answers: replace(3, { questionId: free?.id, text: "x".repeat(2001) }),
        idempotencyKey: freshKey(),
        visitorKey: freshKey(),
      },
    ]) {
      expect((await anonymous.post("/api/survey/save", bad)).status).toBe(400);
    }
    const optionalLeftOut = await send(base.slice(0, 3));
    expect(optionalLeftOut.status).toBe(200);
  });
});

describe("staff", () => {
  it("keeps the management paths to staff: 401 anonymous, 403 member", async () => {
    const survey = await addSurvey();
    const paths = [
      ["GET", "/api/survey/manageList"],
      ["GET", `/api/survey/results?surveyId=${survey.id}`],
      ["GET", `/api/survey/textAnswers?questionId=${survey.questions[3]?.id}`],
      ["GET", `/api/survey/exportExcel?surveyId=${survey.id}`],
      ["POST", "/api/survey/add"],
      ["POST", "/api/survey/update"],
      ["POST", "/api/survey/publish"],
      ["POST", "/api/survey/unpublish"],
      ["POST", "/api/survey/delete"],
    ] as const;
    for (const [method, path] of paths) {
      expect((await anonymous.send(method, path, method === "POST" ? {} : undefined)).status).toBe(
        401,
      );
      expect((await member.send(method, path, method === "POST" ? {} : undefined)).status).toBe(
        403,
      );
    }
  });

  it("refuses bad surveys with 400 naming the field", async () => {
    const now = testApp.now().getTime();
    const base = {
      title: "Bad",
      opensAt: new Date(now).toISOString(),
      closesAt: new Date(now + hour).toISOString(),
      questions,
    };
    const backwards = await staff.post("/api/survey/add", {
      ...base,
      closesAt: new Date(now - hour).toISOString(),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.data).toEqual([
      { field: "closesAt", message: "The closing time must come after the opening time" },
    ]);
    const oneOption = await staff.post("/api/survey/add", {
      ...base,
      questions: [{ type: "single", title: "Q", options: [{ label: "only" }] }],
    });
    expect(oneOption.data[0].field).toBe("questions.0.options");
    const noScale = await staff.post("/api/survey/add", {
      ...base,
      questions: [{ type: "rating", title: "Q" }],
    });
    expect(noScale.msg).toBe("Set the rating's top score (3 to 10)");
    const optionsOnText = await staff.post("/api/survey/add", {
      ...base,
      questions: [{ type: "text", title: "Q", options: [{ label: "a" }] }],
    });
    expect(optionsOnText.msg).toBe("Only choice questions have options");
    expect((await staff.post("/api/survey/add", { ...base, questions: [] })).status).toBe(400);
    expect((await staff.post("/api/survey/add", { ...base, opensAt: "tomorrow" })).status).toBe(
      400,
    );
    expect((await staff.post("/api/survey/add", { ...base, title: " " })).status).toBe(400);
  });

  it("edits questions until the first answer, then only the words and dates (409 for questions)", async () => {
    const survey = await addSurvey({}, { publish: false });
    const now = testApp.now().getTime();
    const edit = {
      id: survey.id,
      title: "Edited",
      opensAt: new Date(now - hour).toISOString(),
      closesAt: new Date(now + hour).toISOString(),
      questions: [...questions].reverse(),
    };
    expect((await staff.post("/api/survey/update", { ...edit, version: 1 })).status).toBe(200);
    const stale = await staff.post("/api/survey/update", { ...edit, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.data).toEqual({ currentVersion: 2 });
    const edited = await listed(survey.id);
    expect(edited.questions.map((question) => question.type)).toEqual([
      "text",
      "rating",
      "multiple",
      "single",
    ]);
    dataOf(await staff.post("/api/survey/publish", { id: survey.id, version: 2 }), "publishing");
    const [free, rating, multiple, single] = edited.questions;
    dataOf(
      await member.post("/api/survey/save", {
        surveyId: survey.id,
        idempotencyKey: freshKey(),
        answers: [
          { questionId: single?.id, optionIds: [single?.options[1]?.id] },
          { questionId: multiple?.id, optionIds: [multiple?.options[0]?.id] },
          { questionId: rating?.id, rating: 5 },
          { questionId: free?.id, text: "ok" },
        ],
      }),
      "answering",
    );
    const changed = await staff.post("/api/survey/update", { ...edit, version: 3, questions });
    expect(changed.status).toBe(409);
    expect(changed.msg).toMatch(/^The questionnaire has answers/);
    const wordsOnly = await staff.post("/api/survey/update", {
      ...edit,
      version: 3,
      title: "Renamed",
    });
    expect(wordsOnly.status).toBe(200);
    expect((await listed(survey.id)).questions.map((question) => question.id)).toEqual(
      edited.questions.map((question) => question.id),
    );
  });

  it("publishes and unpublishes only from the other state, deletes only drafts", async () => {
    const survey = await addSurvey({}, { publish: false });
    expect((await staff.post("/api/survey/unpublish", { id: survey.id, version: 1 })).status).toBe(
      409,
    );
    const publishing = await Promise.all([
      staff.post("/api/survey/publish", { id: survey.id, version: 1 }),
      staff.post("/api/survey/publish", { id: survey.id, version: 1 }),
    ]);
    expect(publishing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = await staff.post("/api/survey/delete", { id: survey.id, version: 2 });
    expect(refused.status).toBe(409);
    expect(refused.msg).toBe("Unpublish the questionnaire before deleting it");
    dataOf(
      await staff.post("/api/survey/unpublish", { id: survey.id, version: 2 }),
      "unpublishing",
    );
    expect((await staff.post("/api/survey/delete", { id: survey.id, version: 2 })).status).toBe(
      409,
    );
    expect((await staff.post("/api/survey/delete", { id: survey.id, version: 3 })).status).toBe(
      200,
    );
    expect((await staff.post("/api/survey/delete", { id: survey.id, version: 3 })).status).toBe(
      404,
    );
    expect((await staff.get(`/api/survey/results?surveyId=${survey.id}`)).status).toBe(404);
  });

  it("counts the results per question and pages the latest text answers", async () => {
    const survey = await addSurvey();
    for (const [index, text] of ["first", "second", "third"].entries()) {
      const [single, multiple, rating, free] = survey.questions;
      dataOf(
        await anonymous.post("/api/survey/save", {
          surveyId: survey.id,
          idempotencyKey: freshKey(),
          visitorKey: freshKey("v"),
          answers: [
            { questionId: single?.id, optionIds: [single?.options[index % 2]?.id] },
            { questionId: multiple?.id, optionIds: [multiple?.options[0]?.id] },
            { questionId: rating?.id, rating: index + 3 },
            { questionId: free?.id, text },
          ],
        }),
        "answering",
      );
    }
    const results = dataOf(await staff.get(`/api/survey/results?surveyId=${survey.id}`), "results");
    expect(results.responses).toBe(3);
    const [single, multiple, rating, free] = results.questions;
    expect(single.options.map((option: { count: number }) => option.count)).toEqual([2, 1]);
    expect(multiple.options.map((option: { count: number }) => option.count)).toEqual([3, 0, 0]);
    expect(rating.ratings.map((entry: { count: number }) => entry.count)).toEqual([0, 0, 1, 1, 1]);
    expect(rating.ratingAverage).toBe(4);
    expect(free.answered).toBe(3);
    const texts = dataOf(
      await staff.get(`/api/survey/textAnswers?questionId=${free.id}&pageSize=2`),
      "text answers",
    );
    expect(texts.total).toBe(3);
    expect(texts.list.map((answer: { text: string }) => answer.text)).toEqual(["third", "second"]);
  });

  it("exports one row per response and one column per question, formulas made inert", async () => {
    const survey = await addSurvey();
    dataOf(await submit(member, survey), "member answering");
    dataOf(
      await submit(anonymous, survey, {
        visitorKey: freshKey("v"),
        answers: fullAnswers(survey, "=HYPERLINK(1)"),
      }),
      "visitor answering",
    );
    const answer = await staff.get(`/api/survey/exportExcel?surveyId=${survey.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = sheet?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual([
      "Response",
      "Submitted at",
      "Respondent",
      "1. Which module?",
      "2. Which networks?",
      "3. How happy?",
      "4. Anything else?",
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(3)).toEqual([
      `Member ${memberAccount.user.id}`,
      "M5311",
      "NB-IoT; 4G; =SUM(1)",
      4,
      "Works well",
    ]);
    expect(rows[2]?.slice(3)).toEqual([
      "Visitor",
      "M5311",
      "NB-IoT; 4G; =SUM(1)",
      4,
      "'=HYPERLINK(1)",
    ]);
    expect((await staff.get("/api/survey/exportExcel?surveyId=2147483647")).status).toBe(404);
    expect((await staff.get("/api/survey/exportExcel?surveyId=x")).status).toBe(400);
  });
});
