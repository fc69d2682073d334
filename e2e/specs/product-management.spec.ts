/// <reference lib="dom" />
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ProductRecord } from "../../packages/shared/src/schemas/product.ts";
import {
  administratorToken,
  callApi,
  createUser,
  openManagementPage,
  useSession,
} from "../support/accounts.ts";
import {
  clickWhenSettled,
  expectNoSeriousViolations,
  motionFinished,
  narrowPhone,
  serverUnderTest,
  useBrowser,
} from "../support/browser.ts";
import { solidPng } from "../support/images.ts";
import { chooseOption, expectFitsNarrowPhone, responseTo, waitForRoute } from "../support/pages.ts";
import {
  catalogueTotal,
  createProductThroughApi,
  localizedProductPath,
  productRow,
  uniqueModel,
} from "../support/products.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const p = t.product.management;
/** Server messages (apps/server/src/platform/i18n/messages.ts), as a person reads them. */
const modelTaken = "该型号已存在";
const hasChildren = "该产品下还有子产品，请先删除或移走子产品";
const staleRecord = "其他人在此期间修改了这条记录，请重新加载后再编辑";
/** The catalogue's empty result (the public selection page's own text). */
const catalogueEmpty = t.product.selection.empty;

/** The create/edit drawer, found by its title. */
function formDrawer(page: Page, title: string): Locator {
  return page.getByRole("dialog").filter({ has: page.getByText(title, { exact: true }) });
}

/** The tab panel of the language tab shown in the drawer. */
function shownTextTab(drawer: Locator): Locator {
  return drawer.getByRole("tabpanel");
}

/** Searches the management table by keyword and waits for the answer. */
async function searchTable(
  page: Page,
  keyword: string,
  options: { path?: string; label?: string } = {},
) {
  const path = options.path ?? "/api/product/ch/baseInfo";
  const label = options.label ?? p.filters.keyword;
  const search = page.getByRole("main").getByRole("searchbox", { name: label });
  await search.fill(keyword);
  const answer = await responseTo(page, path, () => search.press("Enter"));
  expect(answer.status()).toBe(200);
}

/** Adds a parameter from the dictionary's list in the form (by its name as the list shows it). */
async function addParameter(page: Page, drawer: Locator, option: string) {
  await chooseOption(page, drawer.getByRole("combobox", { name: p.parameters.add }), option);
}

async function fetchRecord(token: string, id: number): Promise<ProductRecord> {
  return callApi<ProductRecord>(`/api/product/getProductInfo?id=${id}`, { token });
}

async function idOfModel(token: string, model: string): Promise<number> {
  const page = await callApi<{ list: { id: number; model: string }[] }>(
    `/api/product/ch/baseInfo?scope=module&keyword=${encodeURIComponent(model)}`,
    { token },
  );
  const row = page.list.find((item) => item.model === model);
  if (!row) throw new Error(`no product ${model}`);
  return row.id;
}

