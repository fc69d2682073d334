import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { customizationZhCN } from "../../apps/web/src/i18n/customization/zh-CN.ts";
import { messageZhCN } from "../../apps/web/src/i18n/message/zh-CN.ts";
import {
  callApi,
  createUser,
  signInAsAdministrator,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import { clickWhenSettled, useBrowser } from "../support/browser.ts";
import { expectFitsNarrowPhone, responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const words = customizationZhCN.customization;
const m = messageZhCN.message;
const t = texts["zh-CN"];

async function openStaffPage(page: Page) {
  await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/privateCustomization")}`);
  await signInAsAdministrator(page);
  await waitForRoute(page, "/server/privateCustomization");
  await page
    .getByRole("main")
    .getByRole("heading", { name: words.management.title, level: 1 })
    .waitFor();
}

describe("private customization", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("a company sends a request from #/valueadd, staff reply on the management page, the member reads the reply on the request and in the message centre", async () => {
    const { page, context } = browser;
    const member = await createUser();
    const company = `E2E 定制科技 ${uniqueSuffix()}`;
    await callApi("/api/message/markAllRead", { token: member.token, body: {} });
    await useSession(context, member.token);

    await page.goto("/#/valueadd");
    const form = page.getByTestId("customization-form");
    await form.waitFor();
    await form.getByLabel(words.form.company, { exact: true }).fill(company);
    await form.getByLabel(words.form.contact, { exact: true }).fill("王工");
    await form.getByLabel(words.form.phone, { exact: true }).fill("0571-8888 6666");
    await form.getByLabel(words.form.moduleModel, { exact: true }).fill("ML302");
    await form.getByLabel(words.form.quantity, { exact: true }).fill("3000");
    // Nothing is lost on a refusal: a requirement too short is pointed out and the rest stays.
    await form.getByLabel(words.form.requirement, { exact: true }).fill("短");
    await form.getByRole("button", { name: buttonName(words.form.submit) }).click();
    await form.getByText(words.form.requirementTooShort).waitFor();
    expect(await form.getByLabel(words.form.company, { exact: true }).inputValue()).toBe(company);
    await form
      .getByLabel(words.form.requirement, { exact: true })
      .fill("需要在 ML302 固件中加入自定义 AT 指令，用于读取电表数据");
    const uploaded = await responseTo(page, "/api/service/customized/upload", () =>
      form.locator('input[type="file"]').setInputFiles({
        name: "meter-spec.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("RS485 9600 8N1\n"),
      }),
    );
    expect(uploaded.status()).toBe(200);
    await form.getByText("meter-spec.txt").waitFor();
    const applied = await responseTo(page, "/api/service/customized/apply", () =>
      clickWhenSettled(form.getByRole("button", { name: buttonName(words.form.submit) })),
    );
    expect(applied.status()).toBe(200);
    const { data } = (await applied.json()) as { data: { id: number } };
    await waitForRoute(page, `/valueadd/request/${data.id}`);
    const main = page.getByRole("main");
    const title = `ML302 · ${company}`;
    await main.getByRole("heading", { name: title, level: 1 }).waitFor();
    await main.getByText(words.request.noReplies).waitFor();

    // Staff, in their own browser, find the request, take it and answer it.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await openStaffPage(staffPage);
    const search = staffPage.getByRole("main").getByRole("searchbox", {
      name: words.management.search,
    });
    await search.fill(company);
    await responseTo(staffPage, "/api/service/customized/find", () => search.press("Enter"));
    const row = staffPage.getByRole("row").filter({ hasText: company });
    await row.getByText(words.states.new).waitFor();
    await row.getByRole("button", { name: buttonName(words.management.open) }).click();
    const drawer = staffPage
      .getByRole("dialog")
      .filter({ hasText: format(words.management.drawerTitle, { id: data.id }) });
    await drawer.getByText("meter-spec.txt").waitFor();
    const assigned = await responseTo(staffPage, "/api/service/customized/deal", () =>
      drawer.getByRole("button", { name: buttonName(words.management.assignToMe) }).click(),
    );
    expect(assigned.status()).toBe(200);
    await drawer.getByText(words.states.assigned).waitFor();
    const reply = "可以定制，样品两周内寄出，请确认电表的通信协议版本。";
    await drawer.getByLabel(words.management.reply, { exact: true }).fill(reply);
    const replied = await responseTo(staffPage, "/api/service/customized/deal", () =>
      drawer.getByRole("button", { name: buttonName(words.management.sendReply) }).click(),
    );
    expect(replied.status()).toBe(200);
    await drawer.getByTestId("customization-reply").filter({ hasText: reply }).waitFor();

    // The member sees the reply on the request and the notice in the message centre.
    await page.reload();
    await main.getByTestId("customization-reply").filter({ hasText: reply }).waitFor();
    await main.getByText(words.states.assigned).waitFor();
    await page.goto("/#/message");
    const notice = main.getByRole("link", {
      name: format(m.kinds.customization_replied, { title }),
    });
    await notice.click();
    await waitForRoute(page, `/valueadd/request/${data.id}`);

    // Closing asks first; a closed request takes no follow-up.
    const close = drawer.getByRole("button", { name: buttonName(words.management.close) });
    await close.click();
    const confirmation = staffPage
      .locator(".ant-popconfirm")
      .filter({ hasText: words.management.closeConfirm });
    await confirmation.waitFor();
    const closed = await responseTo(staffPage, "/api/service/customized/deal", () =>
      clickWhenSettled(
        confirmation.getByRole("button", { name: buttonName(words.management.closeOk) }),
      ),
    );
    expect(closed.status()).toBe(200);
    await drawer.getByText(words.states.closed).waitFor();
    await page.reload();
    await main.getByText(words.request.closedNote).waitFor();
  }, 180_000);

  it("asks a visitor to sign in, and fits a 375 px phone", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/#/valueadd");
    const main = page.getByRole("main");
    await main.getByText(words.valueAdd.signInTitle).waitFor();
    await main.getByRole("link", { name: buttonName(t.common.signIn) }).waitFor();
    await expectFitsNarrowPhone(page);
  }, 60_000);
});
