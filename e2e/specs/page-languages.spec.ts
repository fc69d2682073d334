/// <reference lib="dom" />
import { managementPages } from "@portal/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  administratorToken,
  callApi,
  signInAsAdministrator,
  useSession,
} from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { waitForRoute } from "../support/pages.ts";
import { memberRoutes, publicRoutes, textRoutes } from "../support/routes.ts";
import type { Language } from "../support/texts.ts";

/**
 * Walks every public and management route on the demo data and reads what the page shows: in
 * en-US no Han character, in zh-TW no character that exists only in Simplified Chinese. Words a
 * person typed as data (`data-user-content`: posts, comments, chat, nicknames) and words shown
 * as written in another language than the page's (an element whose `lang` differs) are skipped:
 * both are what the page is meant to show. Everything else is the portal's own words or content
 * that should have come in the reader's language.
 */

type ListPage<T> = { list: T[] };

/** One route per kind of detail page, each on a demo record. */
async function detailRoutes(): Promise<string[]> {
  const products = await callApi<ListPage<{ id: number }>>("/api/product/getList?pageSize=1");
  const routes = products.list.map((product) => `/product/detail/${product.id}`);
  for (const [type, path] of Object.entries(textRoutes)) {
    const found = await callApi<ListPage<{ id: number }>>(
      `/api/text/getTextList?type=${type}&pageSize=1`,
    );
    for (const text of found.list) routes.push(`${path}/${text.id}`);
  }
  const boards = await callApi<{ id: number }[]>("/api/topicController/list");
  for (const board of boards.slice(0, 1)) {
    routes.push(`/forum/topic/${board.id}`);
    const posts = await callApi<ListPage<{ id: number; author: { id: number } }>>(
      `/api/postsController/queryPostsPageByTopicId?topicId=${board.id}&pageSize=1`,
    );
    for (const post of posts.list) {
      routes.push(`/forum/post/${post.id}`, `/personinfo/${post.author.id}`);
    }
  }
  const requests = await callApi<ListPage<{ id: number }>>(
    "/api/service/customized/find?pageSize=1",
    { token: await administratorToken() },
  );
  for (const request of requests.list) routes.push(`/valueadd/request/${request.id}`);
  return routes;
}

/** The Big5 character set's Han characters (lead bytes A4–F9): what Traditional Chinese writes. */
function big5Characters(): Set<string> {
  const decoder = new TextDecoder("big5");
  const characters = new Set<string>();
  for (let lead = 0xa4; lead <= 0xf9; lead += 1) {
    for (const trail of [
      ...Array.from({ length: 0x3f }, (_, i) => 0x40 + i),
      ...Array.from({ length: 0x5e }, (_, i) => 0xa1 + i),
    ]) {
      const character = decoder.decode(new Uint8Array([lead, trail]));
      if (/^\p{Script=Han}$/u.test(character)) characters.add(character);
    }
  }
  return characters;
}

/** Resolves once no API request has been open for `quietMs` (a page's reads have come in). */
async function settled(page: Page, quietMs = 400, timeoutMs = 15_000): Promise<void> {
  await page.evaluate(
    ({ quietMs, timeoutMs }) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let lastSeen = performance.now();
        const observer = new PerformanceObserver((entries) => {
          if (entries.getEntries().length > 0) lastSeen = performance.now();
        });
        observer.observe({ type: "resource", buffered: false });
        const check = () => {
          const busy = document.querySelector(".ant-spin-spinning, .ant-skeleton-active");
          const now = performance.now();
          if ((!busy && now - lastSeen >= quietMs) || now - started > timeoutMs) {
            observer.disconnect();
            resolve();
          } else {
            setTimeout(check, 100);
          }
        };
        setTimeout(check, quietMs);
      }),
    { quietMs, timeoutMs },
  );
}

/**
 * The words the open page shows, outside user content and outside words marked as written in
 * another language: its visible text, placeholders and hover titles, and the browser tab's title.
 */
function shownWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const skipped = (element: Element | null): boolean => {
      if (!element) return false;
      if (element.closest("[data-user-content], script, style, noscript, template")) return true;
      const declared = element.closest("[lang]");
      return declared !== null && declared.getAttribute("lang") !== pageLanguage;
    };
    const words: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      if (text && !skipped(node.parentElement)) words.push(text);
    }
    for (const element of Array.from(document.body.querySelectorAll("[placeholder], [title]"))) {
      if (skipped(element)) continue;
      for (const attribute of ["placeholder", "title"]) {
        const value = element.getAttribute(attribute);
        if (value) words.push(value);
      }
    }
    return words;
  });
}

function hanIn(words: string[], accepted: (character: string) => boolean): string[] {
  return words.filter((word) => [...word].some((c) => /\p{Script=Han}/u.test(c) && !accepted(c)));
}

async function misplacedWords(
  page: Page,
  route: string,
  accepted: (character: string) => boolean,
): Promise<string[]> {
  await page.goto(`/#${route}`);
  // Every route shows a heading once it has drawn; a scan of a page still loading proves nothing.
  await page.locator("main h1, main h2").first().waitFor();
  await settled(page);
  expect(decodeURI(new URL(page.url()).hash), "the route opened, not a redirect").toBe(`#${route}`);
  return hanIn(await shownWords(page), accepted);
}

const checks: Record<Exclude<Language, "zh-CN">, () => (character: string) => boolean> = {
  "en-US": () => () => false,
  "zh-TW": () => {
    const traditional = big5Characters();
    return (character) => traditional.has(character);
  },
};

for (const language of ["en-US", "zh-TW"] as const) {
  describe(`every page speaks ${language}`, () => {
    const browser = useBrowser({ locale: language });

    it("public and member routes: no misplaced Chinese outside user content", async () => {
      const { page, context } = browser;
      await useSession(context, await administratorToken());
      const accepted = checks[language]();
      const found: Record<string, string[]> = {};
      for (const route of [...publicRoutes, ...memberRoutes, ...(await detailRoutes())]) {
        const words = await misplacedWords(page, route, accepted);
        if (words.length > 0) found[route] = words.slice(0, 8);
      }
      expect(found).toEqual({});
    });

    it("management routes: no misplaced Chinese outside user content and records as written", async () => {
      const { page } = browser;
      await page.goto("/#/server/login");
      await signInAsAdministrator(page, language);
      await waitForRoute(page, /^\/server\/(?!login)/);
      const accepted = checks[language]();
      const found: Record<string, string[]> = {};
      // The management pages, then the chat console staff answer visitors in.
      for (const route of [...managementPages.map(({ path }) => `/server/${path}`), "/im"]) {
        const words = await misplacedWords(page, route, accepted);
        if (words.length > 0) found[route] = words.slice(0, 8);
      }
      expect(found).toEqual({});
    });
  });
}
