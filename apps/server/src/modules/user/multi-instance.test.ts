import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { api } from "../../test-support/api-client.ts";
import { requireService } from "../../test-support/requirements.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

const redisUrl = requireService("TEST_REDIS_URL", "the multi-instance tests on Redis");

/** Two app instances on one database and one Redis, as behind a load balancer. */
describe.skipIf(!redisUrl)("several instances behind a load balancer", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const environment = {
      REDIS_URL: redisUrl,
      LOGIN_ATTEMPTS_PER_MINUTE: "4",
    };
    first = await buildTestApp(environment);
    second = await buildTestApp(environment, { sharedDatabase: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("shares the login limit per client address between instances", async () => {
    const remoteAddress = `10.77.${process.pid % 250}.${Date.now() % 250}`;
    const attempt = (instance: TestApp) =>
      api(instance)
        .from(remoteAddress)
        .post("/api/user/logincom", { account: "nobody-here", password: "Wrong#1x" });
    expect((await attempt(first)).status).toBe(400);
    expect((await attempt(second)).status).toBe(400);
    expect((await attempt(first)).status).toBe(400);
    expect((await attempt(second)).status).toBe(400);
    expect((await attempt(first)).status).toBe(429);
    expect((await attempt(second)).status).toBe(429);
  });

  it("accepts a session made on one instance on the other", async () => {
    const { token } = await signedIn(first);
    const response = await api(second).as(token).get("/api/user/getUserId");
    expect(response.status).toBe(200);
  });
});
