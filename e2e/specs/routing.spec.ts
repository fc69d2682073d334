import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  callApi,
  createUser,
  expectSignedInAs,
  expectSignedOut,
  passwords,
  signInAsAdministrator,
  submitPasswordChange,
  submitSignInForm,
  uniqueNickname,
  useSession,
} from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { hashRoute, responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, texts } from "../support/texts.ts";

const t = texts["zh-CN"];

/** Opens the profile form of the signed-in user and waits until it shows their data. */
async function openProfileForm(page: Page, nickname: string) {
  await page.goto("/#/editperson");
  const field = page.getByRole("main").getByLabel(t.account.profile.nickname, { exact: true });
  await field.waitFor();
  await expect.poll(() => field.inputValue()).toBe(nickname);
  return field;
}

/** Saves the profile form with a new nickname; answers the server's response. */
function saveProfile(page: Page, nickname: string) {
  const main = page.getByRole("main");
  return responseTo(page, "/api/user/userUpdateInfo", async () => {
    await main.getByLabel(t.account.profile.nickname, { exact: true }).fill(nickname);
    await main.getByRole("button", { name: buttonName(t.common.save) }).click();
  });
}

describe("routing", () => {
  const browser = useBrowser();

  it("sends an unknown route (#/no-such-page) to #/home", async () => {
    const { page } = browser;
    await page.goto("/#/no-such-page");
    await waitForRoute(page, "/home");
    await page.getByRole("heading", { name: t.home.hero.title, level: 1 }).waitFor();
  });

  it("sends #/server/productServer without the management marker to #/server/login", async () => {
    const { page, context } = browser;
    await page.goto("/#/server/productServer");
    await waitForRoute(page, /^\/server\/login(\?|$)/);
    await page.getByRole("heading", { name: t.routes.serverLogin, level: 1 }).waitFor();
    expect(new URLSearchParams(hashRoute(page).split("?")[1]).get("redirect")).toBe(
      "/server/productServer",
    );

    // A signed-in ordinary user has no management marker either.
    const user = await createUser();
    await useSession(context, user.token);
    await page.goto("/#/server/productServer");
    await waitForRoute(page, /^\/server\/login(\?|$)/);
    await page.getByRole("heading", { name: t.routes.serverLogin, level: 1 }).waitFor();
  });

  it("signs the administrator in on #/server/login into the management layout with its menu", async () => {
    const { page } = browser;

    await page.goto("/#/server/productServer");
    await waitForRoute(page, /^\/server\/login\?/);
    await signInAsAdministrator(page);
    // Back to the page asked for.
    await waitForRoute(page, "/server/productServer");

    const menu = page.getByRole("menu", { name: t.management.menu });
    await menu.waitFor();
    for (const group of Object.values(t.management.groups)) {
      await menu.getByText(group, { exact: true }).waitFor();
    }
    await page.getByRole("heading", { name: t.routes.productServer, level: 1 }).waitFor();
    await page.getByRole("banner").getByText(t.management.title, { exact: true }).waitFor();

    // Another page of the menu opens inside the same layout.
    await menu.getByRole("link", { name: t.routes.homeStatistics, exact: true }).click();
    await waitForRoute(page, "/server/homeStatistics");
    await page.getByRole("heading", { name: t.routes.homeStatistics, level: 1 }).waitFor();
    await page.getByRole("banner").getByText(t.management.title, { exact: true }).waitFor();

    await page.goto("/#/server");
    await waitForRoute(page, "/server/productServer");
    await page.getByRole("heading", { name: t.routes.productServer, level: 1 }).waitFor();
  });

  it("sends #/im without a session to the staff sign-in, in the bare frame, no marker needed", async () => {
    const { page } = browser;
    await page.goto("/#/im");
    await waitForRoute(page, /^\/server\/login\?redirect=%2Fim$/);
    await signInAsAdministrator(page);
    await waitForRoute(page, "/im");
    await page.getByText(t.chat.console.chats, { exact: true }).waitFor();
    // The bare frame: no site navigation, no footer.
    expect(await page.getByRole("menu", { name: t.nav.main }).count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
  });

  it("shows a public page (#/questionnaire) inside the site's layout, titled with its route", async () => {
    const { page } = browser;
    await page.goto("/#/questionnaire");
    await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
    await page.getByRole("banner").getByRole("menu", { name: t.nav.main }).waitFor();
    await page.getByRole("contentinfo").getByText(t.footer.about).waitFor();
    await expect.poll(() => page.title()).toBe(`${t.routes.questionnaire} - ${t.common.siteName}`);
  });

  it("sends a browser with a garbage token to #/login?redirect=... and back after signing in", async () => {
    const { page, context } = browser;
    const user = await createUser();
    await useSession(context, "garbage-token-that-was-never-issued");

    await page.goto("/#/editperson");
    await waitForRoute(page, `/login?redirect=${encodeURIComponent("/editperson")}`);
    await expectSignedOut(page);

    const answer = await submitSignInForm(page, { account: user.phone, password: user.password });
    expect(answer.status()).toBe(200);
    await waitForRoute(page, "/editperson");
    await expectSignedInAs(page, user.nickname);
  });

  it("sends the user to #/login?redirect=... when the API answers 401 to a revoked session", async () => {
    const { page, context } = browser;
    const user = await createUser();
    await useSession(context, user.token);
    // The header's bell asks for the unread count once it loads; that request must be answered
    // before the session ends, or its 401 (not the save's) sends the page to the sign-in.
    const bellAsked = page.waitForResponse((response) =>
      response.url().endsWith("/api/message/unreadCount"),
    );
    await openProfileForm(page, user.nickname);
    await bellAsked;

    // The session ends elsewhere (signed out through the API).
    await callApi("/api/user/logout", { body: {}, token: user.token });
    const answer = await saveProfile(page, uniqueNickname("gone"));
    expect(answer.status()).toBe(401);

    await waitForRoute(page, `/login?redirect=${encodeURIComponent("/editperson")}`);
    await page.getByText("未授权，请重新登录").waitFor();
    await expectSignedOut(page);
  });

  it("lands on #/login?isLose=1 with the session-lost notice after the password changed elsewhere", async () => {
    const { page: first } = browser;
    const user = await createUser();
    const second = await (await browser.newContext()).newPage();

    for (const page of [first, second]) {
      await page.goto("/#/login");
      const answer = await submitSignInForm(page, { account: user.phone, password: user.password });
      expect(answer.status()).toBe(200);
      await expectSignedInAs(page, user.nickname);
    }
    await openProfileForm(second, user.nickname);

    await first.goto("/#/editpwd");
    const changed = await submitPasswordChange(first, {
      oldPassword: user.password,
      newPassword: passwords.second,
    });
    expect(changed.status()).toBe(200);

    const answer = await saveProfile(second, uniqueNickname("lost"));
    expect(answer.status()).toBe(511);
    await waitForRoute(second, "/login?isLose=1");
    await second
      .getByRole("main")
      .getByText(t.account.login.sessionLost, { exact: true })
      .waitFor();
    await expectSignedOut(second);

    // The browser where the password was changed stays signed in.
    await first.reload();
    await expectSignedInAs(first, user.nickname);
  });
});
