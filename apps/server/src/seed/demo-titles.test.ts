import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildUser } from "../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { demoTitleHolderPhone, demoTitles, seedDemoTitles } from "./demo-titles.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("the demo honorary titles", () => {
  it("are seeded once, in English too, and a demo member holds the first", async () => {
    const holder = await buildUser(testApp, { phone: demoTitleHolderPhone });
    expect(await seedDemoTitles({ db: testApp.db })).toBe(true);
    expect(await seedDemoTitles({ db: testApp.db })).toBe(false);
    const profile = (language: string) =>
      api(testApp).language(language).get(`/api/user/userInfoById?id=${holder.id}`);
    expect(dataOf(await profile("en-US"), "in English").title).toEqual({
      kind: "honorary",
      name: "Community star",
    });
    expect(dataOf(await profile("zh-CN"), "in Chinese").title.name).toBe("社区之星");
    expect(demoTitles.map((title) => title.english)).toContain("Firmware expert");
  });
});
