/// <reference lib="dom" />

import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  administratorToken,
  createUser,
  openManagementPage,
  type TestUser,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import {
  expectNoSeriousViolations,
  motionFinished,
  narrowPhone,
  useBrowser,
} from "../support/browser.ts";
import { addDocumentThroughApi, onePagePdf } from "../support/documents.ts";
import {
  chooseOption,
  describedText,
  expectFitsNarrowPhone,
  responseTo,
  waitForRoute,
} from "../support/pages.ts";
import { buttonName, format, type Language, languages, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const d = t.document;

/** A name no other test of this run uses. */
function uniqueName(prefix: string): string {
  return `${prefix} ${uniqueSuffix()}`;
}

let member: TestUser;
let staff: string;
/** A PDF only signed-in users may download, added for these tests. */
let memberPdf: { id: number; name: string };

beforeAll(async () => {
  member = await createUser();
  staff = await administratorToken();
  const name = uniqueName("E2E watermark manual");
  const id = await addDocumentThroughApi(
    staff,
    { name, type: "atCommands", version: "V2.0", accessLevel: "user", language: "en-US" },
    onePagePdf("E2E manual for the watermark test"),
  );
  memberPdf = { id, name };
});

const browser = useBrowser();

/** Opens the document centre searching `keyword` and waits for the document's row. */
async function searchDocumentCentre(page: Page, keyword: string, language: Language = "zh-CN") {
  await page.goto(`/#/product/document?keyword=${encodeURIComponent(keyword)}`);
  await page
    .getByRole("heading", { name: texts[language].document.centre.title, level: 1 })
    .waitFor();
  const row = page.getByRole("row").filter({ hasText: keyword });
  await row.waitFor();
  return row;
}

describe("document centre (#/product/document)", () => {
  it("lets a signed-in member download a watermarked PDF of a signed-in-only document", async () => {
    const { page, context } = browser;
    await useSession(context, member.token);
    const row = await searchDocumentCentre(page, memberPdf.name);
    const watermark = row.getByRole("button", {
      name: format(d.actions.watermarkFor, { name: memberPdf.name, version: "V2.0" }),
    });
    const [download, response] = await Promise.all([
      page.waitForEvent("download"),
      responseTo(page, "/api/document/downloadWithWatermark", () => watermark.click()),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The stamped copy is a different file from the one uploaded.
    expect(bytes.length).toBeGreaterThan(onePagePdf("E2E manual for the watermark test").length);
  });

  it("tells a visitor why a document is locked, with a sign-in link that comes back", async () => {
    const { page } = browser;
    const row = await searchDocumentCentre(page, memberPdf.name);
    const signIn = row.getByRole("link", { name: d.locked.signIn });
    await signIn.waitFor();
    expect(await row.getByRole("button", { name: buttonName(d.actions.download) }).count()).toBe(0);
    await signIn.click();
    await waitForRoute(page, /^\/login\?redirect=/);
    const redirect = new URL(page.url().replace("/#/", "/")).searchParams.get("redirect");
    expect(redirect).toBe(`/product/document?keyword=${encodeURIComponent(memberPdf.name)}`);
  });

  it("browses by product and type in the tree and opens older versions", async () => {
    const { page } = browser;
    await page.goto("/#/product/document");
    const tree = page.getByRole("tree", { name: d.tree.label });
    await tree.waitFor();
    await tree.getByText(d.tree.general, { exact: true }).click();
    await page.getByTestId("document-scope").getByText(d.tree.general).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toContain("general=1");

    // The first row's older versions open under it.
    await page.goto("/#/product/document");
    const firstRow = page.locator("tr[data-row-key]").first();
    await firstRow.waitFor();
    await firstRow.getByRole("button", { name: /展开行|Expand row/ }).click();
    await page.getByRole("heading", { name: d.details.olderVersions, level: 3 }).waitFor();
    await expectNoSeriousViolations(page);
  });

  it("works the tree, the filters and the pages by keyboard", async () => {
    const { page } = browser;
    await page.goto("/#/product/document");
    const tree = page.getByRole("tree", { name: d.tree.label });
    const all = tree.getByRole("treeitem", { name: d.tree.all });
    await all.waitFor();
    const focused = (attribute: string) =>
      page.evaluate((name) => document.activeElement?.getAttribute(name) ?? null, attribute);

    // One stop for Tab: the chosen node; the arrows move, Enter chooses.
    expect(await all.getAttribute("tabindex")).toBe("0");
    await all.focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(d.tree.general);
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).hash).toContain("general=1");
    await page.getByTestId("document-scope").getByText(d.tree.general).waitFor();

    // Right unfolds a category, right again goes to its first product, Enter chooses it.
    const folded = tree.locator('[role="treeitem"][aria-expanded="false"]').first();
    const categoryName = (await folded.textContent()) ?? "";
    const category = tree.getByRole("treeitem", { name: categoryName, exact: true });
    await category.focus();
    await page.keyboard.press("ArrowRight");
    expect(await category.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowRight");
    expect(await focused("aria-level")).toBe("2");
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).hash).toMatch(/productId=\d+/);
    // Choosing a product unfolds it (once its types are known, one without any is a leaf):
    // left folds it, left again goes back to the category, and once more folds that.
    await page.waitForLoadState("networkidle");
    if ((await focused("aria-expanded")) === "true") {
      await page.keyboard.press("ArrowLeft");
      expect(await focused("aria-expanded")).toBe("false");
    }
    await page.keyboard.press("ArrowLeft");
    expect(await focused("aria-level")).toBe("1");
    await page.keyboard.press("ArrowLeft");
    expect(await category.getAttribute("aria-expanded")).toBe("false");

    // The type filter is the browser's own select; choosing a type filters at once.
    await page.goto("/#/product/document");
    await page.locator("tr[data-row-key]").first().waitFor();
    await page
      .getByRole("combobox", { name: d.fields.type })
      .selectOption({ label: d.types.datasheet });
    await expect.poll(() => new URL(page.url()).hash).toContain("type=datasheet");

    // The search box searches on Enter; its clear button empties the search.
    const keyword = page.getByRole("searchbox", { name: d.centre.keywordLabel });
    await keyword.fill("M5311");
    await keyword.press("Enter");
    await expect.poll(() => new URL(page.url()).hash).toContain("keyword=M5311");
    await page.getByRole("button", { name: "close-circle" }).click();
    await expect.poll(() => new URL(page.url()).hash).not.toContain("keyword=");
    expect(await keyword.inputValue()).toBe("");
  });

  it.each(languages)("has no serious accessibility violation in %s", async (language) => {
    const page = await (await browser.newContext({ locale: language })).newPage();
    await page.goto("/#/product/document");
    await page
      .getByRole("heading", { name: texts[language].document.centre.title, level: 1 })
      .waitFor();
    await page.locator("tr[data-row-key]").first().waitFor();
    await expectNoSeriousViolations(page);
  });
});

