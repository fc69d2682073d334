/// <reference lib="dom" />
import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";

/** Debian's Chromium runs as root in CI containers: no sandbox, no GPU, no background traffic. */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

/** CHROMIUM_PATH when it exists, else Debian's /usr/bin/chromium. */
function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Chromium at ${candidates.join(" or ")}: apt-get install chromium, or set CHROMIUM_PATH`,
    );
  }
  return found;
}

async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
    headless: true,
  });
}

/** The server started by the global setup: its URL, data folder and administrator. */
export function serverUnderTest() {
  return {
    baseUrl: inject("baseUrl"),
    dataDir: inject("dataDir"),
    admin: { phone: inject("adminPhone"), password: inject("adminPassword") },
  };
}

export type Locale = "zh-CN" | "en-US" | "zh-TW";

export type ContextOptions = {
  /** Browser language (navigator.language and Accept-Language); zh-CN by default. */
  locale?: Locale | (string & {});
  viewport?: { width: number; height: number };
  userAgent?: string;
  isMobile?: boolean;
  hasTouch?: boolean;
  deviceScaleFactor?: number;
  /** Anything else Playwright takes for a new context. */
  extra?: BrowserContextOptions;
};

/** Ready-made device shapes; spread one into the options of `newContext` or `useBrowser`. */
export const devices = {
  desktop: { viewport: { width: 1366, height: 900 } },
  mobile: {
    viewport: { width: 390, height: 844 },
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  },
} satisfies Record<string, ContextOptions>;

/** The narrowest phone the portal is laid out for (the spec's 375 px), as a device shape. */
export const phoneWidth = 375;
export const narrowPhone = {
  ...devices.mobile,
  viewport: { width: phoneWidth, height: 812 },
} satisfies ContextOptions;

/** A fresh context (no cookies, no storage) whose relative URLs go to the server under test. */
async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: serverUnderTest().baseUrl,
    locale: options.locale ?? "zh-CN",
    timezoneId: "Asia/Shanghai",
    viewport: options.viewport ?? devices.desktop.viewport,
    userAgent: options.userAgent,
    isMobile: options.isMobile,
    hasTouch: options.hasTouch,
    deviceScaleFactor: options.deviceScaleFactor,
    ...options.extra,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

const screenshotFolder = path.resolve(import.meta.dirname, "../screenshots");

function fileSafe(text: string): string {
  return text.replace(/[^\p{L}\p{N}._-]+/gu, "-").slice(0, 120);
}

/**
 * Launches Chromium once for the spec file and gives every test a new context and page with
 * these options. A failing test leaves a screenshot in e2e/screenshots/.
 *
 *     const browser = useBrowser({ locale: "en-US" });
 *     it("shows the home page", async () => { await browser.page.goto("/#/home"); });
 */
export function useBrowser(options: ContextOptions = {}) {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const extraContexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error("Chromium did not start");
    context = await newContext(browser, options);
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail" && page && !page.isClosed()) {
      await mkdir(screenshotFolder, { recursive: true });
      const file = path.join(
        screenshotFolder,
        `${fileSafe(task.file.name)}--${fileSafe(task.name)}.png`,
      );
      await page.screenshot({ path: file, fullPage: true }).catch(() => {});
      console.error(`[e2e] screenshot of the failed test: ${file}`);
    }
    await Promise.all(extraContexts.splice(0).map((extra) => extra.close()));
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    get browser(): Browser {
      if (!browser) throw new Error("useBrowser: no browser outside a test");
      return browser;
    },
    get context(): BrowserContext {
      if (!context) throw new Error("useBrowser: no context outside a test");
      return context;
    },
    get page(): Page {
      if (!page) throw new Error("useBrowser: no page outside a test");
      return page;
    },
    /** A second, separate visitor in the same test (closed after the test). */
    async newContext(more: ContextOptions = {}): Promise<BrowserContext> {
      if (!browser) throw new Error("useBrowser: no browser outside a test");
      const extra = await newContext(browser, { ...options, ...more });
      extraContexts.push(extra);
      return extra;
    },
  };
}

export type SentSms = { phone: string; code: string; purpose: string; at: string };

/** Every message in the server's SMS outbox (`<DATA_DIR>/outbox/sms.jsonl`), oldest first. */
async function readSmsOutbox(dataDir = serverUnderTest().dataDir): Promise<SentSms[]> {
  const file = path.join(dataDir, "outbox", "sms.jsonl");
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as SentSms);
}

/**
 * The latest code sent to `phone` (optionally for one purpose, optionally sent after a
 * moment), waiting up to `timeoutMs` for the server to write it.
 */
export async function latestSmsCode(
  phone: string,
  options: { purpose?: string; after?: Date; timeoutMs?: number; dataDir?: string } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  for (;;) {
    const messages = await readSmsOutbox(options.dataDir);
    const match = messages.findLast(
      (message) =>
        message.phone === phone &&
        (options.purpose === undefined || message.purpose === options.purpose) &&
        (options.after === undefined || new Date(message.at) > options.after),
    );
    if (match) return match.code;
    if (Date.now() > deadline) {
      const purpose = options.purpose ? ` for ${options.purpose}` : "";
      throw new Error(`no SMS code was sent to ${phone}${purpose}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Resolves once the page's running animations and transitions (endless spinners aside) have
 * finished. Ant Design slides menus and zooms dialogs in; a click during the motion can press
 * on one item and release on another, so no click happens at all, which a person (slower than
 * a test) never meets. Call it after opening a menu or a dialog, before clicking inside.
 */
export async function motionFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Clicks once nothing on the page moves any more (see `motionFinished`). */
export async function clickWhenSettled(locator: Locator): Promise<void> {
  await motionFinished(locator.page());
  await locator.click();
}

/**
 * Runs axe on the page and fails listing every serious or critical violation (moderate and
 * minor ones are left to review). `exclude` takes CSS selectors of regions not ours to fix.
 */
export async function expectNoSeriousViolations(
  page: Page,
  options: { exclude?: string[]; disableRules?: string[] } = {},
): Promise<void> {
  // Colours read halfway through a fade are not the page's colours.
  await motionFinished(page);
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  if (serious.length === 0) return;
  const report = serious
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `      ${node.target.join(" ")}\n        ${(node.failureSummary ?? "").replaceAll("\n", "\n        ")}`,
        )
        .join("\n");
      const more =
        violation.nodes.length > 5 ? `\n      ... and ${violation.nodes.length - 5} more` : "";
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join("\n");
  throw new Error(
    `${serious.length} serious or critical accessibility violation(s) on ${page.url()}:\n${report}`,
  );
}
