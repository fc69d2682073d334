import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test-support/accounts.ts";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildProduct } from "../test-support/factories/product.ts";
import { buildUser } from "../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { seedDemoSubscriptions } from "./demo-subscription.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("the demo subscription", () => {
  it("subscribes the first demo member to the M5311 and datasheets, once", async () => {
    const ctx = { db: testApp.db, config: testApp.config };
    expect(await seedDemoSubscriptions(ctx)).toBe(false);
    const wang = await buildUser(testApp, { phone: "13900000001" });
    const m5311 = await buildProduct(testApp, { model: "M5311" });
    expect(await seedDemoSubscriptions(ctx)).toBe(true);
    expect(await seedDemoSubscriptions(ctx)).toBe(false);

    const token = await signIn(testApp, wang.phone, wang.password);
    const mine = dataOf(await api(testApp).as(token).get("/api/subscription/mine"), "mine");
    expect(mine).toMatchObject({
      products: [{ id: m5311.id, model: "M5311" }],
      documentTypes: ["datasheet"],
      email: false,
    });
  });
});
