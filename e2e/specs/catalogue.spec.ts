/// <reference lib="dom" />
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, useSession } from "../support/accounts.ts";
import {
  clickWhenSettled,
  expectNoSeriousViolations,
  narrowPhone,
  useBrowser,
} from "../support/browser.ts";
import { productDocuments } from "../support/documents.ts";
import { expectFitsNarrowPhone, hashRoute, waitForRoute } from "../support/pages.ts";
import { catalogueTotal, comparison, productByModel, productDetail } from "../support/products.ts";
import { buttonName, format, type Language, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const c = t.product;
const d = t.document;

/** Demo products the specs use (see apps/server/src/seed/demo-products.ts). */
const models = { nbIot: "M5311", cat1: "ML302", fiveG: "F03X" } as const;
const ids = { nbIot: 0, cat1: 0, fiveG: 0 };

beforeAll(async () => {
  ids.nbIot = (await productByModel(models.nbIot)).id;
  ids.cat1 = (await productByModel(models.cat1)).id;
  ids.fiveG = (await productByModel(models.fiveG)).id;
});

/** The number in brackets of a filter option's label ("LCC (8)"). */
async function optionCount(option: Locator): Promise<number> {
  const label = (await option.textContent()) ?? "";
  const match = /\((\d+)\)$/.exec(label.trim());
  if (!match) throw new Error(`filter option "${label}" shows no count`);
  return Number(match[1]);
}

/** A filter, found by its label as a person reads it. */
function filterGroup(page: Page, label: string): Locator {
  return page.getByRole("radiogroup", { name: label, exact: true });
}

/** The option of a filter whose label is `text` and its count ("5G modules (2)"). */
function filterOption(group: Locator, text: string): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return group.locator("label", { hasText: new RegExp(`^${escaped} \\(\\d+\\)$`) });
}

/** Whether an option is the chosen one (its radio is checked). */
function isChosen(option: Locator): Promise<boolean> {
  return option.getByRole("radio").isChecked();
}

/** The selection's result heading, once it shows `count`. */
async function expectResultCount(page: Page, language: Language, count: number) {
  const words = texts[language].product.selection;
  await page
    .getByRole("heading", { name: format(words.resultCount, { count }), level: 2 })
    .waitFor();
}

function searchOf(page: Page): URLSearchParams {
  return new URLSearchParams(hashRoute(page).split("?")[1] ?? "");
}

function compareToggle(page: Page, model: string, language: Language = "zh-CN") {
  return page.getByRole("button", {
    name: format(texts[language].product.card.compareLabel, { model }),
    exact: true,
  });
}

const tray = (page: Page, language: Language = "zh-CN") =>
  page.getByRole("region", { name: texts[language].product.tray.region });

