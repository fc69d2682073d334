/// <reference lib="dom" />
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { resourceEnUS } from "../../apps/web/src/i18n/resource/en-US.ts";
import { resourceZhCN } from "../../apps/web/src/i18n/resource/zh-CN.ts";
import {
  administratorToken,
  callApi,
  createUser,
  signInAsAdministrator,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import { motionFinished, serverUnderTest, useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const r = resourceZhCN.resource;

describe("partner resources", () => {
  const browser = useBrowser();

  it("staff make a folder, upload a file and grant a role; a holder downloads it, others do not see it", async () => {
    const page = browser.page;
    const suffix = uniqueSuffix();
    const folderName = `E2E 资料 ${suffix}`;
    const fileTitle = `e2e-brochure-${suffix}`;
    const fileText = `Brochure for partners ${suffix}\n`;
    const admin = await administratorToken();
    const role = await callApi<{ id: number }>("/api/role/add", {
      token: admin,
      body: { name: `E2E 合作伙伴 ${suffix}`, permissions: [] },
    });
    const holder = await createUser();
    await callApi("/api/userManageController/updateUser", {
      token: admin,
      body: { id: holder.id, roleIds: [role.id] },
    });
    const outsider = await createUser();

    // Staff: a folder, a file in it, the role granted.
    await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/resources")}`);
    await signInAsAdministrator(page);
    await waitForRoute(page, "/server/resources");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: r.manage.title, level: 1 }).waitFor();
    await main.getByRole("button", { name: buttonName(r.manage.newFolder) }).click();
    const folderDialog = page.getByRole("dialog").filter({ hasText: r.manage.folderName });
    await folderDialog.getByLabel(r.manage.folderName).fill(folderName);
    const added = await responseTo(page, "/api/catalog/add", () =>
      folderDialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(added.status()).toBe(200);
    await folderDialog.waitFor({ state: "hidden" });
    const folders = main.getByRole("navigation", { name: r.manage.folders });
    await folders.getByText(`${folderName} (0)`, { exact: true }).click();
    await main.getByRole("heading", { name: folderName, level: 2 }).waitFor();

    await main.getByRole("button", { name: buttonName(r.manage.upload) }).click();
    const uploadDialog = page.getByRole("dialog").filter({ hasText: r.manage.uploadTitle });
    await uploadDialog.locator('input[type="file"]').setInputFiles({
      name: `${fileTitle}.txt`,
      mimeType: "text/plain",
      buffer: Buffer.from(fileText),
    });
    // The file's name is offered as its title.
    await expect
      .poll(() => uploadDialog.getByLabel(r.manage.titleLabel).inputValue())
      .toBe(fileTitle);
    const uploaded = await responseTo(page, "/api/resource/add", () =>
      uploadDialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(uploaded.status()).toBe(200);
    await uploadDialog.waitFor({ state: "hidden" });
    await main.getByRole("row").filter({ hasText: fileTitle }).waitFor();

    await main.getByRole("button", { name: buttonName(r.manage.grants) }).click();
    const grantDialog = page.getByRole("dialog").filter({ hasText: r.manage.grantsHint });
    await grantDialog.getByRole("combobox", { name: r.manage.grantRoles }).click();
    const dropdown = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
    await dropdown.getByTitle(`E2E 合作伙伴 ${suffix}`, { exact: true }).click();
    await page.keyboard.press("Escape");
    await dropdown.waitFor({ state: "hidden" });
    const granted = await responseTo(page, "/api/catalog/grant", () =>
      grantDialog.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(granted.status()).toBe(200);
    await grantDialog.waitFor({ state: "hidden" });
    await main.getByText(`E2E 合作伙伴 ${suffix}`, { exact: true }).waitFor();

    // The role's holder finds the file on the partner page and downloads it.
    const holderContext = await browser.newContext();
    await useSession(holderContext, holder.token);
    const holderPage = await holderContext.newPage();
    await holderPage.goto("/#/resources");
    await holderPage.getByRole("heading", { name: r.partner.title, level: 1 }).waitFor();
    const row = holderPage.getByRole("row").filter({ hasText: fileTitle });
    await row.waitFor();
    const [download] = await Promise.all([
      holderPage.waitForEvent("download"),
      responseTo(holderPage, "/api/resource/downloadResource", () =>
        row.getByRole("button", { name: `${r.download} ${fileTitle}` }).click(),
      ),
    ]);
    expect(download.suggestedFilename()).toBe(`${fileTitle}.txt`);
    const path = await download.path();
    expect(await readFile(path, "utf8")).toBe(fileText);

    // Someone without the role does not see it, and the server refuses the file.
    const outsiderContext = await browser.newContext();
    await useSession(outsiderContext, outsider.token);
    const outsiderPage = await outsiderContext.newPage();
    await outsiderPage.goto("/#/resources");
    await outsiderPage.getByRole("heading", { name: r.partner.title, level: 1 }).waitFor();
    const search = outsiderPage.getByRole("searchbox", { name: r.partner.searchPlaceholder });
    if (await search.count()) {
      await search.fill(fileTitle);
      await responseTo(outsiderPage, "/api/resource/search-user-resource", () =>
        search.press("Enter"),
      );
      await outsiderPage.getByText(r.partner.noMatch).first().waitFor();
    } else {
      await outsiderPage.getByText(r.partner.empty).waitFor();
    }
    expect(await outsiderPage.getByText(fileTitle).count()).toBe(0);
    const resourceId = (
      await callApi<{ list: { id: number; title: string }[] }>(
        `/api/resource/search-resource?keyword=${encodeURIComponent(fileTitle)}`,
        { token: admin },
      )
    ).list[0]?.id;
    const refused = await fetch(
      `${serverUnderTest().baseUrl}/api/resource/downloadResource?id=${resourceId}`,
      { headers: { Authorization: `Bearer ${outsider.token}` } },
    );
    expect(refused.status).toBe(403);
  });

  it("staff name a folder in English in its languages drawer; an en-US partner reads that name", async () => {
    const page = browser.page;
    const suffix = uniqueSuffix();
    const folderName = `E2E 图纸 ${suffix}`;
    const englishName = `E2E drawings ${suffix}`;
    const admin = await administratorToken();
    const partner = await createUser();
    const folder = await callApi<{ id: number }>("/api/catalog/add", {
      token: admin,
      body: { parentId: null, name: folderName },
    });
    await callApi("/api/catalog/grant", {
      token: admin,
      body: { id: folder.id, version: 1, roleIds: [], userIds: [partner.id] },
    });

    await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/resources")}`);
    await signInAsAdministrator(page);
    await waitForRoute(page, "/server/resources");
    const main = page.getByRole("main");
    const folders = main.getByRole("navigation", { name: r.manage.folders });
    await folders.getByText(`${folderName} (0)`, { exact: true }).click();
    const summary = main.locator(".resource-folder-bar");
    await summary.getByRole("heading", { name: folderName, level: 2 }).waitFor();
    const english = t.translation.languageNames["en-US"];
    await summary
      .getByLabel(`${english}: ${t.translation.states.missing}`, { exact: true })
      .waitFor();
    await summary.getByRole("button", { name: buttonName(t.translation.action) }).click();
    const drawer = page.getByRole("dialog").filter({
      has: page.getByText(format(t.translation.drawerTitle, { title: folderName }), {
        exact: true,
      }),
    });
    await drawer.getByRole("form", { name: english }).waitFor();
    await motionFinished(page);
    await drawer.getByLabel(r.manage.folderName, { exact: true }).fill(englishName);
    const saved = await responseTo(page, "/api/catalog/saveTranslation", () =>
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
    await summary
      .getByLabel(`${english}: ${t.translation.states.upToDate}`, { exact: true })
      .waitFor();
    expect(await summary.getByRole("heading", { level: 2 }).getAttribute("lang")).toBe("zh-CN");

    const readerContext = await browser.newContext({ locale: "en-US" });
    await useSession(readerContext, partner.token);
    const reader = await readerContext.newPage();
    await reader.goto("/#/resources");
    const readerFolders = reader.getByRole("navigation", {
      name: resourceEnUS.resource.partner.folders,
    });
    const named = readerFolders.getByText(englishName, { exact: true });
    await named.waitFor();
    expect(await named.getAttribute("lang")).toBe("en-US");
    expect(await readerFolders.getByText(folderName).count()).toBe(0);
  }, 120_000);
});
