import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let client: ApiClient;
beforeAll(async () => {
  testApp = await buildTestApp();
  client = api(testApp);
});
afterAll(async () => {
  await testApp.close();
});

/** Every path of this issue that needs a signed-in user. */
const signedInPaths = [
  ["GET", "/api/user/getUserId"],
  ["POST", "/api/user/logout"],
  ["POST", "/api/user/userUpdateInfo"],
  ["POST", "/api/user/modifyPassword"],
  ["GET", "/api/user/userAddtionInfo"],
  ["POST", "/api/common/uploadAvatar"],
  ["POST", "/api/validate/sendCodeSafety"],
  ["POST", "/api/validate/safetyCodeValidate"],
  ["GET", "/api/safety/checkSafetyPermission"],
] as const;

/** Every management path of this issue and the body of a valid call. */
const managementCalls = [
  ["/api/user/authenticateEngineer", { userId: 1 }],
  ["/api/user/cancelAuthenticate", { userId: 1 }],
  ["/api/common/addDict", { type: "area", id: 8999, name: "测试" }],
] as const;

describe("permissions are checked on the server", () => {
  it.each(signedInPaths)("refuses %s %s without a token with 401", async (method, url) => {
    const response = await client.send(method, url, {});
    expect(response.status).toBe(401);
    expect(response.code).toBe(401);
  });

  it.each(signedInPaths)("refuses %s %s with an unknown token with 401", async (method, url) => {
    const response = await client.as("not-a-real-token").send(method, url, {});
    expect(response.status).toBe(401);
  });

  it.each(managementCalls)("refuses %s to an ordinary user with 403", async (url, payload) => {
    const { token } = await signedIn(testApp);
    const response = await client.as(token).post(url, payload);
    expect(response.status).toBe(403);
  });

  it.each(managementCalls)("refuses %s without a token with 401", async (url, payload) => {
    const response = await client.post(url, payload);
    expect(response.status).toBe(401);
  });
});