describe("product selection (/product/menu)", () => {
  const browser = useBrowser({ locale: "en-US" });
  const words = texts["en-US"].product;

  it("narrows the list by filters until the empty text shows; the URL keeps the selection", async () => {
    const { page } = browser;
    await page.goto("/#/product/menu");
    await page.getByRole("heading", { name: words.selection.title, level: 1 }).waitFor();
    const types = filterGroup(page, words.selection.productType);
    const packages = filterGroup(page, words.selection.packageType);
    const all = filterOption(types, words.selection.all);
    await all.waitFor();
    const everything = await optionCount(all);
    await expectResultCount(page, "en-US", everything);

    // Each option says beforehand how many products it leaves, and leaves exactly that many.
    const fiveG = filterOption(types, words.productTypes["5G"]);
    const fiveGCount = await optionCount(fiveG);
    expect(fiveGCount).toBeGreaterThan(0);
    await fiveG.click();
    await expectResultCount(page, "en-US", fiveGCount);
    expect(searchOf(page).get("productType")).toBe("5G");

    // A package type no 5G product has says "(0)" before it is chosen; choosing it empties the list.
    const emptyPackage = packages.locator("label", { hasText: /\(0\)$/ }).first();
    await emptyPackage.waitFor();
    const packageValue = await emptyPackage.getByRole("radio").getAttribute("value");
    await emptyPackage.click();
    await page.getByText(words.selection.empty, { exact: true }).waitFor();
    expect(searchOf(page).get("productType")).toBe("5G");
    expect(searchOf(page).get("packageType")).toBe(packageValue);

    // The selection survives a reload: it lives in the URL.
    await page.reload();
    await page.getByText(words.selection.empty, { exact: true }).waitFor();
    expect(await isChosen(filterOption(types, words.productTypes["5G"]))).toBe(true);
    await expectNoSeriousViolations(page);

    // Back undoes the last filter.
    await page.goBack();
    await expectResultCount(page, "en-US", fiveGCount);
    expect(searchOf(page).has("packageType")).toBe(false);

    // Reset shows everything again.
    await page.goForward();
    await page.getByText(words.selection.empty, { exact: true }).waitFor();
    await page.getByRole("button", { name: words.selection.reset }).click();
    await expectResultCount(page, "en-US", everything);
    expect(hashRoute(page)).toBe("/product/menu");
  });

  it("searches by keyword at once and keeps the keyword in the URL", async () => {
    const { page } = browser;
    await page.goto("/#/product/menu");
    const keyword = page.getByLabel(words.selection.keyword, { exact: true });
    await keyword.fill(models.fiveG);
    // The F03X and its board, and whatever other specs of the run made under that name.
    const found = await catalogueTotal(models.fiveG);
    expect(found).toBeGreaterThanOrEqual(1);
    await expectResultCount(page, "en-US", found);
    await page.getByTestId(`product-card-${ids.fiveG}`).waitFor();
    await expect.poll(() => searchOf(page).get("keyword")).toBe(models.fiveG);
    await keyword.fill("no-such-model");
    await page.getByText(words.selection.empty, { exact: true }).waitFor();
    await expectNoSeriousViolations(page);
  });

  it.each([
    ["zh-CN", "暂无结果，请重新选择"],
    ["zh-TW", "暫無結果，請重新選擇"],
    ["en-US", "No results found, please reselect"],
  ] as const)("says the empty result in %s as the spec words it", async (language, text) => {
    const context = await browser.newContext({ locale: language });
    const page = await context.newPage();
    await page.goto("/#/product/menu?keyword=no-such-model");
    await page.getByText(text, { exact: true }).waitFor();
    await page
      .getByRole("button", { name: buttonName(texts[language].product.selection.reset) })
      .waitFor();
  });
});

