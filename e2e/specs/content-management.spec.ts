/// <reference lib="dom" />
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contentZhCN } from "../../apps/web/src/i18n/content/zh-CN.ts";
import {
  administratorToken,
  callApi,
  createUser,
  signInAsAdministrator,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import { motionFinished, serverUnderTest, useBrowser } from "../support/browser.ts";
import { solidPng } from "../support/images.ts";
import { chooseOption, hashRoute, responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const words = contentZhCN.content;
const m = words.management;

/** The create/edit drawer, found by its title. */
function formDrawer(page: Page, title: string): Locator {
  return page.getByRole("dialog").filter({ has: page.getByText(title, { exact: true }) });
}

/** The table row of a text, by its title. */
function textRow(page: Page, title: string): Locator {
  return page.getByRole("row").filter({ hasText: title });
}

/** The modal of the editor with this title (image, chart). */
function editorDialog(page: Page, title: string): Locator {
  return page.locator(".ant-modal").filter({ has: page.getByText(title, { exact: true }) });
}

const readCountOf = async (id: number) =>
  (await callApi<{ readCount: number }>(`/api/text/getReadCount?id=${id}`)).readCount;

describe("content management (#/server/article and its sister pages)", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("staff write an article with a table, code, an image and a chart; a visitor reads, likes and comments it", async () => {
    const { page, context } = browser;
    const title = `E2E 文章 ${uniqueSuffix()}`;
    await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/article")}`);
    await signInAsAdministrator(page);
    await waitForRoute(page, "/server/article");
    await page
      .getByRole("main")
      .getByRole("heading", { name: t.routes.article, level: 1 })
      .waitFor();

    await page.getByRole("button", { name: m.sections.article.create }).click();
    const drawer = formDrawer(page, m.sections.article.create);
    await drawer.getByLabel(m.form.title, { exact: true }).waitFor();
    await motionFinished(page);
    await drawer.getByLabel(m.form.title, { exact: true }).fill(title);
    await drawer.getByLabel(m.form.summary, { exact: true }).fill("端到端测试写的文章");

    const body = drawer.getByRole("textbox", { name: m.form.content });
    const toolbar = drawer.getByRole("toolbar", { name: t.editor.toolbar });
    await body.click();
    await page.keyboard.type("M5311 的实测数据如下。");

    // An image, uploaded through the editor's image dialog.
    await toolbar.getByRole("button", { name: t.editor.image, exact: true }).click();
    const imageDialog = editorDialog(page, t.editor.imageDialog.title);
    await imageDialog.waitFor();
    const uploaded = await responseTo(page, "/api/ueditor/uploadImage", () =>
      imageDialog.locator('input[type="file"]').setInputFiles({
        name: "board.png",
        mimeType: "image/png",
        buffer: solidPng(48, [22, 96, 232]),
      }),
    );
    expect(uploaded.status()).toBe(200);
    const imageAddress = imageDialog.getByLabel(t.editor.imageDialog.src, { exact: true });
    await expect.poll(() => imageAddress.inputValue()).toMatch(/^\/uploads\//);
    await imageDialog.locator(".ant-modal-footer .ant-btn-primary").click();
    await imageDialog.waitFor({ state: "hidden" });
    await body.locator("img").first().waitFor();

    // A 2 x 3 table: a header row, a first column of names, numbers elsewhere.
    await body.press("Control+End");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: t.editor.table, exact: true }).click();
    await page
      .getByRole("button", { name: format(t.editor.tableActions.insert, { rows: 2, columns: 3 }) })
      .click();
    await body.locator("th").first().click();
    for (const [index, cell] of ["型号", "一月", "二月", "M5311", "10", "20"].entries()) {
      if (index > 0) await page.keyboard.press("Tab");
      await page.keyboard.type(cell);
    }
    await body.locator("td").getByText("20", { exact: true }).waitFor();

    // A chart of the table, inserted as an image below it.
    await toolbar.getByRole("button", { name: t.editor.chart, exact: true }).click();
    const chartDialog = editorDialog(page, t.editor.chartDialog.title);
    await chartDialog.waitFor();
    const chartUpload = await responseTo(page, "/api/ueditor/uploadImage", () =>
      chartDialog.getByRole("button", { name: buttonName(t.editor.chartDialog.insert) }).click(),
    );
    expect(chartUpload.status()).toBe(200);
    await body.getByRole("img", { name: t.editor.chartDialog.alt }).waitFor();

    // A code block at the end.
    await body.press("Control+End");
    await toolbar.getByRole("button", { name: t.editor.codeBlock, exact: true }).click();
    await page.keyboard.type("AT+CSQ");

    const saved = await responseTo(page, "/api/text/save", () =>
      drawer.getByRole("button", { name: buttonName(m.form.save) }).click(),
    );
    expect(saved.status()).toBe(200);
    await page.getByText(format(m.form.created, { title }), { exact: true }).waitFor();
    await drawer.waitFor({ state: "hidden" });
    const id = ((await saved.json()) as { data: { id: number } }).data.id;

    const token = await administratorToken();
    const stored = await callApi<{ content: string; status: string; readCount: number }>(
      `/api/text/detail?id=${id}`,
      { token },
    );
    expect(stored.status).toBe("draft");
    expect(stored.content).toMatch(/<table[^>]*>.*<th[^>]*><p>型号<\/p><\/th>/);
    expect(stored.content).toContain("AT+CSQ</code></pre>");
    expect(stored.content.match(/<img /g)?.length).toBe(2);

    // The draft in the table, previewed in a new tab exactly as it will look.
    const search = page.getByRole("main").getByRole("searchbox", { name: m.filters.keyword });
    await search.fill(title);
    await responseTo(page, "/api/text/list", () => search.press("Enter"));
    const row = textRow(page, title);
    await row.getByText(m.statuses.draft, { exact: true }).waitFor();
    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      row.getByRole("link", { name: buttonName(t.common.management.preview) }).click(),
    ]);
    await preview.getByRole("heading", { name: title, level: 1 }).waitFor();
    await preview.getByText(words.preview.banner).waitFor();
    await preview.locator("table").getByText("M5311", { exact: true }).waitFor();
    await preview.close();
    expect(await readCountOf(id).catch(() => null)).toBeNull();

    const published = await responseTo(page, "/api/text/updateStatus", () =>
      row.getByRole("button", { name: buttonName(m.actions.publish) }).click(),
    );
    expect(published.status()).toBe(200);
    await row.getByText(m.statuses.published, { exact: true }).waitFor();
    expect(await readCountOf(id)).toBe(0);
    // A preview of the published text counts no read either.
    const [publishedPreview] = await Promise.all([
      context.waitForEvent("page"),
      row.getByRole("link", { name: buttonName(t.common.management.preview) }).click(),
    ]);
    await publishedPreview.getByRole("heading", { name: title, level: 1 }).waitFor();
    await publishedPreview.close();
    expect(await readCountOf(id)).toBe(0);

    // A member reads it, likes it and comments; the read count rises.
    const reader = await createUser();
    const visitorContext = await browser.newContext();
    await useSession(visitorContext, reader.token);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/#/notice/detail/${id}`);
    await visitor.getByRole("heading", { name: title, level: 1 }).waitFor();
    // The page colours the code, which splits its text into spans: the block holds it whole.
    await expect
      .poll(async () => (await visitor.locator("pre code").allTextContents()).join("\n"))
      .toContain("AT+CSQ");
    await visitor.getByRole("img", { name: t.editor.chartDialog.alt }).waitFor();
    const reads = visitor.getByTestId("text-read-count");
    await expect
      .poll(() => reads.textContent())
      .toContain(format(words.detail.reads_other, { count: 1 }));
    const like = visitor.getByTestId("text-like");
    await like.click();
    await expect.poll(() => like.textContent()).toContain(words.detail.liked);
    const comment = `e2e comment ${uniqueSuffix()}`;
    await visitor.getByRole("textbox", { name: words.comments.placeholder }).fill(comment);
    await visitor.getByRole("button", { name: words.comments.submit }).click();
    await visitor.getByTestId("comment").filter({ hasText: comment }).waitFor();
    await visitor.reload();
    await visitor.getByRole("heading", { name: title, level: 1 }).waitFor();
    await expect
      .poll(() => reads.textContent())
      .toContain(format(words.detail.reads_other, { count: 2 }));
    expect(await readCountOf(id)).toBe(2);

    // The home page lists it with the news.
    await visitor.goto("/#/home");
    await visitor.getByTestId("home-news").getByRole("link", { name: title }).waitFor();

    // The staff table, opened again, shows the reads (its read count column).
    await page.reload();
    await search.fill(title);
    await responseTo(page, "/api/text/list", () => search.press("Enter"));
    await expect.poll(() => row.locator("td").nth(6).textContent()).toBe("2");
  }, 180_000);

  it("each page lists and creates its own texts: notices, videos, promotion, marketing support and material", async () => {
    const { page } = browser;
    await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/notice")}`);
    await signInAsAdministrator(page);
    const token = await administratorToken();
    const suffix = uniqueSuffix();

    /** Opens a page and waits for its title and its table's first answer. */
    async function openSection(section: keyof typeof m.sections) {
      if (hashRoute(page) !== `/server/${section}`) {
        await responseTo(page, "/api/text/list", () => page.goto(`/#/server/${section}`));
      }
      await page
        .getByRole("main")
        .getByRole("heading", { name: t.routes[section], level: 1 })
        .waitFor();
    }

    /** Creates a text on the open page: the title, what `fill` adds, published. */
    async function create(
      section: keyof typeof m.sections,
      title: string,
      fill?: (drawer: Locator) => Promise<void>,
    ) {
      await page.getByRole("button", { name: m.sections[section].create }).click();
      const drawer = formDrawer(page, m.sections[section].create);
      await drawer.getByLabel(m.form.title, { exact: true }).waitFor();
      await motionFinished(page);
      await drawer.getByLabel(m.form.title, { exact: true }).fill(title);
      await drawer.getByText(m.statuses.published, { exact: true }).click();
      await fill?.(drawer);
      const saved = await responseTo(page, "/api/text/save", () =>
        drawer.getByRole("button", { name: buttonName(m.form.save) }).click(),
      );
      expect(saved.status()).toBe(200);
      await drawer.waitFor({ state: "hidden" });
      await textRow(page, title).waitFor();
      return ((await saved.json()) as { data: { id: number } }).data.id;
    }

    const typeOf = async (id: number) =>
      await callApi<{ type: string; category: string | null; videoUrl: string | null }>(
        `/api/text/detail?id=${id}`,
        { token },
      );

    await openSection("notice");
    await page.getByRole("row").nth(1).waitFor();
    const notice = await create("notice", `E2E 公告 ${suffix}`);
    expect((await typeOf(notice)).type).toBe("notice");

    await openSection("video");
    const embed = "https://player.bilibili.com/player.html?bvid=BV1e2e";
    const video = await create("video", `E2E 视频 ${suffix}`, async (drawer) => {
      // Published without a video, the form asks for one.
      await drawer.getByRole("button", { name: buttonName(m.form.save) }).click();
      await drawer.getByText(m.form.videoRequired, { exact: true }).waitFor();
      await drawer.getByLabel(m.form.video, { exact: true }).fill(embed);
    });
    expect(await typeOf(video)).toMatchObject({ type: "schoolVideo", videoUrl: embed });

    await openSection("promotion");
    const solution = await create("promotion", `E2E 方案 ${suffix}`, async (drawer) => {
      await chooseOption(page, drawer.getByLabel(m.form.type, { exact: true }), words.types.page);
      await drawer.getByLabel(m.form.pageKey, { exact: true }).waitFor();
      await chooseOption(
        page,
        drawer.getByLabel(m.form.type, { exact: true }),
        words.types.solution,
      );
    });
    expect((await typeOf(solution)).type).toBe("solution");

    await openSection("marketingSupport");
    const support = await create("marketingSupport", `E2E 营销支持 ${suffix}`, async (drawer) => {
      await drawer.getByLabel(m.form.category, { exact: true }).fill("市场活动");
    });
    await openSection("marketingSupportMaterial");
    expect(await textRow(page, `E2E 营销支持 ${suffix}`).count()).toBe(0);
    const material = await create(
      "marketingSupportMaterial",
      `E2E 物料 ${suffix}`,
      async (drawer) => {
        await chooseOption(page, drawer.getByLabel(m.form.category, { exact: true }), "方案手册");
      },
    );
    expect(await typeOf(support)).toMatchObject({ type: "marketing", category: "市场活动" });
    expect(await typeOf(material)).toMatchObject({ type: "marketing", category: "方案手册" });
  }, 180_000);

  it("a save from a stale form answers 409 and keeps what was typed", async () => {
    const { page } = browser;
    const token = await administratorToken();
    const title = `E2E 旧版本 ${uniqueSuffix()}`;
    const { id } = await callApi<{ id: number }>("/api/text/save", {
      token,
      body: { type: "notice", title, content: "<p>原文</p>", status: "draft" },
    });
    await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/notice")}`);
    await signInAsAdministrator(page);
    await waitForRoute(page, "/server/notice");
    const search = page.getByRole("main").getByRole("searchbox", { name: m.filters.keyword });
    await search.fill(title);
    await responseTo(page, "/api/text/list", () => search.press("Enter"));
    await textRow(page, title)
      .getByRole("button", { name: buttonName(t.common.management.edit) })
      .click();
    const drawer = formDrawer(page, format(m.form.editTitle, { title }));
    const titleField = drawer.getByLabel(m.form.title, { exact: true });
    await expect.poll(() => titleField.inputValue()).toBe(title);

    // Someone else publishes it meanwhile.
    await callApi("/api/text/updateStatus", { token, body: { id, status: "published" } });
    await titleField.fill(`${title} 改`);
    const refused = await responseTo(page, "/api/text/update", () =>
      drawer.getByRole("button", { name: buttonName(m.form.save) }).click(),
    );
    expect(refused.status()).toBe(409);
    const stale = page.getByRole("dialog").filter({ hasText: t.common.staleRecord.title });
    await stale.getByRole("button", { name: buttonName(t.common.staleRecord.keepEditing) }).click();
    expect(await titleField.inputValue()).toBe(`${title} 改`);
  }, 120_000);

  it("a signed-in member cannot open the pages, and the API refuses them", async () => {
    const { page, context } = browser;
    const member = await createUser();
    await useSession(context, member.token);
    await page.goto("/#/server/article");
    await waitForRoute(page, /^\/server\/login\?redirect=/);
    expect(await page.getByRole("heading", { name: t.routes.article, level: 1 }).count()).toBe(0);

    const { baseUrl } = serverUnderTest();
    for (const [path, init] of [
      ["/api/text/list?types=news", { method: "GET" }],
      [
        "/api/text/updateStatus",
        { method: "POST", body: JSON.stringify({ id: 1, status: "draft" }) },
      ],
    ] as const) {
      const answer = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${member.token}`, "Content-Type": "application/json" },
      });
      expect(answer.status).toBe(403);
    }
  });
});
