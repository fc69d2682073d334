import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test-support/accounts.ts";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildUser, defaultTestPassword } from "../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { seedDemoSurvey } from "./demo-survey.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  await buildUser(testApp, { phone: testApp.config.admin.phone, roles: ["administrator"] });
  await buildUser(testApp, { phone: "13900000001" });
  await buildUser(testApp, { phone: "13900000002" });
});
afterAll(async () => {
  await testApp.close();
});

describe("the demo questionnaire", () => {
  it("is seeded once: open, five questions of all four kinds, answered by the demo members", async () => {
    const ctx = { db: testApp.db, config: testApp.config };
    expect(await seedDemoSurvey(ctx, testApp.now())).toBe(true);
    expect(await seedDemoSurvey(ctx, testApp.now())).toBe(false);
    const current = dataOf(await api(testApp).get("/api/survey/current"), "the open survey");
    expect(current.questions.map((question: { type: string }) => question.type)).toEqual([
      "single",
      "multiple",
      "rating",
      "rating",
      "text",
    ]);
    const admin = api(testApp).as(
      await signIn(testApp, testApp.config.admin.phone, defaultTestPassword),
    );
    const results = dataOf(
      await admin.get(`/api/survey/results?surveyId=${current.id}`),
      "the results",
    );
    expect(results.responses).toBe(2);
  });
});