describe("catalogue (/product) and comparison (/product/compare)", () => {
  const browser = useBrowser();

  it("shows every category, each card leading to its product", async () => {
    const { page } = browser;
    await page.goto("/#/product");
    await page.getByRole("heading", { name: c.title, level: 1 }).waitFor();
    for (const type of ["2G", "4G", "NB-IoT", "5G", "devBoard", "terminal"] as const) {
      await page
        .getByRole("heading", { name: new RegExp(`^${c.productTypes[type]}`), level: 2 })
        .waitFor();
    }
    await page.getByTestId(`product-card-${ids.nbIot}`).waitFor();
    await expectNoSeriousViolations(page);
    await page
      .getByTestId(`product-card-${ids.nbIot}`)
      .getByRole("link", { name: models.nbIot, exact: true })
      .click();
    await waitForRoute(page, `/product/detail/${ids.nbIot}`);
    await page.getByRole("heading", { name: models.nbIot, level: 1 }).waitFor();
  });

  it("compares three modules picked in the catalogue and the selection, differences marked", async () => {
    const { page } = browser;
    await page.goto("/#/product");
    await compareToggle(page, models.nbIot).click();
    await compareToggle(page, models.cat1).click();
    await expect
      .poll(() => compareToggle(page, models.nbIot).getAttribute("aria-pressed"))
      .toBe("true");
    await tray(page).getByText(models.cat1, { exact: true }).waitFor();

    // The tray follows the visitor to the selection page, where the third module joins.
    await page.goto(`/#/product/menu?keyword=${models.fiveG}`);
    await tray(page).getByText(models.nbIot, { exact: true }).waitFor();
    await compareToggle(page, models.fiveG).click();
    await tray(page)
      .getByText(format(c.tray.count, { count: 3, max: 4 }))
      .waitFor();
    await expectNoSeriousViolations(page);

    await tray(page)
      .getByRole("button", { name: buttonName(c.tray.compare) })
      .click();
    await waitForRoute(page, `/product/compare?ids=${ids.nbIot},${ids.cat1},${ids.fiveG}`);
    await page.getByRole("heading", { name: c.compare.title, level: 1 }).waitFor();

    const expected = await comparison([ids.nbIot, ids.cat1, ids.fiveG], "zh-CN");
    const table = page.locator(".compare-table");
    const rows = table.locator("tbody tr.ant-table-row");
    await expect.poll(() => rows.count()).toBe(expected.rows.length);
    for (const model of Object.values(models)) {
      await table.getByRole("columnheader").getByRole("link", { name: model }).waitFor();
    }
    // Each differing row is tinted AND labelled, so the difference does not rest on colour.
    const differing = expected.rows.filter((row) => row.differs);
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.length).toBeLessThan(expected.rows.length);
    const marked = table.locator("tr.compare-row-differs");
    expect(await marked.count()).toBe(differing.length);
    expect(await marked.getByText(c.compare.differs, { exact: true }).count()).toBe(
      differing.length,
    );
    const same = expected.rows.find((row) => !row.differs);
    if (!same) throw new Error("the three demo modules differ in every parameter");
    const sameLabel = same.unit ? `${same.name} (${same.unit})` : same.name;
    await table.getByText(sameLabel, { exact: true }).waitFor();
    await expectNoSeriousViolations(page);

    await page.getByLabel(c.compare.onlyDifferences, { exact: true }).click();
    await expect.poll(() => rows.count()).toBe(differing.length);
    expect(await table.getByText(sameLabel, { exact: true }).count()).toBe(0);
    await page.getByLabel(c.compare.onlyDifferences, { exact: true }).click();
    await expect.poll(() => rows.count()).toBe(expected.rows.length);

    // Removing a product changes the URL, which is the comparison.
    await page
      .getByRole("button", { name: format(c.compare.remove, { model: models.fiveG }) })
      .click();
    await waitForRoute(page, `/product/compare?ids=${ids.nbIot},${ids.cat1}`);
    await expect.poll(() => table.getByRole("columnheader").getByRole("link").count()).toBe(2);

    // ...and a product is added back through the searchable list.
    const add = page.getByRole("combobox", { name: c.compare.addProduct });
    await add.click();
    await add.fill(models.fiveG);
    // Searched down to the one module before Enter picks it, as a keyboard user does.
    await page
      .getByRole("option", { name: new RegExp(`^${models.fiveG} · `), includeHidden: true })
      .waitFor({ state: "attached" });
    await expect.poll(() => page.getByRole("option", { includeHidden: true }).count()).toBe(1);
    await add.press("Enter");
    await waitForRoute(page, `/product/compare?ids=${ids.nbIot},${ids.cat1},${ids.fiveG}`);

    // The shared link opens the same comparison for someone else.
    const other = await (await browser.newContext()).newPage();
    await other.goto(`/#${hashRoute(page)}`);
    await other.locator(".compare-table tr.compare-row-differs").first().waitFor();
    expect(await other.locator(".compare-table tr.compare-row-differs").count()).toBe(
      differing.length,
    );
  });

  it("keeps what is typed into the product list before its code has arrived", async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`/#/product/compare?ids=${ids.nbIot},${ids.cat1}`);
    await page.locator(".compare-table tr.compare-row-differs").first().waitFor();
    await page.waitForLoadState("networkidle");
    // The list's code (fetched on first use) is held back while the reader types.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const add = page.getByRole("combobox", { name: c.compare.addProduct });
    await add.focus();
    await page.keyboard.type(models.fiveG);
    await page
      .getByRole("option", { name: new RegExp(`^${models.fiveG} · `), includeHidden: true })
      .waitFor({ state: "attached" });
    await expect.poll(() => add.inputValue()).toBe(models.fiveG);
    await expect.poll(() => page.getByRole("option", { includeHidden: true }).count()).toBe(1);
    await page.keyboard.press("Enter");
    await waitForRoute(page, `/product/compare?ids=${ids.nbIot},${ids.cat1},${ids.fiveG}`);
  });

  it("exports the comparison to an Excel file", async () => {
    const { page } = browser;
    await page.goto(`/#/product/compare?ids=${ids.nbIot},${ids.cat1}`);
    await page.locator(".compare-table tr.compare-row-differs").first().waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: c.compare.export }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  it("names the parameters in the interface language", async () => {
    for (const language of ["en-US", "zh-TW"] as const) {
      const page = await (await browser.newContext({ locale: language })).newPage();
      const expected = await comparison([ids.nbIot, ids.fiveG], language);
      const first = expected.rows[3];
      if (!first) throw new Error("the comparison has no parameter rows");
      await page.goto(`/#/product/compare?ids=${ids.nbIot},${ids.fiveG}`);
      const label = first.unit ? `${first.name} (${first.unit})` : first.name;
      await page.locator(".compare-table").getByText(label, { exact: true }).waitFor();
      await page
        .getByRole("heading", { name: texts[language].product.compare.title, level: 1 })
        .waitFor();
    }
  });

  it("explains a comparison of fewer than two or of unknown products", async () => {
    const { page } = browser;
    await page.goto(`/#/product/compare?ids=${ids.nbIot}`);
    await page.getByText(c.compare.tooFew, { exact: true }).waitFor();
    await expectNoSeriousViolations(page);
    await page.goto(`/#/product/compare?ids=${ids.nbIot},999999`);
    await page.getByText(c.compare.notFound, { exact: true }).waitFor();
  });
});

