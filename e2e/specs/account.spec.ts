/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  createUser,
  expectSignedInAs,
  expectSignedOut,
  passwords,
  randomPhone,
  submitPasswordChange,
  submitSignInForm,
  uniqueNickname,
  userMenu,
  useSession,
} from "../support/accounts.ts";
import {
  clickWhenSettled,
  expectNoSeriousViolations,
  latestSmsCode,
  useBrowser,
} from "../support/browser.ts";
import { solidPng } from "../support/images.ts";
import {
  describedText,
  hashRoute,
  nextResponse,
  responseTo,
  waitForRoute,
} from "../support/pages.ts";
import {
  buttonName,
  type Language,
  languages,
  templatePattern,
  texts,
  validationText,
} from "../support/texts.ts";

const t = texts["zh-CN"];

/** Messages of the server (apps/server/src/platform/i18n/messages.ts), as a person reads them. */
const wrongCredentials = "账号或密码错误";
const codeNoLongerValid: Record<Language, string> = {
  "zh-CN": "验证码已失效，请重新获取",
  "en-US": "The verification code is no longer valid, request a new one",
  "zh-TW": "驗證碼已失效，請重新取得",
};

/** Signs out from the header's user menu, confirming in the dialog. */
async function signOut(page: Page) {
  await userMenu(page).click();
  await clickWhenSettled(page.getByRole("menuitem", { name: t.common.signOut }));
  const dialog = page.getByRole("dialog");
  await dialog.getByText(t.common.signOutConfirmContent).waitFor();
  const loggedOut = await responseTo(page, "/api/user/logout", () =>
    clickWhenSettled(dialog.getByRole("button", { name: t.common.signOut })),
  );
  expect(loggedOut.status()).toBe(200);
  await dialog.waitFor({ state: "hidden" });
  await page.getByText(t.common.signedOut).waitFor();
  await waitForRoute(page, "/home");
  await expectSignedOut(page);
}

function submitSignIn(page: Page, account: string, password: string) {
  return submitSignInForm(page, { account, password });
}

