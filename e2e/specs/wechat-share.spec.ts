import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharingEnUS } from "../../apps/web/src/i18n/sharing/en-US.ts";
import { sharingZhCN } from "../../apps/web/src/i18n/sharing/zh-CN.ts";
import { serverUnderTest, useBrowser } from "../support/browser.ts";
import { waitForRoute } from "../support/pages.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");
const weChatUserAgent =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323a) NetType/WIFI Language/zh_CN";
const jsSdkUrl = "https://res.wx.qq.com/open/js/jweixin-1.6.0.js";
const ticket = "e2e-jsapi-ticket";

type Listed = { list: { id: number; title: string }[] };

/** A published article of the demo content on the server at `baseUrl`. */
async function someArticle(
  baseUrl: string,
  language = "zh-CN",
): Promise<{ id: number; title: string }> {
  const answer = await fetch(`${baseUrl}/api/text/getTextList?type=schoolArticle&pageSize=10`, {
    headers: { "Accept-Language": language },
  });
  const { data } = (await answer.json()) as { data: Listed };
  const [first] = data.list;
  if (!first) throw new Error("the demo content has no school article");
  return first;
}

/**
 * A stand-in for WeChat on a free local port: its API hands out a ticket, and it serves a stub
 * of the JS-SDK (the real script is on the internet, which the e2e run has not) that records
 * what the page asks of `wx` in `window.weChatCalls`.
 */
async function fakeWeChat() {
  const server: FastifyInstance = Fastify({ logger: false });
  const calls = { token: 0, ticket: 0 };
  server.get("/cgi-bin/token", async () => {
    calls.token += 1;
    return { access_token: "e2e-access-token", expires_in: 7200 };
  });
  server.get("/cgi-bin/ticket/getticket", async () => {
    calls.ticket += 1;
    return { errcode: 0, errmsg: "ok", ticket, expires_in: 7200 };
  });
  server.get("/jweixin-1.6.0.js", async (_request, reply) =>
    reply.type("text/javascript").send(`
      window.weChatCalls = [];
      const record = (name) => (argument) => window.weChatCalls.push({ name, argument });
      window.wx = {
        config: record("config"),
        error: () => {},
        ready: (callback) => setTimeout(callback, 0),
        updateAppMessageShareData: record("updateAppMessageShareData"),
        updateTimelineShareData: record("updateTimelineShareData"),
      };`),
  );
  const base = await server.listen({ port: 0, host: "127.0.0.1" });
  return { base, calls, close: () => server.close() };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A second portal server, configured with an official account whose API is the fake one. */
async function portalWithWeChat(weChatBase: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "portal-e2e-wechat-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(repositoryRoot, "apps/server/dist/main.js")],
    {
      cwd: repositoryRoot,
      env: {
        ...inherited,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(repositoryRoot, "apps/web/dist"),
        ADMIN_PASSWORD: "Staff#Portal-9731",
        SEED_DEMO: "true",
        LOG_LEVEL: "warn",
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "1000",
        WECHAT_APP_ID: "wx-e2e-account",
        WECHAT_APP_SECRET: "e2e-secret",
        WECHAT_API_BASE: weChatBase,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("the WeChat-configured server exited");
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error("the WeChat-configured server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async close() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openArticle(page: Page, id: number, title: string) {
  await page.goto(`/#/school/article/${id}`);
  await waitForRoute(page, `/school/article/${id}`);
  await page.getByRole("heading", { name: title, level: 1 }).waitFor();
}

describe("sharing an article outside WeChat", () => {
  const browser = useBrowser({ locale: "en-US" });

  it("copies the page's link and says so", async () => {
    const { page, context } = browser;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const article = await someArticle(serverUnderTest().baseUrl, "en-US");
    await openArticle(page, article.id, article.title);
    const share = page.getByTestId("share-button");
    await expect.poll(() => share.textContent()).toContain(sharingEnUS.sharing.copyLink);
    await share.click();
    await page.getByText(sharingEnUS.sharing.copied).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    expect(copied).toContain(`#/school/article/${article.id}`);
  });
});

describe("sharing in WeChat without an official account", () => {
  const browser = useBrowser({ locale: "zh-CN", userAgent: weChatUserAgent });

  it("hides the share button once the server says WeChat is not set up (503)", async () => {
    const { page } = browser;
    const article = await someArticle(serverUnderTest().baseUrl);
    const refused = page.waitForResponse((answer) => answer.url().includes("/api/weChat/share"));
    await openArticle(page, article.id, article.title);
    expect((await refused).status()).toBe(503);
    await expect.poll(() => page.getByTestId("share-button").count()).toBe(0);
  });
});

describe("sharing in WeChat with an official account", () => {
  const browser = useBrowser({ locale: "zh-CN", userAgent: weChatUserAgent });
  let weChat: Awaited<ReturnType<typeof fakeWeChat>>;
  let portal: Awaited<ReturnType<typeof portalWithWeChat>>;

  beforeAll(async () => {
    weChat = await fakeWeChat();
    portal = await portalWithWeChat(weChat.base);
  });
  afterAll(async () => {
    await portal?.close();
    await weChat?.close();
  });

  /** The page asks for WeChat's script; the stub comes from the fake WeChat instead. */
  async function serveJsSdkStub(context: BrowserContext) {
    await context.route(jsSdkUrl, async (route) => {
      const stub = await fetch(`${weChat.base}/jweixin-1.6.0.js`);
      await route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: await stub.text(),
      });
    });
  }

  it("signs the page and hands the share's title and link to wx", async () => {
    const { page, context } = browser;
    await serveJsSdkStub(context);
    const article = await someArticle(portal.baseUrl);
    await page.goto(`${portal.baseUrl}/#/school/article/${article.id}`);
    await page.getByRole("heading", { name: article.title, level: 1 }).waitFor();

    type Call = { name: string; argument: Record<string, unknown> };
    const calls = () =>
      page.evaluate(() => (window as unknown as { weChatCalls?: Call[] }).weChatCalls ?? []);
    await expect.poll(async () => (await calls()).length).toBe(3);
    const [config, chat, timeline] = await calls();
    expect(config?.name).toBe("config");
    const { appId, timestamp, nonceStr, signature, jsApiList } = config?.argument ?? {};
    expect(appId).toBe("wx-e2e-account");
    expect(jsApiList).toEqual(["updateAppMessageShareData", "updateTimelineShareData"]);
    const signed = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${portal.baseUrl}/`;
    expect(signature).toBe(createHash("sha1").update(signed).digest("hex"));
    expect(chat).toEqual({
      name: "updateAppMessageShareData",
      argument: expect.objectContaining({ title: article.title, link: page.url() }),
    });
    expect(timeline?.name).toBe("updateTimelineShareData");
    expect(weChat.calls).toEqual({ token: 1, ticket: 1 });

    await page.getByTestId("share-button").click();
    await page.getByText(sharingZhCN.sharing.weChatHint).waitFor();
  });
});
