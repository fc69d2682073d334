/// <reference lib="dom" />
import type { Browser, CDPSession } from "playwright-core";
import type { PublicPage } from "./public-pages.ts";

/**
 * Lighthouse's "Slow 4G" (its `mobileSlow4G` constants, a kbit being 1,024 bits): 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4x slower. DevTools adds the round trip to each
 * request rather than to each TCP packet, so a real network of these figures is a little slower
 * still (connection set-up, slow start).
 */
export const slowPhoneProfile = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** A mid-range Android phone of Lighthouse's mobile profile, 375 px wide. */
const phoneContext = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36",
  locale: "zh-CN",
  timezoneId: "Asia/Shanghai",
} as const;

/** How long the network must stay idle after the content showed for the visit to be over. */
const quietMs = 1000;

export type VisitFigures = {
  /** From the navigation until the first paint of anything but the background. */
  firstPaintMs: number;
  /** From the navigation until the first frame in which the page's content is visible. */
  contentMs: number;
  /** Bytes received (headers and compressed bodies) and requests sent until then. */
  bytesToContent: number;
  requestsToContent: number;
  /** The same for the whole visit, until the network was quiet. */
  bytes: number;
  requests: number;
  /** The sum of the layout shifts without recent input, from the navigation to the end. */
  layoutShift: number;
  /** The largest of them: when, and the elements that moved (tag and first classes). */
  largestShift: LayoutShift | null;
};

type LayoutShift = { value: number; atMs: number; moved: string[] };
type ContentWatch = { layoutShift: number; largestShift: LayoutShift | null };

/**
 * Runs in the page before its own scripts: reports the first animation frame in which the
 * content element is laid out and not hidden, and adds up the layout shifts (buffered, so
 * those before the observer count too).
 */
function watchContent(selector: string) {
  if (window !== window.top) return;
  const watch: ContentWatch = { layoutShift: 0, largestShift: null };
  (window as unknown as { phoneBenchWatch: ContentWatch }).phoneBenchWatch = watch;
  const describe = (node: Node | null) =>
    node instanceof Element
      ? [node.tagName.toLowerCase(), ...Array.from(node.classList).slice(0, 2)].join(".")
      : (node?.nodeName ?? "?");
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      watch.layoutShift += entry.value;
      if (entry.value > (watch.largestShift?.value ?? 0)) {
        const moved = entry.sources.map((source) => describe(source.node));
        watch.largestShift = { value: entry.value, atMs: entry.startTime, moved };
      }
    }
  }).observe({ type: "layout-shift", buffered: true });
  const look = () => {
    const element = document.querySelector(selector);
    const box = element?.getBoundingClientRect();
    const shown =
      element !== null &&
      box !== undefined &&
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    if (shown) {
      (
        window as unknown as { phoneBenchContentVisible: (at: number) => void }
      ).phoneBenchContentVisible(performance.now());
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

type RequestRecord = { sentAt: number; finishedAt?: number; bytes: number; quietIgnored: boolean };

/** Every request of the page as the DevTools protocol reports it, by request id. */
function recordNetwork(session: CDPSession) {
  const requests = new Map<string, RequestRecord>();
  let documentSentAt: number | undefined;
  let lastActivity = Date.now();
  session.on("Network.requestWillBeSent", (event) => {
    lastActivity = Date.now();
    if (event.request.url.startsWith("data:")) return;
    if (event.type === "Document" && documentSentAt === undefined) documentSentAt = event.timestamp;
    // A redirect reuses the request id: one request as the visitor counts it.
    if (requests.has(event.requestId)) return;
    requests.set(event.requestId, {
      sentAt: event.timestamp,
      bytes: 0,
      // The chat's long polling stays open as long as the page: it never lets a visit end.
      quietIgnored: event.request.url.includes("/socket.io/"),
    });
  });
  session.on("Network.loadingFinished", (event) => {
    lastActivity = Date.now();
    const record = requests.get(event.requestId);
    if (!record) return;
    record.finishedAt = event.timestamp;
    record.bytes = event.encodedDataLength;
  });
  session.on("Network.loadingFailed", (event) => {
    lastActivity = Date.now();
    const record = requests.get(event.requestId);
    if (record) record.finishedAt = event.timestamp;
  });
  const inFlight = () =>
    [...requests.values()].some(
      (record) => !record.quietIgnored && record.finishedAt === undefined,
    );
  return {
    /** Resolves once no request has been open for `quietMs`, or at the deadline. */
    async quiet(deadline: number): Promise<void> {
      while (Date.now() < deadline) {
        if (!inFlight() && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Requests sent and bytes finished up to `offsetMs` after the document's request, and in all. */
    totals(offsetMs: number) {
      const until = (documentSentAt ?? 0) + offsetMs / 1000;
      let bytesToContent = 0;
      let requestsToContent = 0;
      let bytes = 0;
      for (const record of requests.values()) {
        bytes += record.bytes;
        if (record.sentAt <= until) requestsToContent += 1;
        if (record.finishedAt !== undefined && record.finishedAt <= until) {
          bytesToContent += record.bytes;
        }
      }
      return { bytesToContent, requestsToContent, bytes, requests: requests.size };
    },
  };
}

/**
 * One first visit of `page` in a fresh browser context (no cache, no cookies, no storage),
 * throttled to the slow phone profile or straight on the loopback.
 */
export async function firstVisit(
  browser: Browser,
  baseUrl: string,
  page: PublicPage,
  options: { throttled: boolean; timeoutMs: number; cpuSlowdown: number },
): Promise<VisitFigures> {
  const context = await browser.newContext(phoneContext);
  try {
    const tab = await context.newPage();
    let reportContentVisible: (at: number) => void = () => {};
    const contentVisible = new Promise<number>((resolve) => {
      reportContentVisible = resolve;
    });
    await tab.exposeFunction("phoneBenchContentVisible", (at: number) => reportContentVisible(at));
    // tsx compiles with esbuild's keepNames, which wraps inner functions in a `__name` helper
    // the page does not have: the script takes a stand-in.
    await tab.addInitScript({
      content: `const __name = (target) => target; (${watchContent})(${JSON.stringify(page.contentSelector)});`,
    });
    const session = await context.newCDPSession(tab);
    const network = recordNetwork(session);
    await session.send("Network.enable");
    if (options.throttled) {
      await session.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: slowPhoneProfile.latencyMs,
        downloadThroughput: slowPhoneProfile.downloadBytesPerSecond,
        uploadThroughput: slowPhoneProfile.uploadBytesPerSecond,
      });
      await session.send("Emulation.setCPUThrottlingRate", { rate: options.cpuSlowdown });
    }
    const deadline = Date.now() + options.timeoutMs;
    await tab.goto(`${baseUrl}/#${page.route}`, { waitUntil: "commit" });
    let timer: NodeJS.Timeout | undefined;
    const contentMs = await Promise.race([
      contentVisible,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(new Error(`${page.contentSelector} not visible within ${options.timeoutMs} ms`)),
          Math.max(0, deadline - Date.now()),
        );
      }),
    ]).finally(() => clearTimeout(timer));
    await network.quiet(deadline + options.timeoutMs);
    const { layoutShift, largestShift, firstPaintMs } = await tab.evaluate(() => ({
      ...(window as unknown as { phoneBenchWatch: ContentWatch }).phoneBenchWatch,
      firstPaintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    }));
    return { contentMs, firstPaintMs, layoutShift, largestShift, ...network.totals(contentMs) };
  } finally {
    await context.close();
  }
}
