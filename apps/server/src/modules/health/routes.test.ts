import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { testDatabaseDriver } from "../../test-support/test-database.ts";

describe("platform", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("answers health with the database driver", async () => {
    const response = await api(testApp).get("/api/health");
    expect(response.status).toBe(200);
    expect(response.response.json()).toEqual({
      code: 200,
      data: { status: "ok", db: testDatabaseDriver },
      msg: "ok",
    });
    expect(response.headers["x-request-id"]).toBeTruthy();
  });

  it("sends security headers with a content security policy", async () => {
    const response = await api(testApp).get("/api/health");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("announces the rate limit only on a refused request", async () => {
    const response = await api(testApp).get("/api/product/dict");
    expect(response.status).toBe(200);
    expect(response.headers["x-ratelimit-remaining"]).toBeUndefined();
  });

  it("answers an unknown API path with a translated 404 envelope", async () => {
    const response = await api(testApp).language("en-US").get("/api/nope");
    expect(response.status).toBe(404);
    expect(response).toMatchObject({ code: 404, msg: "Not found" });
  });

  it("serves the OpenAPI document generated from the zod schemas", async () => {
    const response = await api(testApp).get("/api/docs/json");
    expect(response.status).toBe(200);
    const document = response.response.json();
    expect(document.paths["/api/user/logincom"].post).toBeDefined();
    expect(document.paths["/api/health"].get).toBeDefined();
  });
});

describe("database unreachable", () => {
  it("answers 503 with a clear message instead of crashing", async () => {
    const testApp = await buildTestApp();
    await testApp.closeDatabase();
    const response = await api(testApp).language("en-US").get("/api/health");
    expect(response.status).toBe(503);
    expect(response.msg).toContain("database cannot be reached");
    await testApp.close();
  });
});
