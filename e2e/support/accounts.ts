import { randomInt } from "node:crypto";
import type { BrowserContext, Page, Response } from "playwright-core";
import { expect } from "vitest";
import { clientStorageKeys } from "../../packages/shared/src/constants.ts";
import { clickWhenSettled, latestSmsCode, serverUnderTest } from "./browser.ts";
import { responseTo, waitForRoute } from "./pages.ts";
import { buttonName, type Language, texts } from "./texts.ts";

/** A mainland mobile number nobody else in this run uses: 1, then 3-9, then 9 random digits. */
export function randomPhone(): string {
  return `1${randomInt(3, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

/** Six random letters and digits: names made with it are unique to this run. */
export function uniqueSuffix(): string {
  return randomInt(0, 36 ** 6).toString(36);
}

/** A nickname unique to this run (2 to 20 characters, not all digits, no "@"). */
export function uniqueNickname(prefix = "e2e"): string {
  return `${prefix}_${uniqueSuffix()}`;
}

/** Passwords that pass every rule (length, two classes, no weak string, no phone). */
export const passwords = {
  first: "Kite#Violet-27",
  second: "Lark#Amber-58",
} as const;

type Envelope<T> = { code: number; data: T; msg: string };

/** Calls the API directly (no browser), failing loudly on anything but `code: 200`. */
export async function callApi<T>(
  path: string,
  options: { body?: unknown; token?: string; language?: Language } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": options.language ?? "zh-CN",
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${serverUnderTest().baseUrl}${path}`, {
    method: options.body === undefined ? "GET" : "POST",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || envelope.code !== 200) {
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(envelope)}`);
  }
  return envelope.data;
}

export type TestUser = {
  id: number;
  phone: string;
  password: string;
  nickname: string;
  /** The session the registration opened. */
  token: string;
};

type LoginResult = { token: string; user: { id: number } };

/** Registers a new user through the API, with the SMS code from the server's outbox. */
export async function createUser(
  options: { nickname?: string; password?: string } = {},
): Promise<TestUser> {
  const phone = randomPhone();
  const password = options.password ?? passwords.first;
  const nickname = options.nickname ?? uniqueNickname();
  const before = new Date(Date.now() - 1000);
  await callApi("/api/validate/sendCodeRegister", { body: { phone } });
  const code = await latestSmsCode(phone, { purpose: "register", after: before });
  const result = await callApi<LoginResult>("/api/user/register", {
    body: { phone, code, password, nickname },
  });
  return { id: result.user.id, phone, password, nickname, token: result.token };
}

/** Uploads a PNG as the user's avatar through the API; answers the stored image's URL. */
export async function uploadAvatar(token: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "avatar.png");
  const response = await fetch(`${serverUnderTest().baseUrl}/api/common/uploadAvatar`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await response.json()) as Envelope<{ url: string }>;
  if (envelope.code !== 200) throw new Error(`avatar upload: ${JSON.stringify(envelope)}`);
  return envelope.data.url;
}

/** A session of the administrator for API calls (the management sign-in, `gylad`). */
export async function administratorToken(): Promise<string> {
  const { admin } = serverUnderTest();
  const result = await callApi<LoginResult>("/api/user/gylad", {
    body: { account: admin.phone, password: admin.password },
  });
  return result.token;
}

/** Gives a browser the session `token`, as the app itself stores it after a sign-in. */
export async function useSession(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([
    { name: clientStorageKeys.tokenCookie, value: token, url: serverUnderTest().baseUrl },
  ]);
}

/**
 * Fills and sends the sign-in form of the open page (#/login, or #/server/login with the
 * management account label and path); answers the server's response.
 */
export function submitSignInForm(
  page: Page,
  input: { account: string; password: string; language?: Language; management?: boolean },
): Promise<Response> {
  const words = texts[input.language ?? "zh-CN"];
  const form = page.getByRole("main");
  return responseTo(page, input.management ? "/api/user/gylad" : "/api/user/logincom", async () => {
    const accountLabel = input.management
      ? words.management.loginAccount
      : words.account.login.account;
    await form.getByLabel(accountLabel, { exact: true }).fill(input.account);
    await form.getByLabel(words.account.login.password, { exact: true }).fill(input.password);
    await clickWhenSettled(
      form.getByRole("button", { name: buttonName(words.account.login.submit) }),
    );
  });
}

/** Signs the administrator in on the open #/server/login page; the server must accept. */
export async function signInAsAdministrator(page: Page, language: Language = "zh-CN") {
  const { admin } = serverUnderTest();
  const answer = await submitSignInForm(page, {
    account: admin.phone,
    password: admin.password,
    management: true,
    language,
  });
  expect(answer.status()).toBe(200);
}

/** The management pages, by their path under /server (e.g. "productServer"). */
export type ManagementPagePath =
  | "productServer"
  | "subProduct"
  | "devTerminal"
  | "documentationCenter";

/**
 * Signs the administrator in on #/server/login and lands on the management page `path`,
 * waiting for its title.
 */
export async function openManagementPage(
  page: Page,
  path: ManagementPagePath,
  language: Language = "zh-CN",
): Promise<void> {
  await page.goto(`/#/server/login?redirect=${encodeURIComponent(`/server/${path}`)}`);
  await signInAsAdministrator(page, language);
  await waitForRoute(page, `/server/${path}`);
  await page
    .getByRole("main")
    .getByRole("heading", { name: texts[language].routes[path], level: 1 })
    .waitFor();
}

/**
 * Fills and sends the form of the open #/editpwd page (current password, new password twice);
 * answers the server's response.
 */
export function submitPasswordChange(
  page: Page,
  input: { oldPassword: string; newPassword: string },
): Promise<Response> {
  const words = texts["zh-CN"].account.editPassword;
  const form = page.getByRole("main");
  return responseTo(page, "/api/user/modifyPassword", async () => {
    await form.getByLabel(words.oldPassword, { exact: true }).fill(input.oldPassword);
    await form.getByLabel(words.newPassword, { exact: true }).fill(input.newPassword);
    await form.getByLabel(words.confirmPassword, { exact: true }).fill(input.newPassword);
    await form.getByRole("button", { name: buttonName(words.submit) }).click();
  });
}

/** The public header's user menu button, which shows the signed-in user's name. */
export function userMenu(page: Page, language: Language = "zh-CN") {
  return page.getByRole("banner").getByRole("button", { name: texts[language].common.userMenu });
}

export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await userMenu(page).getByText(name, { exact: true }).waitFor();
}

export async function expectSignedOut(page: Page, language: Language = "zh-CN"): Promise<void> {
  const signIn = texts[language].common.signIn;
  await page
    .getByRole("banner")
    .getByRole("link", { name: buttonName(signIn) })
    .waitFor();
  expect(await userMenu(page, language).count()).toBe(0);
}