describe("product management (#/server/productServer, subProduct, devTerminal)", () => {
  const browser = useBrowser();

  it("creates a module with parameters and an image, publishes it, and the catalogue shows it", async () => {
    const { page, context } = browser;
    const model = uniqueModel("E2E-NEW");
    await openManagementPage(page, "productServer");
    await page.getByRole("button", { name: p.scopes.module.create }).click();
    const drawer = formDrawer(page, p.scopes.module.create);
    await drawer.getByLabel(p.form.model, { exact: true }).waitFor();
    await motionFinished(page);

    await drawer.getByLabel(p.form.model, { exact: true }).fill(model);
    await chooseOption(
      page,
      drawer.getByLabel(p.form.productType, { exact: true }),
      t.product.productTypes["4G"],
    );
    await chooseOption(page, drawer.getByLabel(p.form.networkSystem, { exact: true }), "LTE Cat.1");
    await chooseOption(page, drawer.getByLabel(p.form.packageType, { exact: true }), "LCC");

    await shownTextTab(drawer).getByLabel(p.form.name, { exact: true }).fill(`${model} 模组`);
    // The description in the rich-text editor: bold text, a 2 x 3 table and a code block (the
    // typing makes this the longest test, hence its own time limit).
    const description = shownTextTab(drawer).getByRole("textbox", {
      name: `${p.form.description} (${t.languageNames["zh-CN"]})`,
    });
    const toolbar = shownTextTab(drawer).getByRole("toolbar", { name: t.editor.toolbar });
    await description.click();
    await page.keyboard.type("低功耗 ");
    await toolbar.getByRole("button", { name: t.editor.bold, exact: true }).click();
    await page.keyboard.type("LTE Cat.1");
    await toolbar.getByRole("button", { name: t.editor.bold, exact: true }).click();
    await page.keyboard.type(" 模组。");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: t.editor.table, exact: true }).click();
    await page
      .getByRole("button", { name: format(t.editor.tableActions.insert, { rows: 2, columns: 3 }) })
      .click();
    const headerCells = description.locator("th");
    await headerCells.first().click();
    await page.keyboard.type("频段");
    await page.keyboard.press("Tab");
    await page.keyboard.type("B1");
    await headerCells.nth(1).getByText("B1", { exact: true }).waitFor();
    await description.press("Control+End");
    await toolbar.getByRole("button", { name: t.editor.codeBlock, exact: true }).click();
    await page.keyboard.type("AT+CSQ");
    await drawer.getByRole("tab", { name: t.languageNames["en-US"] }).click();
    await shownTextTab(drawer).getByLabel(p.form.name, { exact: true }).fill(`${model} module`);

    await addParameter(page, drawer, "重量 (g)");
    await drawer.getByLabel("重量", { exact: true }).fill("2.5");
    await addParameter(page, drawer, "频段");
    const bands = drawer.getByLabel("频段", { exact: true });
    await bands.click();
    await bands.pressSequentially("B1");
    await bands.press("Enter");
    await bands.pressSequentially("B3");
    await bands.press("Enter");
    await addParameter(page, drawer, "尺寸 (mm)");
    await drawer.getByLabel("尺寸", { exact: true }).fill("17.7 × 15.8 × 2.4");

    const uploaded = await responseTo(page, "/api/product/uploadImage", () =>
      drawer.locator('input[type="file"]').setInputFiles({
        name: "cover.png",
        mimeType: "image/png",
        buffer: solidPng(64, [22, 96, 232]),
      }),
    );
    expect(uploaded.status()).toBe(200);
    await drawer.getByRole("img", { name: format(p.images.alt, { index: 1 }) }).waitFor();
    await drawer.getByText(p.images.cover, { exact: true }).waitFor();
    await expectNoSeriousViolations(page);

    const saved = await responseTo(page, "/api/product/ch/addProductInfo", () =>
      drawer.getByRole("button", { name: buttonName(p.form.save) }).click(),
    );
    expect(saved.status()).toBe(200);
    await page.getByText(format(p.form.created, { model }), { exact: true }).waitFor();
    await drawer.waitFor({ state: "hidden" });

    const token = await administratorToken();
    const id = await idOfModel(token, model);
    const record = await fetchRecord(token, id);
    expect(record).toMatchObject({
      model,
      nameZh: `${model} 模组`,
      nameEn: `${model} module`,
      nameTw: null,
      status: "draft",
      productType: "4G",
      parameters: { weight: 2.5, frequencyBands: ["B1", "B3"], dimensions: "17.7 × 15.8 × 2.4" },
    });
    expect(record.descriptionZh).toContain("<p>低功耗 <strong>LTE Cat.1</strong> 模组。</p>");
    expect(record.descriptionZh).toMatch(
      /<table[^>]*>.*<th[^>]*><p>频段<\/p><\/th><th[^>]*><p>B1<\/p><\/th>/,
    );
    expect(record.descriptionZh).toContain("<pre><code");
    expect(record.descriptionZh).toContain("AT+CSQ</code></pre>");
    expect(record.images).toHaveLength(1);

    // A draft is not in the catalogue; published, it is.
    await searchTable(page, model);
    const row = productRow(page, model);
    await row.getByText(t.product.statuses.draft, { exact: true }).waitFor();
    expect(await catalogueTotal(model)).toBe(0);
    const published = await responseTo(page, "/api/product/updateStatus", () =>
      row.getByRole("button", { name: buttonName(p.actions.publish) }).click(),
    );
    expect(published.status()).toBe(200);
    await row.getByText(t.product.statuses.published, { exact: true }).waitFor();
    expect(await catalogueTotal(model)).toBe(1);

    const visitor = await context.newPage();
    await visitor.goto(`/#/product/menu?keyword=${encodeURIComponent(model)}`);
    await visitor.getByRole("main").getByRole("heading", { name: model, level: 3 }).waitFor();
  }, 120_000);

  it("edits a product without losing what it had, and unpublishing hides it from the catalogue", async () => {
    const { page, context } = browser;
    const token = await administratorToken();
    const model = uniqueModel("E2E-EDIT");
    const id = await createProductThroughApi(token, {
      model,
      descriptionZh: "<p>原有介绍</p><p><strong>加粗</strong>的一段</p>",
      relatedIds: [1],
    });
    expect(await catalogueTotal(model)).toBe(1);
    // The product page, seen in this tab before the edit, must be current right after it.
    await page.goto(`/#/product/detail/${id}`);
    const weight = page
      .getByRole("region", { name: t.product.detail.parameters })
      .locator("th", { hasText: "重量" })
      .locator("xpath=following-sibling::td[1]");
    await expect.poll(() => weight.textContent()).toBe("2.1");

    await openManagementPage(page, "productServer");
    await searchTable(page, model);
    const row = productRow(page, model);
    await row.getByRole("button", { name: t.common.management.edit }).click();
    const drawer = formDrawer(page, format(p.form.editTitle, { model }));
    const name = shownTextTab(drawer).getByLabel(p.form.name, { exact: true });
    await expect.poll(() => name.inputValue()).toBe(`${model} 测试模组`);
    // The editor shows the stored formatting, and keeps it while the text is unchanged.
    await shownTextTab(drawer).locator(".rte-content strong", { hasText: "加粗" }).waitFor();

    await drawer.getByRole("tab", { name: t.languageNames["en-US"] }).click();
    await shownTextTab(drawer).getByLabel(p.form.name, { exact: true }).fill(`${model} renamed`);
    await drawer.getByLabel("重量", { exact: true }).fill("3");

    // A model another product has: 409, shown on the field, and nothing typed is lost.
    await drawer.getByLabel(p.form.model, { exact: true }).fill("M5311");
    const refused = await responseTo(page, "/api/product/ch/modifyProductInfo", () =>
      drawer.getByRole("button", { name: buttonName(p.form.save) }).click(),
    );
    expect(refused.status()).toBe(409);
    await drawer.locator(".ant-form-item-explain-error").getByText(modelTaken).waitFor();
    expect(await shownTextTab(drawer).getByLabel(p.form.name, { exact: true }).inputValue()).toBe(
      `${model} renamed`,
    );
    expect(await drawer.getByLabel("重量", { exact: true }).inputValue()).toBe("3");

    await drawer.getByLabel(p.form.model, { exact: true }).fill(model);
    const saved = await responseTo(page, "/api/product/ch/modifyProductInfo", () =>
      drawer.getByRole("button", { name: buttonName(p.form.save) }).click(),
    );
    expect(saved.status()).toBe(200);
    await drawer.waitFor({ state: "hidden" });
    const record = await fetchRecord(token, id);
    expect(record).toMatchObject({
      nameEn: `${model} renamed`,
      parameters: { weight: 3, frequencyBands: ["B1", "B3"] },
      relatedIds: [1],
      status: "published",
      descriptionZh: "<p>原有介绍</p><p><strong>加粗</strong>的一段</p>",
    });

    const unpublished = await responseTo(page, "/api/product/updateStatus", () =>
      row.getByRole("button", { name: buttonName(p.actions.unpublish) }).click(),
    );
    expect(unpublished.status()).toBe(200);
    await row.getByText(t.product.statuses.draft, { exact: true }).waitFor();
    expect(await catalogueTotal(model)).toBe(0);
    const visitor = await context.newPage();
    await visitor.goto(`/#/product/menu?keyword=${encodeURIComponent(model)}`);
    await visitor.getByRole("main").getByText(catalogueEmpty, { exact: true }).waitFor();
    expect(await visitor.getByRole("main").getByRole("heading", { name: model }).count()).toBe(0);

    // Back on the product page in the staff member's tab: the edit and the status show at once.
    await page.goto(`/#/product/detail/${id}`);
    await expect.poll(() => weight.textContent()).toBe("3");
    await page.getByText(t.product.detail.draft, { exact: true }).waitFor();
  });

  it("refuses a save from a stale form, keeps what was typed and reloads the newer product", async () => {
    const { page } = browser;
    const token = await administratorToken();
    const model = uniqueModel("E2E-STALE");
    const id = await createProductThroughApi(token, { model });
    await openManagementPage(page, "productServer");
    await searchTable(page, model);
    await productRow(page, model).getByRole("button", { name: t.common.management.edit }).click();
    const drawer = formDrawer(page, format(p.form.editTitle, { model }));
    await drawer.getByRole("tab", { name: t.languageNames["en-US"] }).click();
    const name = shownTextTab(drawer).getByLabel(p.form.name, { exact: true });
    await expect.poll(() => name.inputValue()).not.toBe("");

    // Someone else saves the product while the form is open.
    const {
      id: _id,
      viewCount: _views,
      createdAt: _created,
      updatedAt: _updated,
      ...stored
    } = await fetchRecord(token, id);
    await callApi("/api/product/modifyProductInfo", {
      token,
      body: { ...stored, id, nameEn: `${model} saved elsewhere` },
    });

    await name.fill(`${model} typed here`);
    const refused = await responseTo(page, "/api/product/ch/modifyProductInfo", () =>
      drawer.getByRole("button", { name: buttonName(p.form.save) }).click(),
    );
    expect(refused.status()).toBe(409);
    const conflict = page
      .getByRole("dialog")
      .filter({ has: page.getByText(t.common.staleRecord.title, { exact: true }) });
    await conflict.getByText(staleRecord, { exact: true }).waitFor();
    expect(await name.inputValue()).toBe(`${model} typed here`);

    await conflict.getByRole("button", { name: buttonName(t.common.staleRecord.reload) }).click();
    await conflict.waitFor({ state: "hidden" });
    await expect.poll(() => name.inputValue()).toBe(`${model} saved elsewhere`);
    const saved = await responseTo(page, "/api/product/ch/modifyProductInfo", () =>
      drawer.getByRole("button", { name: buttonName(p.form.save) }).click(),
    );
    expect(saved.status()).toBe(200);
    await drawer.waitFor({ state: "hidden" });
    expect(await fetchRecord(token, id)).toMatchObject({
      nameEn: `${model} saved elsewhere`,
      version: 3,
    });
  });

  it("saves the order typed into the table", async () => {
    const { page } = browser;
    const token = await administratorToken();
    const model = uniqueModel("E2E-SORT");
    const id = await createProductThroughApi(token, { model, sort: 5 });
    await openManagementPage(page, "productServer");
    await productRow(page, "M5310A").waitFor();
    await expectNoSeriousViolations(page);
    await searchTable(page, model);
    const order = productRow(page, model).getByRole("spinbutton", {
      name: format(p.table.sortOf, { model }),
    });
    await order.fill("42");
    const saved = await responseTo(page, "/api/product/updateSort", () => order.press("Enter"));
    expect(saved.status()).toBe(200);
    await page.getByText(format(p.actions.sortSaved, { model }), { exact: true }).waitFor();
    expect((await fetchRecord(token, id)).sort).toBe(42);
  });

  it("deletes a product only after confirmation, and refuses a module that has sub-products", async () => {
    const { page } = browser;
    const token = await administratorToken();
    const model = uniqueModel("E2E-DEL");
    const id = await createProductThroughApi(token, { model, status: "draft" });
    await openManagementPage(page, "productServer");
    await searchTable(page, model);
    const row = productRow(page, model);

    const deleteButton = row.getByRole("button", { name: buttonName(t.common.management.delete) });
    const confirmation = page
      .locator(".ant-popconfirm")
      .filter({ hasText: format(p.actions.deleteTitle, { model }) });
    await deleteButton.click();
    await confirmation.waitFor();
    await expectNoSeriousViolations(page);
    await clickWhenSettled(confirmation.getByRole("button", { name: buttonName(t.common.cancel) }));
    await confirmation.waitFor({ state: "hidden" });
    expect((await fetchRecord(token, id)).model).toBe(model);

    await deleteButton.click();
    const removed = await responseTo(page, "/api/product/removeProductInfo", () =>
      clickWhenSettled(
        confirmation.getByRole("button", { name: buttonName(t.common.management.delete) }),
      ),
    );
    expect(removed.status()).toBe(200);
    await page.getByText(format(p.actions.deleted, { model }), { exact: true }).waitFor();
    await row.waitFor({ state: "detached" });
    await page.getByText(p.empty.filtered, { exact: true }).waitFor();

    // M5310A has a development board: the server's reason is shown and the row stays.
    await searchTable(page, "M5310A");
    const parent = productRow(page, "M5310A");
    await parent.getByRole("button", { name: buttonName(t.common.management.delete) }).click();
    const parentConfirmation = page
      .locator(".ant-popconfirm")
      .filter({ hasText: format(p.actions.deleteTitle, { model: "M5310A" }) });
    const refused = await responseTo(page, "/api/product/removeProductInfo", () =>
      clickWhenSettled(
        parentConfirmation.getByRole("button", { name: buttonName(t.common.management.delete) }),
      ),
    );
    expect(refused.status()).toBe(409);
    await page.getByText(hasChildren, { exact: true }).waitFor();
    await parent.waitFor();
  });

  it("creates a sub-product under a module and lists the boards and terminals", async () => {
    const { page } = browser;
    const model = uniqueModel("E2E-EVB");
    await openManagementPage(page, "subProduct");
    await productRow(page, "M5311-EVB").waitFor();
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: p.scopes.child.create }).click();
    const drawer = formDrawer(page, p.scopes.child.create);
    await drawer.getByLabel(p.form.model, { exact: true }).fill(model);
    await chooseOption(
      page,
      drawer.getByLabel(p.form.productType, { exact: true }),
      t.product.productTypes.devBoard,
    );
    await chooseOption(page, drawer.getByLabel(p.form.networkSystem, { exact: true }), "NB-IoT");
    await chooseOption(
      page,
      drawer.getByLabel(p.form.packageType, { exact: true }),
      t.product.packageTypes.Board,
    );
    const parentField = drawer.getByLabel(p.form.parent, { exact: true });
    await parentField.click();
    await parentField.pressSequentially("M5313");
    await page
      .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
      .getByTitle("M5313 · M5313 NB-IoT 模组", { exact: true })
      .click();
    await shownTextTab(drawer).getByLabel(p.form.name, { exact: true }).fill(`${model} 开发板`);
    // The English name is missing: the form opens its tab and says so.
    await drawer.getByRole("button", { name: buttonName(p.form.save) }).click();
    const required = format(p.validation.required, { field: p.form.name });
    await shownTextTab(drawer).getByText(required, { exact: true }).waitFor();
    await expect
      .poll(() =>
        drawer.getByRole("tab", { name: t.languageNames["en-US"] }).getAttribute("aria-selected"),
      )
      .toBe("true");
    await shownTextTab(drawer).getByLabel(p.form.name, { exact: true }).fill(`${model} EVB`);
    const saved = await responseTo(page, "/api/product/ch/addProductInfo", () =>
      drawer.getByRole("button", { name: buttonName(p.form.save) }).click(),
    );
    expect(saved.status()).toBe(200);
    await drawer.waitFor({ state: "hidden" });
    await searchTable(page, model);
    await productRow(page, model).getByText("M5313", { exact: true }).waitFor();

    await page
      .getByRole("menu", { name: t.management.menu })
      .getByRole("link", { name: t.routes.devTerminal, exact: true })
      .click();
    await waitForRoute(page, "/server/devTerminal");
    await page
      .getByRole("main")
      .getByRole("heading", { name: t.routes.devTerminal, level: 1 })
      .waitFor();
    await productRow(page, "F03X-CCB").waitFor();
    await productRow(page, model).waitFor();
    await expectNoSeriousViolations(page);
  });

  it("gives a signed-in user without management access neither the pages nor the API", async () => {
    const { page, context } = browser;
    const user = await createUser();
    await useSession(context, user.token);
    await context.addInitScript(() => sessionStorage.setItem("portal_management_login", "1"));
    await page.goto("/#/server/productServer");
    await waitForRoute(page, /^\/server\/login/);

    const response = await fetch(
      `${serverUnderTest().baseUrl}/api/product/ch/baseInfo?scope=module`,
      { headers: { Authorization: `Bearer ${user.token}` } },
    );
    expect(response.status).toBe(403);
  });

  it.each(["en-US", "zh-TW"] as const)("shows the pages in %s", async (language) => {
    const words = texts[language].product.management;
    const page = await (await browser.newContext({ locale: language })).newPage();
    await openManagementPage(page, "productServer", language);
    await page.getByRole("columnheader", { name: words.table.model, exact: true }).waitFor();
    await searchTable(page, "ML302", {
      path: localizedProductPath("baseInfo", language),
      label: words.filters.keyword,
    });
    await productRow(page, "ML302")
      .getByText(texts[language].product.statuses.published, { exact: true })
      .waitFor();
    await page.getByRole("button", { name: words.scopes.module.create }).click();
    const drawer = formDrawer(page, words.scopes.module.create);
    await drawer.getByLabel(words.form.model, { exact: true }).waitFor();
    await drawer.getByText(words.form.sections.parameters, { exact: true }).waitFor();
  });
});

describe("product management on a phone (375 px)", () => {
  const browser = useBrowser(narrowPhone);

  it("fits the table page and the form into 375 px with no serious accessibility violation", async () => {
    const { page } = browser;
    await openManagementPage(page, "productServer");
    await searchTable(page, "ML302");
    await productRow(page, "ML302").waitFor();
    await expectFitsNarrowPhone(page);

    await page.getByRole("button", { name: p.scopes.module.create }).click();
    const drawer = formDrawer(page, p.scopes.module.create);
    await drawer.getByLabel(p.form.model, { exact: true }).waitFor();
    // The description's editor, loaded on demand, wraps its toolbar into the width too.
    await shownTextTab(drawer).getByRole("toolbar", { name: t.editor.toolbar }).waitFor();
    await expectFitsNarrowPhone(page);
  });
});
