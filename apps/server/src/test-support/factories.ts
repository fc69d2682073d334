import type { RoleKey } from "@portal/shared";
import { createUser } from "../modules/user/use-cases/create-user.ts";
import type { TestApp } from "./test-app.ts";

export const defaultTestPassword = "Module#2026x";

let sequence = 0;

/** A distinct valid mainland mobile number per call. */
export function nextPhone() {
  sequence += 1;
  return `137${String(process.pid % 1000).padStart(3, "0")}${String(sequence).padStart(5, "0")}`;
}

/** A user created straight in the database, with the roles asked for. */
export async function createTestUser(
  testApp: TestApp,
  options: { roleKeys?: RoleKey[]; nickname?: string; password?: string; email?: string } = {},
) {
  const phone = nextPhone();
  const password = options.password ?? defaultTestPassword;
  const user = await createUser({
    db: testApp.db,
    phone,
    password,
    nickname: options.nickname ?? `u${phone.slice(-6)}`,
    email: options.email ?? null,
    roleKeys: options.roleKeys ?? ["user"],
  });
  return { user, phone, password };
}

/** Signs the user in through the API and answers their bearer token. */
export async function signInAs(testApp: TestApp, account: string, password = defaultTestPassword) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/user/logincom",
    payload: { account, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().data.token as string;
}

/** A signed-in user with the roles asked for: their row, phone and token. */
export async function createSignedInUser(
  testApp: TestApp,
  options: Parameters<typeof createTestUser>[1] = {},
) {
  const created = await createTestUser(testApp, options);
  return { ...created, token: await signInAs(testApp, created.phone, created.password) };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Asks the API to text a code and answers the code the SMS provider received. */
export async function requestCode(
  testApp: TestApp,
  phone: string,
  path: "sendCodeRegister" | "sendCodeReset" = "sendCodeRegister",
) {
  const response = await testApp.app.inject({
    method: "POST",
    url: `/api/validate/${path}`,
    payload: { phone },
  });
  if (response.statusCode !== 200) throw new Error(`sending a code failed: ${response.body}`);
  return testApp.sms.lastCode(phone);
}
