import { api, dataOf } from "./api-client.ts";
import { type BuiltUser, buildUser, type UserOverrides } from "./factories/user.ts";
import type { TestApp } from "./test-app.ts";

/** Signs an account (phone, e-mail or nickname) in through the API; answers the bearer token. */
export async function signIn(testApp: TestApp, account: string, password: string) {
  const answer = await api(testApp).post("/api/user/logincom", { account, password });
  return dataOf(answer, "signing in").token as string;
}

export type SignedIn = { user: BuiltUser; token: string };

/**
 * A new user signed in through the API: a member unless overridden, `{ roles: ["administrator"] }`
 * for an administrator, `{ permissions: [...] }` for staff holding exactly those.
 */
export async function signedIn(testApp: TestApp, overrides: UserOverrides = {}): Promise<SignedIn> {
  const user = await buildUser(testApp, overrides);
  return { user, token: await signIn(testApp, user.phone, user.password) };
}

let addressSequence = 0;

/**
 * Asks the API to text a code and answers the code the SMS provider received. Each request
 * comes from its own client address, so a file's many codes stay under the per-address limit.
 */
export async function requestCode(
  testApp: TestApp,
  phone: string,
  path: "sendCodeRegister" | "sendCodeReset" = "sendCodeRegister",
) {
  addressSequence += 1;
  const address = `10.200.${Math.floor(addressSequence / 250)}.${addressSequence % 250}`;
  const answer = await api(testApp).from(address).post(`/api/validate/${path}`, { phone });
  dataOf(answer, "sending a code");
  return testApp.sms.lastCode(phone);
}
