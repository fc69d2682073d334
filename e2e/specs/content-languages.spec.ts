/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contentEnUS } from "../../apps/web/src/i18n/content/en-US.ts";
import { contentZhCN } from "../../apps/web/src/i18n/content/zh-CN.ts";
import {
  administratorToken,
  callApi,
  signInAsAdministrator,
  uniqueSuffix,
} from "../support/accounts.ts";
import { clickWhenSettled, motionFinished, useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const m = contentZhCN.content.management;
const english = texts["en-US"];
const traditional = texts["zh-TW"];

type Detail = { title: string; summary: string | null; content: string; version: number };

/** The public page of a notice, read in `page`'s language, once its title shows. */
async function readNotice(page: Page, id: number, title: string) {
  await page.goto(`/#/notice/detail/${id}`);
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
}

describe("content in the reader's language (#/server/notice, #/notice/detail)", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("staff add an English version; en-US readers get it, zh-TW readers the converted one, and an edit of the source marks it out of date", async () => {
    const { page } = browser;
    const token = await administratorToken();
    const suffix = uniqueSuffix();
    const title = `模组网络说明 ${suffix}`;
    const { id } = await callApi<{ id: number }>("/api/text/save", {
      token,
      body: {
        type: "notice",
        title,
        summary: "关于网络注册",
        category: "入网指南",
        content: "<p>模组开机后自动注册网络。</p>",
        status: "published",
      },
    });

    await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/notice")}`);
    await signInAsAdministrator(page);
    await waitForRoute(page, "/server/notice");
    const search = page.getByRole("main").getByRole("searchbox", { name: m.filters.keyword });
    await search.fill(title);
    await responseTo(page, "/api/text/list", () => search.press("Enter"));
    const row = page.getByRole("row").filter({ hasText: title });
    const englishTag = row.getByLabel(
      `${t.translation.languageNames["en-US"]}: ${t.translation.states.missing}`,
    );
    await englishTag.waitFor();

    await row.getByRole("button", { name: buttonName(t.translation.action) }).click();
    const drawer = page.getByRole("dialog").filter({
      has: page.getByText(format(t.translation.drawerTitle, { title }), { exact: true }),
    });
    await drawer.getByRole("tab", { name: t.translation.languageNames["en-US"] }).waitFor();
    await motionFinished(page);
    const englishTitle = `Module network guide ${suffix}`;
    await drawer.getByLabel(m.form.title, { exact: true }).fill(englishTitle);
    await drawer.getByLabel(m.form.summary, { exact: true }).fill("About network registration");
    await drawer.getByLabel(m.form.category, { exact: true }).fill("Network guides");
    await drawer.getByRole("textbox", { name: m.form.content }).click();
    await page.keyboard.type("The module registers on the network once it starts.");
    const saveEnglish = buttonName(
      format(t.translation.save, { language: t.translation.languageNames["en-US"] }),
    );
    const saved = await responseTo(page, "/api/text/saveTranslation", () =>
      drawer.getByRole("button", { name: saveEnglish }).click(),
    );
    expect(saved.status()).toBe(200);
    await drawer
      .getByLabel(`${t.translation.languageNames["en-US"]}: ${t.translation.states.upToDate}`)
      .waitFor();

    // The zh-TW tab starts from the Simplified version converted.
    await drawer.getByRole("tab", { name: t.translation.languageNames["zh-TW"] }).click();
    const traditionalPane = drawer.getByRole("form", {
      name: t.translation.languageNames["zh-TW"],
    });
    await traditionalPane
      .getByRole("button", { name: buttonName(t.translation.startFromConverted) })
      .click();
    await expect
      .poll(() => traditionalPane.getByLabel(m.form.title, { exact: true }).inputValue())
      .toBe(`模組網絡說明 ${suffix}`);

    // Closing with the zh-TW words not saved asks first; keeping on loses nothing.
    await drawer.locator(".ant-drawer-close").click();
    const discard = page.getByRole("dialog").filter({
      has: page.getByText(t.common.management.discardTitle, { exact: true }),
    });
    await discard
      .getByRole("button", { name: buttonName(t.common.management.keepEditing) })
      .click();
    await discard.waitFor({ state: "hidden" });
    expect(await traditionalPane.getByLabel(m.form.title, { exact: true }).inputValue()).toBe(
      `模組網絡說明 ${suffix}`,
    );
    await drawer.locator(".ant-drawer-close").click();
    await discard.getByRole("button", { name: buttonName(t.common.management.discard) }).click();
    await drawer.waitFor({ state: "hidden" });

    const englishReader = await (await browser.newContext({ locale: "en-US" })).newPage();
    await readNotice(englishReader, id, englishTitle);
    await englishReader.getByText("The module registers on the network once it starts.").waitFor();
    await englishReader.getByRole("article").getByText("Network guides", { exact: true }).waitFor();
    expect(await englishReader.getByTestId("localization-note").count()).toBe(0);

    const traditionalReader = await (await browser.newContext({ locale: "zh-TW" })).newPage();
    await readNotice(traditionalReader, id, `模組網絡說明 ${suffix}`);
    await expect
      .poll(() => traditionalReader.getByTestId("localization-note").textContent())
      .toBe(traditional.localization.converted);
    await traditionalReader.getByRole("article").getByText("入網指南", { exact: true }).waitFor();

    const stored = await callApi<Detail & Record<string, unknown>>(`/api/text/detail?id=${id}`, {
      token,
    });
    await callApi("/api/text/update", {
      token,
      body: {
        id,
        version: stored.version,
        type: "notice",
        title,
        summary: stored.summary,
        content: "<p>模组开机后自动注册网络，失败时每分钟重试。</p>",
        status: "published",
      },
    });
    await englishReader.reload();
    await englishReader.getByRole("heading", { level: 1, name: englishTitle }).waitFor();
    await expect
      .poll(() => englishReader.getByTestId("localization-note").textContent())
      .toBe(english.localization.outOfDate);

    // The table lists the last edited first: the notice just edited is on its first page.
    await page.reload();
    await row
      .getByLabel(`${t.translation.languageNames["en-US"]}: ${t.translation.states.outOfDate}`)
      .waitFor();
  }, 180_000);

  it("staff name a question type and write a question in English; an en-US reader finds both on the knowledge base", async () => {
    const { page } = browser;
    const token = await administratorToken();
    const suffix = uniqueSuffix();
    const typeName = `天线问题 ${suffix}`;
    const question = `天线怎么摆放 ${suffix}`;
    const { id: typeId } = await callApi<{ id: number }>("/api/faqType/addFaqType", {
      token,
      body: { name: typeName, sort: 0 },
    });
    await callApi("/api/faq/save", {
      token,
      body: { typeId, question, answer: "<p>远离金属外壳。</p>" },
    });
    const faqWords = contentZhCN.content.faqManagement;
    await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/faqlist")}`);
    await signInAsAdministrator(page);
    await waitForRoute(page, "/server/faqlist");
    const english = t.translation.languageNames["en-US"];
    const saveEnglish = buttonName(format(t.translation.save, { language: english }));
    const drawerOf = (title: string) =>
      page.getByRole("dialog").filter({
        has: page.getByText(format(t.translation.drawerTitle, { title }), { exact: true }),
      });

    await page.getByRole("tab", { name: faqWords.tabs.types }).click();
    await page
      .getByRole("row")
      .filter({ hasText: typeName })
      .getByRole("button", { name: buttonName(t.translation.action) })
      .click();
    const typeDrawer = drawerOf(typeName);
    await typeDrawer.getByRole("form", { name: english }).waitFor();
    await motionFinished(page);
    await typeDrawer.getByLabel(faqWords.types.name, { exact: true }).fill(`Antennas ${suffix}`);
    const typeSaved = await responseTo(page, "/api/faqType/saveTranslation", () =>
      typeDrawer.getByRole("button", { name: saveEnglish }).click(),
    );
    expect(typeSaved.status()).toBe(200);
    // Saved, so closing asks nothing.
    await typeDrawer.getByLabel(`${english}: ${t.translation.states.upToDate}`).waitFor();
    await page.keyboard.press("Escape");
    await typeDrawer.waitFor({ state: "hidden" });

    await page.getByRole("tab", { name: faqWords.tabs.faqs }).click();
    const search = page.getByRole("main").getByRole("searchbox", {
      name: faqWords.faqs.searchPlaceholder,
    });
    await search.fill(question);
    await responseTo(page, "/api/faq/list", () => search.press("Enter"));
    await page
      .getByRole("row")
      .filter({ hasText: question })
      .getByRole("button", { name: buttonName(t.translation.action) })
      .click();
    const faqDrawer = drawerOf(question);
    await faqDrawer.getByRole("form", { name: english }).waitFor();
    await motionFinished(page);
    await faqDrawer
      .getByLabel(faqWords.faqs.question, { exact: true })
      .fill(`Where should the antenna go? ${suffix}`);
    await faqDrawer.getByRole("textbox", { name: faqWords.faqs.answer }).click();
    await page.keyboard.type("Keep it away from metal housings.");
    const faqSaved = await responseTo(page, "/api/faq/saveTranslation", () =>
      faqDrawer.getByRole("button", { name: saveEnglish }).click(),
    );
    expect(faqSaved.status()).toBe(200);

    const reader = await (await browser.newContext({ locale: "en-US" })).newPage();
    await reader.goto("/#/knowledge");
    await reader
      .getByRole("heading", { name: contentEnUS.content.knowledge.title, level: 1 })
      .waitFor();
    const knowledgeSearch = reader.getByRole("searchbox");
    await knowledgeSearch.fill(suffix);
    await responseTo(reader, "/api/faq/queryAll", () => knowledgeSearch.press("Enter"));
    await reader.getByRole("tab", { name: `Antennas ${suffix} (1)` }).waitFor();
    await reader.getByRole("button", { name: `Where should the antenna go? ${suffix}` }).click();
    await reader.getByText("Keep it away from metal housings.", { exact: true }).waitFor();
  }, 180_000);

  it("a reader who switches the language in the header reads the open notice again in the new one", async () => {
    const { page } = browser;
    const token = await administratorToken();
    const suffix = uniqueSuffix();
    const title = `固件升级通知 ${suffix}`;
    const { id } = await callApi<{ id: number }>("/api/text/save", {
      token,
      body: { type: "notice", title, content: "<p>请升级固件。</p>", status: "published" },
    });
    await callApi("/api/text/saveTranslation", {
      token,
      body: {
        id,
        language: "en-US",
        version: 0,
        fields: { title: `Firmware upgrade ${suffix}`, content: "<p>Please upgrade.</p>" },
      },
    });
    await readNotice(page, id, title);
    await page
      .getByRole("banner")
      .getByRole("button", { name: `${t.common.language}: ${t.languageNames["zh-CN"]}` })
      .click();
    await clickWhenSettled(page.getByRole("menuitem", { name: t.languageNames["en-US"] }));
    await page.getByRole("heading", { level: 1, name: `Firmware upgrade ${suffix}` }).waitFor();
    await page.getByText("Please upgrade.", { exact: true }).waitFor();
  }, 120_000);
});
