import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../test-support/factories.ts";
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
      instance.app.inject({
        method: "POST",
        url: "/api/user/logincom",
        payload: { account: "nobody-here", password: "Wrong#1x" },
        remoteAddress,
      });
    expect((await attempt(first)).statusCode).toBe(400);
    expect((await attempt(second)).statusCode).toBe(400);
    expect((await attempt(first)).statusCode).toBe(400);
    expect((await attempt(second)).statusCode).toBe(400);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
  });

  it("accepts a session made on one instance on the other", async () => {
    const { token } = await createSignedInUser(first);
    const response = await second.app.inject({
      url: "/api/user/getUserId",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });
});
