/// <reference lib="dom" />
import type { ParameterRow } from "@portal/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parameterZhCN } from "../../apps/web/src/i18n/parameter/zh-CN.ts";
import {
  administratorToken,
  callApi,
  signInAsAdministrator,
  uniqueSuffix,
} from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const p = parameterZhCN.parameter;

async function openParameterPage(page: Page) {
  await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/parameter")}`);
  await signInAsAdministrator(page);
  await waitForRoute(page, "/server/parameter");
  await page.getByRole("main").getByRole("heading", { name: p.title, level: 1 }).waitFor();
}

async function parameter(key: string): Promise<ParameterRow> {
  const rows = await callApi<ParameterRow[]>("/api/paramConfig/getListAll", {
    token: await administratorToken(),
  });
  const found = rows.find((row) => row.key === key);
  if (!found) throw new Error(`no parameter ${key}`);
  return found;
}

describe("parameter configuration", () => {
  const browser = useBrowser();

  it("an administrator renames the site and visitors see the new name without a restart", async () => {
    const page = browser.page;
    const original = await parameter("site.name");
    const newName = `模组社区 ${uniqueSuffix()}`;
    try {
      await openParameterPage(page);
      const row = page
        .getByRole("row")
        .filter({ has: page.getByText("site.name", { exact: true }) });
      await row.getByRole("button", { name: buttonName(t.common.management.edit) }).click();
      const dialog = page.getByRole("dialog").filter({ hasText: p.editTitle });
      await dialog.getByLabel(p.value).fill(newName);
      const saved = await responseTo(page, "/api/paramConfig/edit", () =>
        dialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
      );
      expect(saved.status()).toBe(200);
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => row.textContent()).toContain(newName);

      // A visitor in a fresh browser reads the name from the running server: the same name in
      // the header, the footer and the tab's title, on a phone too.
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto("/#/home");
      await visitor
        .getByRole("contentinfo")
        .getByText(`© ${new Date().getFullYear()} ${newName}`)
        .waitFor();
      await visitor.getByRole("banner").getByRole("link", { name: newName }).waitFor();
      await visitor.getByRole("contentinfo").getByRole("link", { name: newName }).waitFor();
      await expect.poll(() => visitor.title()).toContain(newName);
      await visitor.setViewportSize({ width: 375, height: 800 });
      await visitor.getByRole("banner").getByRole("link", { name: newName }).waitFor();
      // The management sidebar follows the change at once, and so does the chat console.
      await page.getByRole("link", { name: newName }).waitFor();
      await page.goto("/#/im");
      await page.getByRole("banner").getByRole("link", { name: newName }).waitFor();
      await expect.poll(() => page.title()).toContain(newName);
      await page.goto("/#/server/parameter");
      await page.getByRole("main").getByRole("heading", { name: p.title, level: 1 }).waitFor();

      // A bad value is refused with the reason under the field.
      const limitRow = page
        .getByRole("row")
        .filter({ has: page.getByText("upload.avatarMaxBytes", { exact: true }) });
      await limitRow.getByRole("button", { name: buttonName(t.common.management.edit) }).click();
      const limitDialog = page.getByRole("dialog").filter({ hasText: p.editTitle });
      await limitDialog.getByLabel(p.value).fill("1");
      const refused = await responseTo(page, "/api/paramConfig/edit", () =>
        limitDialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
      );
      expect(refused.status()).toBe(400);
      await limitDialog.locator(".ant-form-item-explain-error").first().waitFor();
      // Closing over the typed value asks first.
      await limitDialog.getByRole("button", { name: buttonName(t.common.cancel) }).click();
      await page.getByRole("button", { name: buttonName(t.common.management.discard) }).click();
      await limitDialog.waitFor({ state: "hidden" });
    } finally {
      const current = await parameter("site.name");
      await callApi("/api/paramConfig/edit", {
        token: await administratorToken(),
        body: { id: current.id, version: current.version, value: original.value },
      });
    }
  });

  it("the dictionary tab adds an entry that the public dictionary lists", async () => {
    const page = browser.page;
    await openParameterPage(page);
    await page.getByRole("tab", { name: p.tabs.dictionaries }).click();
    await page.getByText(p.dictionary.types.field, { exact: true }).click();
    await page.getByRole("row").filter({ hasText: "8101" }).waitFor();
    await page.getByRole("button", { name: p.dictionary.create }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: p.dictionary.createTitle });
    const name = `测试行业${uniqueSuffix()}`;
    const id = 9000 + Math.floor(Math.random() * 90_000);
    await dialog.getByLabel(p.dictionary.id).fill(String(id));
    await dialog.getByLabel(p.dictionary.name, { exact: true }).fill(name);
    const added = await responseTo(page, "/api/common/addDict", () =>
      dialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(added.status()).toBe(200);
    await page.getByRole("row").filter({ hasText: name }).waitFor();
    const fields = await callApi<{ id: number; name: string }[]>("/api/common/dict?type=field");
    expect(fields).toContainEqual(expect.objectContaining({ id, name }));

    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByRole("button", { name: buttonName(t.common.management.delete) }).click();
    const confirm = page.locator(".ant-popconfirm").filter({ hasText: name });
    const deleted = await responseTo(page, "/api/common/deleteDict", () =>
      confirm.getByRole("button", { name: buttonName(t.common.management.delete) }).click(),
    );
    expect(deleted.status()).toBe(200);
    await row.waitFor({ state: "detached" });
  });
});
