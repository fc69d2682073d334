import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contentZhCN } from "../../apps/web/src/i18n/content/zh-CN.ts";
import {
  administratorToken,
  callApi,
  signInAsAdministrator,
  uniqueSuffix,
} from "../support/accounts.ts";
import { clickWhenSettled, useBrowser } from "../support/browser.ts";
import { solidPng } from "../support/images.ts";
import { chooseOption, responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const faqWords = contentZhCN.content.faqManagement;
const bannerWords = contentZhCN.content.bannerManagement;
const knowledge = contentZhCN.content.knowledge;

/** Signs the administrator in and lands on the management page `path` titled `title`. */
async function openAsAdministrator(page: Page, path: string, title: string) {
  await page.goto(`/#/server/login?redirect=${encodeURIComponent(`/server/${path}`)}`);
  await signInAsAdministrator(page);
  await waitForRoute(page, `/server/${path}`);
  await page.getByRole("main").getByRole("heading", { name: title, level: 1 }).waitFor();
}

/** The delete button of `row`, then its confirmation: cancel once (nothing happens), then confirm. */
async function deleteAfterConfirmation(
  page: Page,
  rowText: string,
  question: string,
  path: string,
) {
  const row = page.getByRole("row").filter({ hasText: rowText });
  const confirmation = page.locator(".ant-popconfirm").filter({ hasText: question });
  await row.getByRole("button", { name: buttonName(t.common.management.delete) }).click();
  await confirmation.waitFor();
  await clickWhenSettled(confirmation.getByRole("button", { name: buttonName(t.common.cancel) }));
  await confirmation.waitFor({ state: "hidden" });
  await row.waitFor();

  await row.getByRole("button", { name: buttonName(t.common.management.delete) }).click();
  const deleted = await responseTo(page, path, () =>
    clickWhenSettled(
      confirmation.getByRole("button", { name: buttonName(t.common.management.delete) }),
    ),
  );
  expect(deleted.status()).toBe(200);
  await row.waitFor({ state: "detached" });
}

describe("FAQ and banner management", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("staff add a question type and a question; visitors find it on /knowledge; deleting asks first", async () => {
    const { page, context } = browser;
    const suffix = uniqueSuffix();
    const typeName = `e2e 分类 ${suffix}`;
    const question = `e2e 问题 ${suffix}：模组如何进入休眠？`;
    const answer = `发送 AT+CPSMS=1 开启省电模式 ${suffix}`;

    await openAsAdministrator(page, "faqlist", faqWords.title);
    await page.getByRole("tab", { name: faqWords.tabs.types }).click();
    await page.getByRole("button", { name: faqWords.types.add }).click();
    const typeDialog = page.getByRole("dialog").filter({ hasText: faqWords.types.createTitle });
    await typeDialog.getByLabel(faqWords.types.name, { exact: true }).fill(typeName);
    const addedType = await responseTo(page, "/api/faqType/addFaqType", () =>
      typeDialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(addedType.status()).toBe(200);
    await typeDialog.waitFor({ state: "hidden" });
    const typeRow = page.getByRole("row").filter({ hasText: typeName });
    await typeRow.waitFor();

    // The new type comes last; moving it up saves the whole order.
    const sorted = await responseTo(page, "/api/faqType/updateFaqTypeSort", () =>
      typeRow
        .getByRole("button", { name: format(faqWords.types.moveUp, { name: typeName }) })
        .click(),
    );
    expect(sorted.status()).toBe(200);

    await page.getByRole("tab", { name: faqWords.tabs.faqs }).click();
    await page.getByRole("button", { name: faqWords.faqs.add }).click();
    const drawer = page.getByRole("dialog").filter({ hasText: faqWords.faqs.createTitle });
    await chooseOption(page, drawer.getByLabel(faqWords.faqs.type, { exact: true }), typeName);
    await drawer.getByLabel(faqWords.faqs.question, { exact: true }).fill(question);
    const editor = drawer.getByRole("textbox", { name: faqWords.faqs.answer });
    await editor.click();
    await page.keyboard.type(answer);
    const saved = await responseTo(page, "/api/faq/save", () =>
      drawer.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(saved.status()).toBe(200);
    await drawer.waitFor({ state: "hidden" });

    const search = page.getByRole("main").getByRole("searchbox", {
      name: faqWords.faqs.searchPlaceholder,
    });
    await search.fill(suffix);
    await responseTo(page, "/api/faq/list", () => search.press("Enter"));
    const faqRow = page.getByRole("row").filter({ hasText: question });
    await faqRow.waitFor();
    expect(await faqRow.textContent()).toContain(typeName);

    const visitor = await context.newPage();
    await visitor.goto("/#/knowledge");
    await visitor.getByRole("heading", { name: knowledge.title, level: 1 }).waitFor();
    const knowledgeSearch = visitor.getByRole("searchbox");
    await knowledgeSearch.fill(suffix);
    await responseTo(visitor, "/api/faq/queryAll", () => knowledgeSearch.press("Enter"));
    await visitor.getByRole("tab", { name: `${typeName} (1)` }).waitFor();
    await visitor.getByRole("button", { name: question }).click();
    await visitor.getByText(answer, { exact: true }).waitFor();
    await visitor.close();

    await deleteAfterConfirmation(
      page,
      question,
      format(faqWords.faqs.deleteConfirm, { question }),
      "/api/faq/delete",
    );
    await page.getByRole("tab", { name: faqWords.tabs.types }).click();
    await deleteAfterConfirmation(
      page,
      typeName,
      format(faqWords.types.deleteConfirm, { name: typeName }),
      "/api/faqType/deleteFaqType",
    );
  }, 120_000);

  it("staff add a banner with an uploaded picture; the home carousel shows it; deleting asks first", async () => {
    const { page, context } = browser;
    const title = `e2e 横幅 ${uniqueSuffix()}`;

    await openAsAdministrator(page, "banner", bannerWords.title);
    await page.getByRole("button", { name: bannerWords.banners.add }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: bannerWords.banners.createTitle });
    await dialog.getByLabel(bannerWords.banners.title, { exact: true }).fill(title);
    const uploaded = await responseTo(page, "/api/banner/uploadImage", () =>
      dialog.locator('input[type="file"]').setInputFiles({
        name: "spring.png",
        mimeType: "image/png",
        buffer: solidPng(64, [22, 119, 255]),
      }),
    );
    expect(uploaded.status()).toBe(200);
    const address = dialog.getByLabel(bannerWords.banners.imageAddress, { exact: true });
    await expect.poll(() => address.inputValue()).toMatch(/^\/uploads\/banners\//);
    const picture = await address.inputValue();
    await dialog
      .getByRole("img", { name: format(bannerWords.banners.preview, { title }) })
      .waitFor();
    // First in the carousel, so that its slide is the one shown.
    await dialog.getByLabel(bannerWords.banners.sort, { exact: true }).fill("-100000");
    await dialog.getByLabel(bannerWords.banners.link, { exact: true }).fill("#/knowledge");
    const saved = await responseTo(page, "/api/banner/save", () =>
      dialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(saved.status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByText(bannerWords.banners.states.active, { exact: true }).waitFor();

    const visitor = await context.newPage();
    await visitor.goto("/#/home");
    const slide = visitor.getByTestId("home-banners").getByRole("img", { name: title });
    await slide.waitFor();
    expect(await slide.getAttribute("src")).toBe(picture);
    // A dot picks another banner: the first leaves the view and assistive technology.
    const dots = visitor.getByTestId("home-banners").getByRole("button");
    expect(await dots.count()).toBeGreaterThan(1);
    expect(await dots.first().getAttribute("aria-current")).toBe("true");
    await dots.nth(1).click();
    await expect.poll(() => dots.nth(1).getAttribute("aria-current")).toBe("true");
    await expect.poll(() => slide.count()).toBe(0);
    await visitor.close();

    await deleteAfterConfirmation(
      page,
      title,
      format(bannerWords.banners.deleteConfirm, { title }),
      "/api/banner/delete",
    );
  }, 120_000);

  it("a banner saved by someone else meanwhile: the stale save is refused and the form reloads", async () => {
    const { page } = browser;
    const title = `e2e 过期 ${uniqueSuffix()}`;
    const token = await administratorToken();
    const { id } = await callApi<{ id: number }>("/api/banner/save", {
      token,
      body: { title, image: "/uploads/banners/none.png", enabled: false },
    });

    await openAsAdministrator(page, "banner", bannerWords.title);
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: buttonName(t.common.management.edit) }).click();
    const edit = page.getByRole("dialog").filter({ hasText: bannerWords.banners.editTitle });
    const titleField = edit.getByLabel(bannerWords.banners.title, { exact: true });
    await titleField.fill(`${title} 本地`);

    await callApi("/api/banner/update", {
      token,
      body: { id, version: 1, title: `${title} 他人`, image: "/uploads/banners/none.png" },
    });
    const refused = await responseTo(page, "/api/banner/update", () =>
      edit.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(refused.status()).toBe(409);
    const stale = page.getByRole("dialog").filter({ hasText: t.common.staleRecord.title });
    await clickWhenSettled(
      stale.getByRole("button", { name: buttonName(t.common.staleRecord.reload) }),
    );
    await expect.poll(() => titleField.inputValue()).toBe(`${title} 他人`);
    await stale.waitFor({ state: "hidden" });
    const saved = await responseTo(page, "/api/banner/update", () =>
      clickWhenSettled(edit.getByRole("button", { name: buttonName(t.common.save) })),
    );
    expect(saved.status()).toBe(200);
    await callApi("/api/banner/delete", { token, body: { id } });
  });
});
