import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test-support/accounts.ts";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildUser } from "../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { seedDemoCustomization } from "./demo-customization.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  await buildUser(testApp, { phone: testApp.config.admin.phone, roles: ["administrator"] });
});
afterAll(async () => {
  await testApp.close();
});

describe("the demo customization request", () => {
  it("waits for its demo member, then is seeded once with a staff reply its applicant reads", async () => {
    const ctx = { db: testApp.db, config: testApp.config };
    expect(await seedDemoCustomization(ctx)).toBe(false);
    const member = await buildUser(testApp, { phone: "13900000003" });
    expect(await seedDemoCustomization(ctx)).toBe(true);
    expect(await seedDemoCustomization(ctx)).toBe(false);

    const token = await signIn(testApp, member.phone, member.password);
    const client = api(testApp).as(token);
    const mine = dataOf(await client.get("/api/service/customized/findMine"), "own requests");
    expect(mine.total).toBe(1);
    const request = dataOf(
      await client.get("/api/service/customized/getCustomizedInfo", {
        query: { id: mine.list[0].id },
      }),
      "the request",
    );
    expect(request).toMatchObject({ moduleModel: "ML302", state: "assigned" });
    expect(request.replies).toHaveLength(1);
    expect(request.replies[0].fromStaff).toBe(true);
  });
});