describe("product detail (/product/detail/:id)", () => {
  const browser = useBrowser();

  it("shows the M5311's parameters, documents with versions and development board", async () => {
    const { page } = browser;
    const product = await productDetail(ids.nbIot, "zh-CN");
    const documents = await productDocuments(ids.nbIot);
    expect(documents.length).toBeGreaterThan(0);
    let viewsCounted = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/product/addNum") viewsCounted += 1;
    });

    await page.goto(`/#/product/detail/${ids.nbIot}`);
    await page.getByRole("heading", { name: models.nbIot, level: 1 }).waitFor();
    await expect.poll(() => page.title()).toContain(t.routes.productDetail);

    const parameters = page.getByRole("region", { name: c.detail.parameters });
    for (const parameter of product.parameters) {
      const label = parameter.unit ? `${parameter.name} (${parameter.unit})` : parameter.name;
      await parameters.getByText(label, { exact: true }).waitFor();
    }

    const documentSection = page.getByRole("region", { name: c.detail.documents });
    for (const document of documents) {
      await documentSection.getByRole("heading", { name: document.name, level: 3 }).waitFor();
    }
    // A locked document says what to do instead of offering the file.
    const locked = documents.find((document) => !document.canDownload);
    if (locked) {
      await documentSection
        .getByTestId(`document-${locked.id}`)
        .getByRole("link", { name: d.locked.signIn })
        .waitFor();
    }
    // The latest version of a public document downloads with its own file name...
    const open = documents.find((document) => document.canDownload);
    if (!open) throw new Error("the M5311 has no public document");
    const entry = documentSection.getByTestId(`document-${open.id}`);
    const latest = page.waitForEvent("download");
    await entry
      .getByRole("button", {
        name: format(d.actions.downloadFor, {
          name: open.name,
          version: open.latestVersion.version,
        }),
      })
      .click();
    expect((await latest).suggestedFilename()).toBe(open.latestVersion.fileName);
    // ...and so does an older version.
    const withHistory = documents.find(
      (document) => document.canDownload && document.versions.length > 1,
    );
    if (withHistory) {
      const older = withHistory.versions.find(
        (version) => version.id !== withHistory.latestVersion.id,
      );
      if (!older) throw new Error("unreachable: more than one version");
      const historyEntry = documentSection.getByTestId(`document-${withHistory.id}`);
      await historyEntry
        .getByRole("button", {
          name: format(c.documents.olderVersions, { count: withHistory.versions.length - 1 }),
        })
        .click();
      const earlier = page.waitForEvent("download");
      await clickWhenSettled(
        historyEntry.getByRole("button", {
          name: format(d.actions.downloadFor, { name: withHistory.name, version: older.version }),
        }),
      );
      expect((await earlier).suggestedFilename()).toBe(older.fileName);
    }
    // Every public document at once, as a zip.
    const bundle = page.waitForEvent("download");
    await documentSection.getByRole("button", { name: c.documents.downloadAll }).click();
    expect((await bundle).suggestedFilename()).toMatch(/\.zip$/);
    await expect.poll(() => documentSection.locator(".ant-btn-loading").count()).toBe(0);

    const boards = page.getByRole("region", { name: c.detail.boards });
    expect(product.children.length).toBeGreaterThan(0);
    for (const child of product.children) {
      await boards.getByRole("link", { name: child.model, exact: true }).waitFor();
    }
    await expectNoSeriousViolations(page);
    expect(viewsCounted).toBe(1);
  });

  it("lets a signed-in user download members' documents and says the whitelist ones are restricted", async () => {
    const { page, context } = browser;
    const user = await createUser();
    await useSession(context, user.token);
    const documents = await productDocuments(ids.nbIot);
    const membersOnly = documents.find((document) => document.accessLevel === "user");
    const whitelisted = documents.find((document) => document.accessLevel === "whitelist");
    if (!membersOnly || !whitelisted) {
      throw new Error("the M5311 demo documents have no members-only or whitelist document");
    }
    await page.goto(`/#/product/detail/${ids.nbIot}`);
    const documentSection = page.getByRole("region", { name: c.detail.documents });
    const download = page.waitForEvent("download");
    await documentSection
      .getByTestId(`document-${membersOnly.id}`)
      .getByRole("button", {
        name: format(d.actions.downloadFor, {
          name: membersOnly.name,
          version: membersOnly.latestVersion.version,
        }),
      })
      .click();
    expect((await download).suggestedFilename()).toBe(membersOnly.latestVersion.fileName);
    await documentSection
      .getByTestId(`document-${whitelisted.id}`)
      .getByRole("button", { name: d.locked.whitelist })
      .waitFor();
  });

  it("adds the product to the comparison from its page", async () => {
    const { page } = browser;
    await page.goto(`/#/product/detail/${ids.cat1}`);
    await page.getByRole("heading", { name: models.cat1, level: 1 }).waitFor();
    await compareToggle(page, models.cat1).first().click();
    await tray(page).getByText(models.cat1, { exact: true }).waitFor();
    await page.getByRole("link", { name: c.detail.consult }).waitFor();
  });

  it("opens the product's picture in the full-screen preview, its code loaded on that click", async () => {
    const { page } = browser;
    const product = await productDetail(ids.nbIot, "zh-CN");
    expect(product.images.length).toBeGreaterThan(0);
    await page.goto(`/#/product/detail/${ids.nbIot}`);
    await page.getByRole("heading", { name: models.nbIot, level: 1 }).waitFor();
    const preview = page.locator(".ant-image-preview");
    expect(await preview.count()).toBe(0);

    const name = format(c.detail.imageAlt, { model: models.nbIot, index: 1 });
    await page.getByRole("button", { name }).click();
    await preview.locator(`img[src="${product.images[0]}"]`).waitFor();
    await page.keyboard.press("Escape");
    await preview.waitFor({ state: "hidden" });
    // Closed and opened again, it shows the picture again (the preview stays mounted).
    await page.getByRole("button", { name }).click();
    await preview.locator(`img[src="${product.images[0]}"]`).waitFor();
  });

  it("answers an unknown product with a not-found page", async () => {
    const { page } = browser;
    await page.goto("/#/product/detail/999999");
    await page.getByRole("heading", { name: c.detail.notFound, level: 1 }).waitFor();
    await page.getByRole("button", { name: c.detail.backToCatalogue }).waitFor();
  });
});

