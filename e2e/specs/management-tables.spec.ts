/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  administratorToken,
  callApi,
  createUser,
  signInAsAdministrator,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import { serverUnderTest, useBrowser } from "../support/browser.ts";
import { waitForRoute } from "../support/pages.ts";
import { texts } from "../support/texts.ts";

const t = texts["en-US"];

/**
 * How far each table on the page reaches past what its card shows, and whether its last
 * header (the actions) ends inside the card: both 0 and true when every column is in view.
 */
function tableOverflow(page: Page) {
  return page.getByRole("main").evaluate((main: HTMLElement) =>
    Array.from(main.querySelectorAll(".ant-table-wrapper")).map((wrapper) => {
      const scroller = wrapper.querySelector(".ant-table-content, .ant-table-body");
      const lastHeader = Array.from(wrapper.querySelectorAll("thead th")).at(-1);
      const box = wrapper.getBoundingClientRect();
      return {
        hidden: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
        lastHeaderInView: lastHeader
          ? lastHeader.getBoundingClientRect().right <= box.right + 1
          : true,
      };
    }),
  );
}

async function expectEveryColumnInView(page: Page, name: string) {
  await page.getByRole("main").locator(".ant-table-wrapper").first().waitFor();
  await page.getByRole("main").locator(".ant-spin-spinning").waitFor({ state: "detached" });
  const tables = await tableOverflow(page);
  expect(tables.length).toBeGreaterThan(0);
  for (const table of tables) expect(table, name).toEqual({ hidden: 0, lastHeaderInView: true });
}

/** A folder holding a file with the longest title allowed, granted to a new member's role. */
async function folderWithLongFile(suffix: string) {
  const admin = await administratorToken();
  const folder = await callApi<{ id: number }>("/api/catalog/add", {
    token: admin,
    body: { parentId: null, name: `Wide folder ${suffix}`, sort: 0 },
  });
  const form = new FormData();
  form.append("catalogId", String(folder.id));
  form.append(
    "title",
    `A very long title of a partner brochure ${suffix} `.repeat(3).slice(0, 100),
  );
  form.append("description", "Long text must be cut in its column, whole on hover.");
  form.append(
    "file",
    new Blob([`Brochure ${suffix}\n`], { type: "text/plain" }),
    `a-very-long-file-name-of-a-partner-brochure-${suffix}.md`,
  );
  const uploaded = await fetch(`${serverUnderTest().baseUrl}/api/resource/add`, {
    method: "POST",
    headers: { Authorization: `Bearer ${admin}` },
    body: form,
  });
  expect(((await uploaded.json()) as { code: number }).code).toBe(200);
  const role = await callApi<{ id: number }>("/api/role/add", {
    token: admin,
    body: { name: `Wide partners ${suffix}`, permissions: [] },
  });
  await callApi("/api/catalog/grant", {
    token: admin,
    body: { id: folder.id, version: 1, roleIds: [role.id], userIds: [] },
  });
  const holder = await createUser();
  await callApi("/api/userManageController/updateUser", {
    token: admin,
    body: { id: holder.id, roleIds: [role.id] },
  });
  return { folderName: `Wide folder ${suffix}`, holder };
}

describe("management tables at 1366 px", () => {
  const browser = useBrowser({ locale: "en-US", viewport: { width: 1366, height: 900 } });

  it("show every column, the actions included, without scrolling sideways", async () => {
    const page = browser.page;
    const { folderName, holder } = await folderWithLongFile(uniqueSuffix());
    await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/productServer")}`);
    await signInAsAdministrator(page, "en-US");
    await waitForRoute(page, "/server/productServer");
    await expectEveryColumnInView(page, "productServer");

    for (const path of ["article", "users", "parameter"] as const) {
      await page.goto(`/#/server/${path}`);
      await page
        .getByRole("main")
        .getByRole("heading", { name: t.routes[path], level: 1 })
        .waitFor();
      await expectEveryColumnInView(page, path);
    }

    await page.goto("/#/server/resources");
    await page.getByRole("main").getByText(`${folderName} (1)`, { exact: true }).click();
    await page.getByRole("main").getByRole("heading", { name: folderName, level: 2 }).waitFor();
    await expectEveryColumnInView(page, "resources");

    // The partners' own page cuts a long file name rather than the columns after it.
    const partner = await (await browser.newContext({ locale: "en-US" })).newPage();
    await useSession(partner.context(), holder.token);
    await partner.goto("/#/resources");
    await partner
      .getByRole("main")
      .getByRole("row")
      .filter({ hasText: "A very long title" })
      .waitFor();
    await expectEveryColumnInView(partner, "partner resources");
  });
});
