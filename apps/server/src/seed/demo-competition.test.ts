import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userMessages } from "../modules/message/schema.ts";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildUser } from "../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { seedDemoCompetition } from "./demo-competition.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("the demo competition entries", () => {
  it("are seeded once into an empty table, one accepted and one submitted, with notices", async () => {
    const ctx = { db: testApp.db, config: testApp.config };
    expect(await seedDemoCompetition(ctx)).toBe(false);
    const admin = await buildUser(testApp, {
      phone: testApp.config.admin.phone,
      roles: ["administrator"],
    });
    const wang = await buildUser(testApp, { phone: "13900000001" });
    await buildUser(testApp, { phone: "13900000002" });
    expect(await seedDemoCompetition(ctx)).toBe(true);
    expect(await seedDemoCompetition(ctx)).toBe(false);

    const adminToken = dataOf(
      await api(testApp).post("/api/user/logincom", {
        account: admin.phone,
        password: admin.password,
      }),
      "signing in",
    ).token as string;
    const all = dataOf(
      await api(testApp).as(adminToken).get("/api/developerCompetition/list"),
      "the entries",
    );
    expect(all.list.map((row: { state: string }) => row.state).sort()).toEqual([
      "accepted",
      "submitted",
    ]);
    const notices = await testApp.db
      .select({ kind: userMessages.kind })
      .from(userMessages)
      .where(eq(userMessages.userId, wang.id));
    expect(notices.map((notice) => notice.kind).sort()).toEqual([
      "competition_accepted",
      "competition_submitted",
    ]);
  });
});