describe("account", () => {
  const browser = useBrowser();

  it("registers with an SMS code, lands signed in, signs out after confirming and signs in again", async () => {
    const { page } = browser;
    const phone = randomPhone();
    const nickname = uniqueNickname("reg");

    await page.goto("/#/register");
    const form = page.getByRole("main");
    await form.getByRole("heading", { name: t.account.register.title }).waitFor();
    await form.getByLabel(t.account.register.phone, { exact: true }).fill(phone);

    const clickedAt = new Date(Date.now() - 1000);
    const sent = await responseTo(page, "/api/validate/sendCodeRegister", () =>
      form.getByRole("button", { name: t.account.sendCode.send }).click(),
    );
    expect(sent.status()).toBe(200);
    await page.getByText(t.account.sendCode.sent).waitFor();
    // The button counts down before a new code may be asked for.
    const countdown = form.getByRole("button", {
      name: templatePattern(t.account.sendCode.resendIn),
    });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    const code = await latestSmsCode(phone, { purpose: "register", after: clickedAt });

    await form.getByLabel(t.account.register.code).fill(code);
    await form.getByLabel(t.account.register.password, { exact: true }).fill(passwords.first);
    await form
      .getByLabel(t.account.register.confirmPassword, { exact: true })
      .fill(passwords.first);
    await form.getByLabel(t.account.register.nickname).fill(nickname);
    const registered = await responseTo(page, "/api/user/register", () =>
      form.getByRole("button", { name: buttonName(t.account.register.submit) }).click(),
    );
    expect(registered.status()).toBe(200);

    await page.getByText(t.account.register.success).waitFor();
    await waitForRoute(page, "/home");
    await expectSignedInAs(page, nickname);

    await signOut(page);

    await page.goto("/#/login");
    const signedIn = await submitSignIn(page, phone, passwords.first);
    expect(signedIn.status()).toBe(200);
    await page.getByText(t.account.login.success).waitFor();
    await waitForRoute(page, "/home");
    await expectSignedInAs(page, nickname);
  });

  it("resets a forgotten password on #/resetpwd with an SMS code and signs in with the new one", async () => {
    const { page } = browser;
    const user = await createUser();

    await page.goto("/#/resetpwd");
    const form = page.getByRole("main");
    await form.getByRole("heading", { name: t.account.resetPassword.title }).waitFor();
    await form.getByLabel(t.account.register.phone, { exact: true }).fill(user.phone);
    const clickedAt = new Date(Date.now() - 1000);
    const sent = await responseTo(page, "/api/validate/sendCodeReset", () =>
      form.getByRole("button", { name: t.account.sendCode.send }).click(),
    );
    expect(sent.status()).toBe(200);
    const code = await latestSmsCode(user.phone, { purpose: "reset", after: clickedAt });

    await form.getByLabel(t.account.register.code).fill(code);
    await form
      .getByLabel(t.account.resetPassword.newPassword, { exact: true })
      .fill(passwords.second);
    await form
      .getByLabel(t.account.register.confirmPassword, { exact: true })
      .fill(passwords.second);
    const reset = await responseTo(page, "/api/user/resetPwd", () =>
      form.getByRole("button", { name: buttonName(t.account.resetPassword.submit) }).click(),
    );
    expect(reset.status()).toBe(200);
    await page.getByText(t.account.resetPassword.success).waitFor();
    await waitForRoute(page, "/login");

    const refused = await submitSignIn(page, user.phone, passwords.first);
    expect(refused.status()).toBe(400);
    const signedIn = await submitSignIn(page, user.phone, passwords.second);
    expect(signedIn.status()).toBe(200);
    await waitForRoute(page, "/home");
    await expectSignedInAs(page, user.nickname);
  });

  it("edits the profile with an uploaded avatar and keeps every value after a reload", async () => {
    const { page, context } = browser;
    const user = await createUser();
    await useSession(context, user.token);
    const profile = {
      nickname: uniqueNickname("edit"),
      company: "杭州示例物联科技有限公司",
      area: "浙江省",
      signature: "专注 NB-IoT 低功耗终端开发",
    };

    await page.goto("/#/editperson");
    const form = page.getByRole("main");
    await form.getByRole("heading", { name: t.account.profile.title }).waitFor();
    const nicknameField = form.getByLabel(t.account.profile.nickname, { exact: true });
    await nicknameField.waitFor();
    expect(await nicknameField.inputValue()).toBe(user.nickname);

    // The avatar: hold the upload on its way to see the progress, then let it finish.
    let releaseUpload = () => {};
    const uploadHeld = new Promise<void>((resolve) => {
      releaseUpload = resolve;
    });
    await page.route("**/api/common/uploadAvatar", async (route) => {
      await uploadHeld;
      await route.continue();
    });
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      form.getByRole("button", { name: t.account.profile.uploadAvatar }).click(),
    ]);
    await chooser.setFiles({
      name: "avatar.png",
      mimeType: "image/png",
      buffer: solidPng(64, [22, 96, 232]),
    });
    const progress = form.getByRole("progressbar", { name: t.account.profile.uploadAvatar });
    await progress.waitFor();
    const uploaded = nextResponse(page, "/api/common/uploadAvatar");
    releaseUpload();
    const answer = await uploaded;
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { url: string } };
    await page.getByText(t.account.profile.avatarUploaded).waitFor();
    await progress.waitFor({ state: "detached" });
    const avatar = form.getByRole("img", { name: t.account.profile.avatar });
    await avatar.waitFor();
    expect(await avatar.getAttribute("src")).toBe(data.url);
    // The stored image really loads.
    await expect
      .poll(() =>
        avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(64);

    await nicknameField.fill(profile.nickname);
    await form.getByLabel(t.account.profile.company, { exact: true }).fill(profile.company);
    const area = form.getByLabel(t.account.profile.area, { exact: true });
    await area.click();
    await area.fill("浙江");
    // The list is filtered down to the one province before Enter picks it.
    await page
      .getByRole("option", { name: profile.area, includeHidden: true })
      .waitFor({ state: "attached" });
    await area.press("Enter");
    await form.getByTitle(profile.area).waitFor();
    await form.getByLabel(t.account.profile.signature, { exact: true }).fill(profile.signature);
    const saved = await responseTo(page, "/api/user/userUpdateInfo", () =>
      form.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(saved.status()).toBe(200);
    await page.getByText(t.account.profile.saved).waitFor();
    await expectSignedInAs(page, profile.nickname);

    await page.reload();
    await nicknameField.waitFor();
    await expect.poll(() => nicknameField.inputValue()).toBe(profile.nickname);
    expect(await form.getByLabel(t.account.profile.company, { exact: true }).inputValue()).toBe(
      profile.company,
    );
    expect(await form.getByLabel(t.account.profile.signature, { exact: true }).inputValue()).toBe(
      profile.signature,
    );
    await form.getByTitle(profile.area).waitFor();
    await avatar.waitFor();
    expect(await avatar.getAttribute("src")).toBe(data.url);
    await expectSignedInAs(page, profile.nickname);
  });

  it("changes the password on #/editpwd: the old one is refused afterwards, the new one signs in", async () => {
    const { page, context } = browser;
    const user = await createUser();
    await useSession(context, user.token);

    await page.goto("/#/editpwd");
    const form = page.getByRole("main");
    await form.getByRole("heading", { name: t.account.editPassword.title }).waitFor();
    const modified = await submitPasswordChange(page, {
      oldPassword: user.password,
      newPassword: passwords.second,
    });
    expect(modified.status()).toBe(200);
    await page.getByText(t.account.editPassword.success).waitFor();
    // The form is emptied and this session goes on.
    expect(
      await form.getByLabel(t.account.editPassword.oldPassword, { exact: true }).inputValue(),
    ).toBe("");
    await expectSignedInAs(page, user.nickname);

    await signOut(page);

    await page.goto("/#/login");
    const refused = await submitSignIn(page, user.phone, user.password);
    expect(refused.status()).toBe(400);
    await page.getByText(wrongCredentials, { exact: true }).waitFor();
    expect(hashRoute(page)).toBe("/login");
    await expectSignedOut(page);

    const accepted = await submitSignIn(page, user.phone, passwords.second);
    expect(accepted.status()).toBe(200);
    await waitForRoute(page, "/home");
    await expectSignedInAs(page, user.nickname);
  });

  it("asks for the security check on #/editpwd after three wrong current passwords, then changes it", async () => {
    const { page, context } = browser;
    const user = await createUser();
    await useSession(context, user.token);
    const check = page.getByTestId("captcha-check");

    await page.goto("/#/editpwd");
    await page
      .getByRole("main")
      .getByRole("heading", { name: t.account.editPassword.title })
      .waitFor();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const wrong = await submitPasswordChange(page, {
        oldPassword: `Wrong#Old-${attempt}x`,
        newPassword: passwords.second,
      });
      expect(wrong.status()).toBe(400);
      expect(await check.count()).toBe(0);
    }
    const asked = await submitPasswordChange(page, {
      oldPassword: user.password,
      newPassword: passwords.second,
    });
    expect(asked.status()).toBe(400);
    expect(((await asked.json()) as { data: { captchaRequired: boolean } }).data).toEqual({
      captchaRequired: true,
    });
    await page.getByText(t.captcha.neededForPasswordChange).waitFor();
    await check.getByText(t.captcha.passed).waitFor({ timeout: 30_000 });

    const changed = await submitPasswordChange(page, {
      oldPassword: user.password,
      newPassword: passwords.second,
    });
    expect(changed.status()).toBe(200);
    const sent = changed.request().postDataJSON() as { captchaCode?: string };
    expect(sent.captchaCode).toMatch(/^\d+$/);
    await page.getByText(t.account.editPassword.success).waitFor();
  });

  it("shows the nickname and only the masked phone on the public profile #/personinfo/<id>", async () => {
    const { page } = browser;
    const user = await createUser();
    const masked = `${user.phone.slice(0, 3)}****${user.phone.slice(7)}`;

    const loaded = await responseTo(page, "/api/user/userInfoById", () =>
      page.goto(`/#/personinfo/${user.id}`),
    );
    expect(await loaded.text()).not.toContain(user.phone);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: user.nickname, level: 1 }).waitFor();
    await main.getByText(masked, { exact: true }).waitFor();
    expect(await page.locator("body").innerText()).not.toContain(user.phone);
    expect(await page.content()).not.toContain(user.phone);
  });

  it("runs the security check after three wrong passwords and signs in with its answer", async () => {
    const { page } = browser;
    const user = await createUser();
    const policyViolations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) policyViolations.push(message.text());
    });
    const check = page.getByTestId("captcha-check");

    await page.goto("/#/login");
    for (let attempt = 1; attempt <= 3; attempt++) {
      const answer = await submitSignIn(page, user.phone, `Wrong#Pass-${attempt}x`);
      expect(answer.status()).toBe(400);
      const body = (await answer.json()) as { data: { captchaRequired: boolean } };
      expect(body.data.captchaRequired).toBe(attempt >= 3);
      await page.getByText(wrongCredentials, { exact: true }).waitFor();
      if (attempt < 3) expect(await check.count()).toBe(0);
    }

    await page.getByText(t.captcha.needed).waitFor();
    // The browser works out the proof of work in its Web Workers, without the person.
    await check.getByText(t.captcha.passed).waitFor({ timeout: 30_000 });
    const signedIn = await submitSignIn(page, user.phone, user.password);
    expect(signedIn.status()).toBe(200);
    const sent = signedIn.request().postDataJSON() as { captchaId?: string; captchaCode?: string };
    expect(sent.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.captchaCode).toMatch(/^\d+$/);
    await page.getByText(t.account.login.success).waitFor();
    await expectSignedInAs(page, user.nickname);
    expect(policyViolations).toEqual([]);
  });

  it.each(languages)(
    "refuses a weak password in the %s register form with the translated rule and keeps the other fields",
    async (language: Language) => {
      const context = await browser.newContext({ locale: language });
      const page = await context.newPage();
      const words = texts[language];
      const registerCalls: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/user/register") registerCalls.push("sent");
      });
      const values = {
        phone: randomPhone(),
        code: "123456",
        nickname: uniqueNickname("weak"),
        email: `weak_${Date.now()}@example.com`,
      };

      await page.goto("/#/register");
      const form = page.getByRole("main");
      await form.getByRole("heading", { name: words.account.register.title }).waitFor();
      const phone = form.getByLabel(words.account.register.phone, { exact: true });
      const code = form.getByLabel(words.account.register.code);
      const nickname = form.getByLabel(words.account.register.nickname);
      const email = form.getByLabel(words.account.register.email);
      await phone.fill(values.phone);
      await code.fill(values.code);
      await nickname.fill(values.nickname);
      await email.fill(values.email);
      const password = form.getByLabel(words.account.register.password, { exact: true });
      await password.fill("abcd1234");
      await form
        .getByLabel(words.account.register.confirmPassword, { exact: true })
        .fill("abcd1234");

      const weakMessage = validationText(language, "validation.password.weak");
      const error = form.getByText(weakMessage, { exact: true });
      await error.waitFor();
      // The checklist beside the field marks that rule (and only it) as not met.
      const rules = form.getByRole("list", { name: words.account.passwordRules.title });
      const weakRule = rules
        .getByRole("listitem")
        .filter({ hasText: words.account.passwordRules.weak });
      await weakRule.getByRole("img", { name: words.account.passwordRules.notMet }).waitFor();
      expect(
        await rules.getByRole("img", { name: words.account.passwordRules.notMet }).count(),
      ).toBe(1);
      await expectNoSeriousViolations(page);
      const submit = form.getByRole("button", { name: buttonName(words.account.register.submit) });
      await clickWhenSettled(submit);
      await error.waitFor();
      // The message belongs to the field for assistive technology too.
      expect(await password.getAttribute("aria-invalid")).toBe("true");
      expect(await describedText(password)).toContain(weakMessage);

      // A strong password clears the message; only now does the form reach the server, which
      // refuses the made-up code in the page's language, and still nothing typed is lost.
      await password.fill(passwords.first);
      await error.waitFor({ state: "detached" });
      await weakRule.getByRole("img", { name: words.account.passwordRules.met }).waitFor();
      expect(await password.getAttribute("aria-invalid")).not.toBe("true");
      await form
        .getByLabel(words.account.register.confirmPassword, { exact: true })
        .fill(passwords.first);
      const refused = await responseTo(page, "/api/user/register", () => clickWhenSettled(submit));
      expect(refused.status()).toBe(400);
      // Under the code field, and only there: no toast repeats it.
      await form.getByText(codeNoLongerValid[language], { exact: true }).waitFor();
      expect(await describedText(code)).toContain(codeNoLongerValid[language]);
      expect(await page.getByText(codeNoLongerValid[language], { exact: true }).count()).toBe(1);
      expect(registerCalls).toEqual(["sent"]);
      expect(await phone.inputValue()).toBe(values.phone);
      expect(await code.inputValue()).toBe(values.code);
      expect(await nickname.inputValue()).toBe(values.nickname);
      expect(await email.inputValue()).toBe(values.email);
      expect(await password.inputValue()).toBe(passwords.first);
      expect(hashRoute(page)).toBe("/register");
    },
  );
});
