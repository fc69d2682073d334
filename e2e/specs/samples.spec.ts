import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messageZhCN } from "../../apps/web/src/i18n/message/zh-CN.ts";
import { samplesZhCN } from "../../apps/web/src/i18n/samples/zh-CN.ts";
import {
  administratorToken,
  createUser,
  signInAsAdministrator,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import { narrowPhone, useBrowser } from "../support/browser.ts";
import { expectFitsNarrowPhone, responseTo, waitForRoute } from "../support/pages.ts";
import { createProductThroughApi, uniqueModel } from "../support/products.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const s = samplesZhCN.samples;
const m = messageZhCN.message;

/** Picks an option of a searchable select by typing part of it first (long lists are virtual). */
async function pick(page: Page, select: Locator, typed: string, option: string) {
  await select.click();
  await page.keyboard.type(typed);
  const dropdown = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  await dropdown.getByTitle(option, { exact: true }).click();
  await dropdown.waitFor({ state: "hidden" });
}

/** Fills the application form of the open #/samples page, the product already chosen. */
async function fillApplication(page: Page, purpose: string) {
  const form = page.getByTestId("sample-form");
  await form.getByLabel(s.form.quantity, { exact: true }).fill("2");
  await form.getByLabel(s.form.purpose, { exact: true }).fill(purpose);
  await form.getByLabel(s.form.contactName, { exact: true }).fill("王工");
  await form.getByLabel(s.form.phone, { exact: true }).fill("13812345678");
  await pick(page, form.getByLabel(s.form.province, { exact: true }), "浙江", "浙江省");
  await pick(page, form.getByLabel(s.form.city, { exact: true }), "杭州", "杭州市");
  await form.getByLabel(s.form.address, { exact: true }).fill("西湖区文三路 90 号");
  return form;
}

describe("sample applications", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("a member applies from the product page, staff approve then ship, and the member sees the tracking number and the notice", async () => {
    const { page, context } = browser;
    const admin = await administratorToken();
    const model = uniqueModel("SMP");
    const productId = await createProductThroughApi(admin, { model });
    const member = await createUser();
    await useSession(context, member.token);

    await page.goto(`/#/product/detail/${productId}`);
    await page.getByTestId("apply-for-samples").click();
    await waitForRoute(page, `/samples?productId=${productId}`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: s.title, level: 1 }).waitFor();
    const form = await fillApplication(page, `评估 ${uniqueSuffix()}`);
    await expect.poll(() => form.textContent()).toContain(model);
    const added = await responseTo(page, "/api/application/addApplication", () =>
      form.getByRole("button", { name: buttonName(s.form.submit) }).click(),
    );
    expect(added.status()).toBe(200);
    const { id } = ((await added.json()) as { data: { id: number } }).data;
    const entry = main.getByTestId(`sample-application-${id}`);
    await entry.getByTestId("sample-state").filter({ hasText: s.states.pending }).waitFor();

    // A second application of the same product is refused, naming the open one.
    await form.getByLabel(s.form.product, { exact: true }).waitFor();
    await pick(
      page,
      form.getByLabel(s.form.product, { exact: true }),
      model,
      `${model} · ${model} 测试模组`,
    );
    await form.getByLabel(s.form.purpose, { exact: true }).fill("再来一次");
    const again = await responseTo(page, "/api/application/addApplication", () =>
      form.getByRole("button", { name: buttonName(s.form.submit) }).click(),
    );
    expect(again.status()).toBe(409);
    await page.getByText(`编号 ${id}`, { exact: false }).first().waitFor();

    // Staff, in their own browser, approve it and then record its shipment.
    const staffPage = await (await browser.newContext()).newPage();
    await staffPage.goto(`/#/server/login?redirect=${encodeURIComponent("/server/applay")}`);
    await signInAsAdministrator(staffPage);
    await waitForRoute(staffPage, "/server/applay");
    const staffMain = staffPage.getByRole("main");
    await staffMain.getByRole("heading", { name: s.management.title, level: 1 }).waitFor();
    const search = staffMain.getByRole("searchbox", { name: s.management.search });
    await responseTo(staffPage, "/api/application/queryAllApplications", () =>
      search.fill(model).then(() => search.press("Enter")),
    );
    const row = staffMain.locator("tr", { hasText: model });
    await row.getByRole("button", { name: buttonName(s.management.approve) }).click();
    const confirm = staffPage.locator(".ant-popconfirm");
    await confirm.waitFor();
    const approved = await responseTo(staffPage, "/api/application/manageUserApplication", () =>
      confirm.getByRole("button", { name: buttonName(s.management.approve) }).click(),
    );
    expect(approved.status()).toBe(200);
    await row.getByTestId("sample-state").filter({ hasText: s.states.approved }).waitFor();
    await row.getByRole("button", { name: buttonName(s.management.ship) }).click();
    const dialog = staffPage.getByRole("dialog");
    await dialog.getByLabel(s.management.carrier, { exact: true }).fill("顺丰速运");
    await dialog.getByLabel(s.management.trackingNumber, { exact: true }).fill("SF1234567890");
    const shipped = await responseTo(staffPage, "/api/application/manageUserApplication", () =>
      dialog.getByRole("button", { name: buttonName(s.management.ship) }).click(),
    );
    expect(shipped.status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });
    await row.getByTestId("sample-state").filter({ hasText: s.states.shipped }).waitFor();

    // The member sees the shipment with its tracking number, and the notice.
    await page.reload();
    await entry.getByTestId("sample-state").filter({ hasText: s.states.shipped }).waitFor();
    await expect
      .poll(() => entry.getByTestId("sample-shipment").textContent())
      .toContain("SF1234567890");
    await page.goto("/#/message");
    await main
      .getByText(
        format(m.kinds.sample_shipped, {
          title: model,
          carrier: "顺丰速运",
          trackingNumber: "SF1234567890",
        }),
      )
      .waitFor();
  }, 120_000);

  it("a visitor is asked to sign in and comes back to the application", async () => {
    const { page } = browser;
    await page.goto("/#/samples?productId=1");
    const main = page.getByRole("main");
    await main.getByText(s.signInTitle, { exact: true }).waitFor();
    await main.getByRole("link", { name: buttonName(t.common.signIn) }).click();
    await waitForRoute(page, /^\/login\?redirect=/);
  });
});

describe("sample applications on a narrow phone", () => {
  const browser = useBrowser({ locale: "zh-CN", ...narrowPhone });

  it("the form and the member's applications fit 375 px", async () => {
    const { page, context } = browser;
    const member = await createUser();
    await useSession(context, member.token);
    await page.goto("/#/samples");
    await page.getByTestId("sample-form").waitFor();
    await page.getByRole("main").getByText(s.mine.empty).waitFor();
    await expectFitsNarrowPhone(page);
  });
});
