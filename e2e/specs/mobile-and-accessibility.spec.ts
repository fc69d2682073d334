/// <reference lib="dom" />
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  signInAsAdministrator,
  type TestUser,
  uploadAvatar,
  useSession,
} from "../support/accounts.ts";
import {
  clickWhenSettled,
  devices,
  expectNoSeriousViolations,
  narrowPhone,
  useBrowser,
} from "../support/browser.ts";
import { solidPng } from "../support/images.ts";
import { expectFitsNarrowPhone, waitForRoute } from "../support/pages.ts";
import { buttonName, type Language, languages, texts } from "../support/texts.ts";

const t = texts["zh-CN"];

function hasMobileMarker(page: Page) {
  return page.evaluate(() => document.body.classList.contains("is-mobile"));
}

/** Opens a page and waits until its content (not a skeleton) is shown. */
type Opener = (page: Page, context: BrowserContext) => Promise<void>;

/** A user with a nickname and an avatar, so the signed-in pages show both. */
let member: TestUser;

async function openAsMember(page: Page, context: BrowserContext, path: string) {
  await useSession(context, member.token);
  await page.goto(path);
  await page.getByRole("banner").getByRole("button", { name: t.common.openMenu }).waitFor();
}

const phonePages: { name: string; open: Opener }[] = [
  {
    name: "#/home",
    open: async (page) => {
      await page.goto("/#/home");
      await page.getByRole("heading", { name: t.home.hero.title, level: 1 }).waitFor();
    },
  },
  {
    name: "#/login",
    open: async (page) => {
      await page.goto("/#/login");
      await page.getByRole("heading", { name: t.account.login.title, level: 1 }).waitFor();
    },
  },
  {
    name: "#/register",
    open: async (page) => {
      await page.goto("/#/register");
      await page.getByRole("heading", { name: t.account.register.title, level: 1 }).waitFor();
    },
  },
  {
    name: "#/resetpwd",
    open: async (page) => {
      await page.goto("/#/resetpwd");
      await page.getByRole("heading", { name: t.account.resetPassword.title, level: 1 }).waitFor();
    },
  },
  {
    name: "#/editperson (signed in)",
    open: async (page, context) => {
      await openAsMember(page, context, "/#/editperson");
      const nickname = page
        .getByRole("main")
        .getByLabel(t.account.profile.nickname, { exact: true });
      await nickname.waitFor();
      await expect.poll(() => nickname.inputValue()).toBe(member.nickname);
      await page.getByRole("main").getByRole("img", { name: t.account.profile.avatar }).waitFor();
    },
  },
  {
    name: "#/editpwd (signed in)",
    open: async (page, context) => {
      await openAsMember(page, context, "/#/editpwd");
      await page.getByRole("heading", { name: t.account.editPassword.title, level: 1 }).waitFor();
      await page
        .getByRole("main")
        .getByLabel(t.account.editPassword.oldPassword, { exact: true })
        .waitFor();
    },
  },
  {
    name: "#/personinfo/<id>",
    open: async (page) => {
      await page.goto(`/#/personinfo/${member.id}`);
      await page.getByRole("heading", { name: member.nickname, level: 1 }).waitFor();
    },
  },
  {
    name: "#/server/login",
    open: async (page) => {
      await page.goto("/#/server/login");
      await page.getByRole("heading", { name: t.routes.serverLogin, level: 1 }).waitFor();
    },
  },
  {
    name: "#/server/productServer (administrator)",
    open: async (page) => {
      await page.goto("/#/server/login");
      await signInAsAdministrator(page);
      await waitForRoute(page, "/server/productServer");
      await page.getByRole("heading", { name: t.routes.productServer, level: 1 }).waitFor();
      await page.getByRole("banner").getByRole("button", { name: t.common.openMenu }).waitFor();
    },
  },
];

beforeAll(async () => {
  const user = await createUser();
  await uploadAvatar(user.token, solidPng(48, [240, 120, 40]));
  member = user;
});

