import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../test-support/accounts.ts";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { seedDemoResources } from "./demo-resources.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("demo resources", () => {
  it("gives every member the marketing folders and their files, once", async () => {
    const ctx = { db: testApp.db, config: testApp.config };
    expect(await seedDemoResources(ctx)).toBe(true);
    expect(await seedDemoResources(ctx)).toBe(false);
    const member = api(testApp).as(await signedIn(testApp));
    const page = dataOf(await member.get("/api/resource/search-user-resource"), "searching");
    expect(page.list.map((item: { fileName: string }) => item.fileName).sort()).toEqual([
      "company-profile.pdf",
      "model-list.csv",
      "nb-iot-brochure.pdf",
    ]);
    const first = page.list[0] as { id: number; size: number };
    const file = await member.get("/api/resource/downloadResource", { query: { id: first.id } });
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBe(first.size);
  });
});