describe("document feedback (#/product/feedback → #/server/documentationCenter → back)", () => {
  it("asks a visitor to sign in first and comes back with the document", async () => {
    const { page } = browser;
    await page.goto(`/#/product/feedback?documentId=${memberPdf.id}`);
    await page.getByText(d.feedback.signInTitle).waitFor();
    await expectNoSeriousViolations(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: buttonName(t.common.signIn) })
      .click();
    await waitForRoute(page, /^\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain(
      `/product/feedback?documentId=${memberPdf.id}`,
    );
  });

  it("goes round: a member reports, staff reply and resolve, the member reads the answer", async () => {
    const { page, context } = browser;
    const problem = uniqueName("Page 3 lists the wrong AT+CPSMS timer unit");
    const reply = uniqueName("Thank you, corrected in the next version");

    // The member reports a problem with the document the centre linked to.
    await useSession(context, member.token);
    await page.goto(`/#/product/feedback?documentId=${memberPdf.id}`);
    const form = page.getByRole("main");
    await form.getByText(memberPdf.name).first().waitFor();
    // The form's own rules speak before anything is sent.
    await form.getByRole("button", { name: buttonName(d.feedback.submit) }).click();
    const typeField = form.getByLabel(d.feedback.type, { exact: true });
    const contentField = form.getByLabel(d.feedback.content, { exact: true });
    await expect.poll(() => describedText(typeField)).toContain(d.feedback.typeRequired);
    await expect.poll(() => describedText(contentField)).toContain(d.feedback.contentRequired);

    await chooseOption(
      page,
      form.getByLabel(d.feedback.type, { exact: true }),
      d.feedbackTypes.error,
    );
    await form.getByLabel(d.feedback.content, { exact: true }).fill(problem);
    await form.getByLabel(d.feedback.contact, { exact: true }).fill("dev@example.com");
    const sent = await responseTo(page, "/api/document/feedback", () =>
      form.getByRole("button", { name: buttonName(d.feedback.submit) }).click(),
    );
    expect(sent.status()).toBe(200);
    await page.getByTestId("feedback-sent").waitFor();
    const mine = page.getByRole("listitem").filter({ hasText: problem });
    await mine.getByText(d.feedbackStatuses.pending).waitFor();
    await expectNoSeriousViolations(page);

    // Staff find it in the queue of the documentation centre, reply and resolve it.
    const staffPage = await (await browser.newContext()).newPage();
    await openManagementPage(staffPage, "documentationCenter");
    await staffPage.getByRole("tab", { name: d.admin.feedbackTab }).click();
    const queueRow = staffPage.getByRole("row").filter({ hasText: problem });
    await queueRow.waitFor();
    await expectNoSeriousViolations(staffPage);
    await queueRow
      .getByRole("button", { name: format(d.queue.handleFor, { name: memberPdf.name }) })
      .click();
    const dialog = staffPage.getByRole("dialog", { name: d.queue.handleTitle });
    await dialog.waitFor();
    await motionFinished(staffPage);
    await chooseOption(
      staffPage,
      dialog.getByLabel(d.queue.status, { exact: true }),
      d.feedbackStatuses.resolved,
    );
    await dialog.getByLabel(d.queue.reply, { exact: true }).fill(reply);
    const handled = await responseTo(staffPage, "/api/document/modifyFeedback", () =>
      dialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(handled.status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });

    // The member sees the new status and the reply.
    await page.reload();
    const answered = page.getByRole("listitem").filter({ hasText: problem });
    await answered.getByText(d.feedbackStatuses.resolved).waitFor();
    await answered.getByTestId("feedback-reply").getByText(reply).waitFor();
  });
});