/** The same Chromium for every test; a phone context by default. */
const browser = useBrowser(narrowPhone);

/** A desktop browser (no phone user agent) speaking `language`. */
const desktop = (language: Language) => ({
  ...devices.desktop,
  locale: language,
  userAgent: undefined,
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
});

describe("on a phone (375 px, iPhone user agent)", () => {
  it("shows the phone layout: the header collapses into a menu button opening a drawer", async () => {
    const { page } = browser;
    await page.goto("/#/home");
    await page.getByRole("heading", { name: t.home.hero.title, level: 1 }).waitFor();
    await expect.poll(() => hasMobileMarker(page)).toBe(true);

    const header = page.getByRole("banner");
    const openMenu = header.getByRole("button", { name: t.common.openMenu });
    await openMenu.waitFor();
    expect(await header.getByRole("menu", { name: t.nav.main }).count()).toBe(0);
    expect(await header.getByRole("link", { name: t.common.signIn }).count()).toBe(0);

    await openMenu.click();
    const drawer = page.getByRole("dialog", { name: t.nav.main });
    await drawer.waitFor();
    await drawer.getByRole("menu", { name: t.nav.main }).waitFor();
    await drawer.getByRole("link", { name: buttonName(t.common.register) }).waitFor();
    // Measured once the drawer has slid in.
    await expectFitsNarrowPhone(page);

    await clickWhenSettled(drawer.getByRole("link", { name: buttonName(t.common.signIn) }));
    await waitForRoute(page, "/login");
    await drawer.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: t.account.login.title, level: 1 }).waitFor();
  });

  it("shows the signed-in user with their avatar and account links in the phone drawer", async () => {
    const { page, context } = browser;
    await openAsMember(page, context, "/#/home");
    await page.getByRole("banner").getByRole("button", { name: t.common.openMenu }).click();
    const drawer = page.getByRole("dialog", { name: t.nav.main });
    await drawer.getByText(member.nickname, { exact: true }).waitFor();
    await drawer.getByRole("link", { name: t.common.editProfile }).waitFor();
    await drawer.getByRole("menuitem", { name: t.common.signOut }).waitFor();
    await expectNoSeriousViolations(page);
  });

  it.each(phonePages)(
    "fits $name into 375 px with no serious accessibility violation",
    async ({ open }) => {
      const { page, context } = browser;
      await open(page, context);
      expect(await hasMobileMarker(page)).toBe(true);
      await expectFitsNarrowPhone(page);
    },
  );
});

describe("on a desktop (1366 px)", () => {
  const desktopPages = languages.flatMap((language) => [
    { language, path: "/#/home", heading: texts[language].home.hero.title },
    { language, path: "/#/login", heading: texts[language].account.login.title },
  ]);

  it.each(desktopPages)(
    "has no serious accessibility violation on $path in $language",
    async ({ language, path, heading }) => {
      const page = await (await browser.newContext(desktop(language))).newPage();
      await page.goto(path);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await hasMobileMarker(page)).toBe(false);
      await page
        .getByRole("banner")
        .getByRole("menu", { name: texts[language].nav.main })
        .waitFor();
      await expectNoSeriousViolations(page);
    },
  );

  it("has no serious accessibility violation in the signed-in header (avatar and user menu)", async () => {
    const page = await (await browser.newContext(desktop("zh-CN"))).newPage();
    await useSession(page.context(), member.token);
    await page.goto("/#/home");
    const userMenu = page.getByRole("banner").getByRole("button", { name: t.common.userMenu });
    await userMenu.getByText(member.nickname, { exact: true }).waitFor();
    // The avatar is decoration beside the name: an image with an empty text alternative.
    const avatar = userMenu.locator("img");
    await avatar.waitFor();
    expect(await avatar.getAttribute("alt")).toBe("");
    await expectNoSeriousViolations(page);
    await userMenu.click();
    await page.getByRole("menuitem", { name: t.common.editProfile }).waitFor();
    await expectNoSeriousViolations(page);
  });
});
