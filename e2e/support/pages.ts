/// <reference lib="dom" />
import type { Locator, Page, Response } from "playwright-core";
import { expect } from "vitest";
import { expectNoSeriousViolations, motionFinished, phoneWidth } from "./browser.ts";

/** The response of the next call to an API path (e.g. "/api/user/logincom"). */
export function nextResponse(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path);
}

/** Runs `action` and answers the response of the API call it makes to `path`. */
export async function responseTo(
  page: Page,
  path: string,
  action: () => Promise<unknown>,
): Promise<Response> {
  const response = nextResponse(page, path);
  // When the action itself fails, its error (with Playwright's call log) is the one to see.
  response.catch(() => {});
  await action();
  return response;
}

/** The hash route of the page, e.g. "/login?redirect=%2Feditpwd". */
export function hashRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, "");
}

/** Waits until the hash route matches `route` (a string must match exactly). */
export async function waitForRoute(page: Page, route: string | RegExp): Promise<void> {
  await page.waitForURL((url) => {
    const hash = url.hash.replace(/^#/, "");
    return typeof route === "string" ? hash === route : route.test(hash);
  });
}

/** What assistive technology reads as the field's description (its aria-describedby texts). */
export function describedText(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
      .join(" "),
  );
}

/** The page's width as laid out: wider than the viewport means a horizontal scroll. */
function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Opens an Ant Design select and picks the option with exactly this text. */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const dropdown = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  await dropdown.waitFor();
  await motionFinished(page);
  await dropdown.getByTitle(option, { exact: true }).click();
  await dropdown.waitFor({ state: "hidden" });
}

/**
 * Once nothing moves any more: the page fits the narrowest phone without a sideways scroll,
 * and has no serious accessibility violation.
 */
export async function expectFitsNarrowPhone(page: Page): Promise<void> {
  await motionFinished(page);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(phoneWidth);
  await expectNoSeriousViolations(page);
}
