import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userMessages } from "../modules/message/schema.ts";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildProduct } from "../test-support/factories/product.ts";
import { buildUser } from "../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { seedDemoSamples } from "./demo-samples.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("the demo sample applications", () => {
  it("are seeded once into an empty table, in each state, with the members' notices", async () => {
    const ctx = { db: testApp.db, config: testApp.config };
    expect(await seedDemoSamples(ctx)).toBe(false);
    const admin = await buildUser(testApp, {
      phone: testApp.config.admin.phone,
      roles: ["administrator"],
    });
    const wang = await buildUser(testApp, { phone: "13900000001" });
    await buildUser(testApp, { phone: "13900000002" });
    await buildUser(testApp, { phone: "13900000003" });
    for (const model of ["M5311-EVB", "ML302", "4G-EVB", "F03X"]) {
      await buildProduct(testApp, { model });
    }
    expect(await seedDemoSamples(ctx)).toBe(true);
    expect(await seedDemoSamples(ctx)).toBe(false);

    const adminToken = dataOf(
      await api(testApp).post("/api/user/logincom", {
        account: admin.phone,
        password: admin.password,
      }),
      "signing in",
    ).token as string;
    const all = dataOf(
      await api(testApp).as(adminToken).get("/api/application/queryAllApplications"),
      "all applications",
    );
    expect(all.list.map((row: { state: string }) => row.state).sort()).toEqual([
      "approved",
      "pending",
      "refused",
      "shipped",
    ]);

    const wangToken = dataOf(
      await api(testApp).post("/api/user/logincom", {
        account: wang.phone,
        password: wang.password,
      }),
      "signing in",
    ).token as string;
    const own = dataOf(
      await api(testApp).as(wangToken).get("/api/application/queryCurrentUserApplications"),
      "own applications",
    );
    expect(own.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productModel: "M5311-EVB",
          state: "shipped",
          trackingNumber: "SF1402938475610",
        }),
        expect.objectContaining({ productModel: "ML302", state: "approved" }),
      ]),
    );
    const notices = await testApp.db
      .select({ kind: userMessages.kind })
      .from(userMessages)
      .where(eq(userMessages.userId, wang.id));
    expect(notices.map((notice) => notice.kind).sort()).toEqual([
      "sample_approved",
      "sample_approved",
      "sample_shipped",
    ]);
  });
});