describe("the product pages on a phone (375 px)", () => {
  const browser = useBrowser(narrowPhone);
  const pages: { name: string; path: () => string; ready: (page: Page) => Locator }[] = [
    {
      name: "#/product",
      path: () => "/#/product",
      ready: (page) => page.getByTestId(`product-card-${ids.nbIot}`),
    },
    {
      name: "#/product/menu",
      path: () => "/#/product/menu",
      ready: (page) => page.getByTestId(`product-card-${ids.nbIot}`),
    },
    {
      name: "#/product/compare",
      path: () => `/#/product/compare?ids=${ids.nbIot},${ids.cat1},${ids.fiveG}`,
      ready: (page) => page.locator(".compare-table tr.compare-row-differs").first(),
    },
    {
      name: "#/product/detail/:id",
      path: () => `/#/product/detail/${ids.nbIot}`,
      ready: (page) =>
        page.getByRole("region", { name: c.detail.documents }).getByRole("heading").first(),
    },
  ];

  it.each(pages)("fits $name into 375 px", async ({ path, ready }) => {
    const { page } = browser;
    // With the tray showing, as a visitor who is choosing products sees the pages.
    await page.goto("/#/product");
    await compareToggle(page, models.nbIot).click();
    await tray(page).waitFor();
    await page.goto(path());
    await ready(page).waitFor();
    await expectFitsNarrowPhone(page);
  });
});
