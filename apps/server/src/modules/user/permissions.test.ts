import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../test-support/factories.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
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
    const response = await testApp.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(401);
  });

  it.each(signedInPaths)("refuses %s %s with an unknown token with 401", async (method, url) => {
    const response = await testApp.app.inject({
      method,
      url,
      payload: {},
      headers: bearer("not-a-real-token"),
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(managementCalls)("refuses %s to an ordinary user with 403", async (url, payload) => {
    const { token } = await createSignedInUser(testApp);
    const response = await testApp.app.inject({
      method: "POST",
      url,
      payload,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });

  it.each(managementCalls)("refuses %s without a token with 401", async (url, payload) => {
    const response = await testApp.app.inject({ method: "POST", url, payload });
    expect(response.statusCode).toBe(401);
  });
});
