/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contentZhCN } from "../../apps/web/src/i18n/content/zh-CN.ts";
import {
  administratorToken,
  callApi,
  signInAsAdministrator,
  uniqueSuffix,
} from "../support/accounts.ts";
import { motionFinished, useBrowser } from "../support/browser.ts";
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

    const englishReader = await (await browser.newContext({ locale: "en-US" })).newPage();
    await readNotice(englishReader, id, englishTitle);
    await englishReader.getByText("The module registers on the network once it starts.").waitFor();
    expect(await englishReader.getByTestId("localization-note").count()).toBe(0);

    const traditionalReader = await (await browser.newContext({ locale: "zh-TW" })).newPage();
    await readNotice(traditionalReader, id, `模組網絡說明 ${suffix}`);
    await expect
      .poll(() => traditionalReader.getByTestId("localization-note").textContent())
      .toBe(traditional.localization.converted);

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
});
