/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Page as ListPage, TextSummary } from "../../packages/shared/src/index.ts";
import { callApi, createUser, useSession } from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { productByModel } from "../support/products.ts";
import { memberRoutes, publicRoutes, textRoutes } from "../support/routes.ts";

/**
 * Records every CSP violation the page reports (the `securitypolicyviolation` event, which
 * fires for a refused eval, inline script or style, frame or connection) and every console
 * error naming the Content Security Policy.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}`);
    });
  });
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function expectNoViolation(page: Page, route: string) {
  const violations = await watchViolations(page);
  await page.goto(`/#${route}`);
  await page.getByRole("main").waitFor();
  await page.waitForLoadState("networkidle");
  expect(violations, route).toEqual([]);
}

describe("the pages under the portal's Content Security Policy", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  for (const route of publicRoutes) {
    it(`${route} loads without a single violation (no eval, no inline script, no foreign frame)`, async () => {
      await expectNoViolation(browser.page, route);
    });
  }

  it("a product's page loads without a single violation", async () => {
    const product = await productByModel("M5311");
    await expectNoViolation(browser.page, `/product/detail/${product.id}`);
  });

  for (const [type, route] of Object.entries(textRoutes)) {
    it(`a ${type}'s page (${route}) loads without a single violation`, async () => {
      const texts = await callApi<ListPage<TextSummary>>(
        `/api/text/getTextList?page=1&pageSize=100&type=${type}`,
      );
      const text = texts.list[0];
      if (!text) throw new Error(`the demo content has no published ${type}`);
      await expectNoViolation(browser.page, `${route}/${text.id}`);
    });
  }

  it("a member's own pages load without a single violation", async () => {
    const member = await createUser();
    await useSession(browser.context, member.token);
    for (const route of [...memberRoutes, `/personinfo/${member.id}`]) {
      const page = await browser.context.newPage();
      await expectNoViolation(page, route);
      await page.close();
    }
  });
});