describe("documentation centre (#/server/documentationCenter)", () => {
  it("lets staff upload a document with a file, which the public document centre then lists", async () => {
    const { page } = browser;
    const name = uniqueName("E2E uploaded datasheet");
    await openManagementPage(page, "documentationCenter");
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: buttonName(d.admin.upload) }).click();
    const dialog = page.getByRole("dialog", { name: d.admin.uploadTitle });
    await dialog.waitFor();
    await motionFinished(page);
    await chooseOption(
      page,
      dialog.getByLabel(d.admin.product, { exact: true }),
      d.admin.generalChoice,
    );
    await dialog.getByLabel(d.fields.name, { exact: true }).fill(name);
    await dialog.getByLabel(d.fields.version, { exact: true }).fill("1.0");
    // A malformed version is refused by the form.
    await dialog.getByLabel(d.fields.version, { exact: true }).fill("v1.x");
    await dialog.getByText(d.validation.versionFormat).waitFor();
    await dialog.getByLabel(d.fields.version, { exact: true }).fill("V1.0");
    await dialog.locator("input[type=file]").setInputFiles({
      name: `${name}.pdf`,
      mimeType: "application/pdf",
      buffer: onePagePdf(name),
    });
    await dialog.getByText(`${name}.pdf`).waitFor();
    await expectNoSeriousViolations(page);
    const added = await responseTo(page, "/api/document/addProductDocument", () =>
      dialog.getByRole("button", { name: buttonName(d.admin.uploadSubmit) }).click(),
    );
    expect(added.status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("row").filter({ hasText: name }).waitFor();

    const visitor = await (await browser.newContext()).newPage();
    const row = await searchDocumentCentre(visitor, name);
    await row.getByText(d.tree.general).waitFor();
    await row.getByText("V1.0").waitFor();
    const [download] = await Promise.all([
      visitor.waitForEvent("download"),
      row
        .getByRole("button", { name: format(d.actions.downloadFor, { name, version: "V1.0" }) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}.pdf`);
  });
});

describe("document names in the reader's language (#/server/documentationCenter → #/product/document)", () => {
  it("staff add an English name in the languages drawer; an en-US reader finds and reads it", async () => {
    const { page } = browser;
    const suffix = uniqueSuffix();
    const name = `E2E 天线设计指南 ${suffix}`;
    const englishName = `E2E antenna design guide ${suffix}`;
    await addDocumentThroughApi(
      staff,
      { name, type: "applicationNote", version: "V1.0", accessLevel: "public" },
      onePagePdf("E2E antenna design guide"),
    );

    await openManagementPage(page, "documentationCenter");
    const search = page.getByRole("main").getByRole("searchbox", {
      name: d.centre.keywordPlaceholder,
    });
    await search.fill(name);
    await responseTo(page, "/api/document/findProductDocuments", () => search.press("Enter"));
    const row = page.getByRole("row").filter({ hasText: name });
    const english = t.translation.languageNames["en-US"];
    await row.getByLabel(`${english}: ${t.translation.states.missing}`, { exact: true }).waitFor();
    await row.getByRole("button", { name: buttonName(t.translation.action) }).click();
    const drawer = page.getByRole("dialog").filter({
      has: page.getByText(format(t.translation.drawerTitle, { title: name }), { exact: true }),
    });
    await drawer.getByRole("form", { name: english }).waitFor();
    await motionFinished(page);
    await drawer.getByLabel(d.fields.name, { exact: true }).fill(englishName);
    await drawer.getByLabel(d.admin.description, { exact: true }).fill("Where the antenna goes");
    const saved = await responseTo(page, "/api/document/saveTranslation", () =>
      drawer
        .getByRole("button", {
          name: buttonName(format(t.translation.save, { language: english })),
        })
        .click(),
    );
    expect(saved.status()).toBe(200);
    await drawer.locator(".ant-drawer-close").click();
    await drawer.waitFor({ state: "hidden" });
    // Staff keep the name as written, now marked as having an English version.
    await row.getByLabel(`${english}: ${t.translation.states.upToDate}`, { exact: true }).waitFor();
    expect(await row.getByRole("button", { name, exact: true }).getAttribute("lang")).toBe("zh-CN");

    // An English reader finds it by its English name and reads it in English.
    const reader = await (await browser.newContext({ locale: "en-US" })).newPage();
    const found = await searchDocumentCentre(reader, englishName, "en-US");
    const shown = found.getByText(englishName, { exact: true });
    expect(await shown.getAttribute("lang")).toBe("en-US");
    expect(await reader.getByText(name).count()).toBe(0);
  }, 120_000);
});

describe("at 375 px", () => {
  const pages = [
    {
      name: "#/product/document",
      path: "/#/product/document",
      ready: (page: Page) => page.locator("tr[data-row-key]").first().waitFor(),
    },
    {
      name: "#/product/feedback (signed in)",
      path: "/#/product/feedback",
      ready: (page: Page) =>
        page.getByRole("heading", { name: d.feedback.mineTitle, level: 2 }).waitFor(),
    },
  ];

  it.each(pages)(
    "fits $name into 375 px with no serious accessibility violation",
    async ({ path, ready }) => {
      const context = await browser.newContext(narrowPhone);
      await useSession(context, member.token);
      const page = await context.newPage();
      await page.goto(path);
      await ready(page);
      await expectFitsNarrowPhone(page);
    },
  );

  it("fits the documentation centre into 375 px", async () => {
    const page = await (await browser.newContext(narrowPhone)).newPage();
    await openManagementPage(page, "documentationCenter");
    await page.locator("tr[data-row-key]").first().waitFor();
    await expectFitsNarrowPhone(page);
  });
});
