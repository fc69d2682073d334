/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { randomPhone, submitSignInForm } from "../support/accounts.ts";
import { clickWhenSettled, useBrowser } from "../support/browser.ts";
import { buttonName, type Language, texts } from "../support/texts.ts";

/** Ant Design's own words (its locale follows the interface language): the password eye. */
const showPassword: Record<Language, string> = {
  "zh-CN": "显示",
  "en-US": "Show",
  "zh-TW": "顯示",
};

/** What the server answers to a wrong sign-in, in the language the client asked for. */
const wrongCredentials: Record<Language, string> = {
  "zh-CN": "账号或密码错误",
  "en-US": "Wrong account or password",
  "zh-TW": "帳號或密碼錯誤",
};

function htmlLang(page: Page) {
  return page.evaluate(() => document.documentElement.lang);
}

/** Waits until the sign-in page (#/login) speaks `language` everywhere a person looks. */
async function expectLoginPageIn(page: Page, language: Language) {
  const words = texts[language];
  await page
    .getByRole("main")
    .getByRole("heading", { name: words.account.login.title, level: 1 })
    .waitFor();
  await page
    .getByRole("banner")
    .getByRole("link", { name: buttonName(words.common.signIn) })
    .waitFor();
  await page
    .getByRole("button", { name: `${words.common.language}: ${words.languageNames[language]}` })
    .waitFor();
  await page.getByRole("button", { name: showPassword[language], exact: true }).waitFor();
  expect(await htmlLang(page)).toBe(language);
  await expect.poll(() => page.title()).toBe(`${words.routes.login} - ${words.common.siteName}`);
}

/** Picks a language in the header's switcher (whatever the page speaks now). */
async function chooseLanguage(page: Page, from: Language, to: Language) {
  const words = texts[from];
  await page
    .getByRole("banner")
    .getByRole("button", { name: `${words.common.language}: ${words.languageNames[from]}` })
    .click();
  await clickWhenSettled(page.getByRole("menuitem", { name: words.languageNames[to] }));
}

describe("language", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("switches the visible texts and <html lang> from the header and keeps the choice after a reload", async () => {
    const { page } = browser;
    await page.goto("/#/login");
    await expectLoginPageIn(page, "zh-CN");

    await chooseLanguage(page, "zh-CN", "en-US");
    await expectLoginPageIn(page, "en-US");
    // The server answers in the chosen language too.
    const refused = await submitSignInForm(page, {
      account: randomPhone(),
      password: "Wrong#Pass-1x",
      language: "en-US",
    });
    expect(refused.status()).toBe(400);
    await page.getByText(wrongCredentials["en-US"], { exact: true }).waitFor();

    await page.reload();
    await expectLoginPageIn(page, "en-US");

    await chooseLanguage(page, "en-US", "zh-TW");
    await expectLoginPageIn(page, "zh-TW");
    await page.goto("/#/home");
    await page.getByRole("heading", { name: texts["zh-TW"].home.hero.title, level: 1 }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: texts["zh-TW"].home.hero.title, level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe("zh-TW");
  });

  it.each([
    { browserLocale: "zh-TW", expected: "zh-TW" },
    { browserLocale: "en-US", expected: "en-US" },
    { browserLocale: "fr-FR", expected: "zh-CN" },
  ] as const)(
    "gives a $browserLocale browser with no stored preference the $expected interface",
    async ({ browserLocale, expected }) => {
      const context = await browser.newContext({ locale: browserLocale });
      const page = await context.newPage();
      await page.goto("/#/home");
      await page
        .getByRole("heading", { name: texts[expected].home.hero.title, level: 1 })
        .waitFor();
      expect(await htmlLang(page)).toBe(expected);

      await page.goto("/#/login");
      await expectLoginPageIn(page, expected);
      const refused = await submitSignInForm(page, {
        account: randomPhone(),
        password: "Wrong#Pass-1x",
        language: expected,
      });
      expect(refused.status()).toBe(400);
      await page.getByText(wrongCredentials[expected], { exact: true }).waitFor();
    },
  );
});
