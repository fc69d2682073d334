import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../test-support/api-client.ts";
import { requireService } from "../../test-support/requirements.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { jsSdkSignature } from "./js-sdk-signature.ts";
import { refreshBeforeExpiryMs } from "./jsapi-ticket-cache.ts";

/**
 * A stand-in for WeChat's API on a free local port: answers `/cgi-bin/token` and
 * `/cgi-bin/ticket/getticket` as WeChat does, counts the calls, and can be told to refuse.
 */
async function fakeWeChat() {
  const calls = { token: 0, ticket: 0 };
  const state = { refuse: false, ticketNumber: 0, slowMs: 0 };
  const server: FastifyInstance = Fastify({ logger: false });
  server.get("/cgi-bin/token", async (request) => {
    calls.token += 1;
    const query = request.query as Record<string, string>;
    if (state.refuse || query.secret !== "test-secret") {
      return { errcode: 40001, errmsg: "invalid credential" };
    }
    return { access_token: `token-${calls.token}`, expires_in: 7200 };
  });
  server.get("/cgi-bin/ticket/getticket", async (request) => {
    calls.ticket += 1;
    const query = request.query as Record<string, string>;
    if (state.slowMs > 0) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (!query.access_token?.startsWith("token-") || query.type !== "jsapi") {
      return { errcode: 40014, errmsg: "invalid access_token" };
    }
    state.ticketNumber += 1;
    return { errcode: 0, errmsg: "ok", ticket: `ticket-${state.ticketNumber}`, expires_in: 7200 };
  });
  const address = await server.listen({ port: 0, host: "127.0.0.1" });
  return { calls, state, base: address, close: () => server.close() };
}

type FakeWeChat = Awaited<ReturnType<typeof fakeWeChat>>;

const page = "http://localhost/#/article/12";

function weChatSettings(weChat: FakeWeChat, appId = "wx-test-app") {
  return { WECHAT_APP_ID: appId, WECHAT_APP_SECRET: "test-secret", WECHAT_API_BASE: weChat.base };
}

describe("the JS-SDK signature", () => {
  it("equals the JS-SDK documentation's published example", () => {
    expect(
      jsSdkSignature({
        ticket:
          "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
        noncestr: "Wm3WZYTPz0wzccnW",
        timestamp: 1414587457,
        url: "http://mp.weixin.qq.com?params=value",
      }),
    ).toBe("0f9de62fce790f9a083d5c99e95740ceb90c27ed");
  });

  it("leaves the url's # part out", () => {
    const parts = { ticket: "t", noncestr: "n", timestamp: 1 };
    expect(jsSdkSignature({ ...parts, url: "http://a.example/?x=1#/post/3" })).toBe(
      jsSdkSignature({ ...parts, url: "http://a.example/?x=1" }),
    );
  });
});

describe("without WeChat credentials", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("answers 503 with a message in the reader's language", async () => {
    const english = await api(testApp)
      .language("en-US")
      .get("/api/weChat/share", {
        query: { url: page },
      });
    expect(english.status).toBe(503);
    expect(english.msg).toContain("not set up");
    const chinese = await api(testApp)
      .language("zh-CN")
      .get("/api/weChat/share", {
        query: { url: page },
      });
    expect(chinese.msg).toContain("尚未配置微信公众号");
  });

  it("allows WeChat's JS-SDK script origin, and no other, in the content security policy", async () => {
    const answer = await api(testApp).get("/api/weChat/share", { query: { url: page } });
    const policy = String(answer.headers["content-security-policy"]);
    const scriptSource = policy.split(";").find((part) => part.trim().startsWith("script-src"));
    expect(scriptSource?.trim()).toBe("script-src 'self' https://res.wx.qq.com");
  });
});

describe("with an official account", () => {
  let weChat: FakeWeChat;
  let testApp: TestApp;
  beforeAll(async () => {
    weChat = await fakeWeChat();
    testApp = await buildTestApp({
      ...weChatSettings(weChat),
      SITE_HOST: "https://iot.example.com",
    });
  });
  afterAll(async () => {
    await testApp.close();
    await weChat.close();
  });
  afterEach(() => {
    weChat.state.refuse = false;
  });

  const share = (url: string) =>
    api(testApp).language("en-US").get("/api/weChat/share", { query: { url } });

  it("signs the page with the fetched ticket, and fetches it once for many shares", async () => {
    const answers = await Promise.all([share(page), share(page), share(page)]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const { appid, timestamp, noncestr, signature } = answer.data;
      expect(appid).toBe("wx-test-app");
      expect(timestamp).toBe(Math.floor(testApp.now().getTime() / 1000));
      expect(noncestr).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(signature).toBe(
        jsSdkSignature({ ticket: "ticket-1", noncestr, timestamp, url: "http://localhost/" }),
      );
    }
    await share(page);
    expect(weChat.calls).toEqual({ token: 1, ticket: 1 });
  });

  it("fetches a new ticket shortly before the old one's 7,200 s run out, not earlier", async () => {
    const before = weChat.calls.ticket;
    testApp.advance(7200 * 1000 - refreshBeforeExpiryMs - 60_000);
    await share(page);
    expect(weChat.calls.ticket).toBe(before);
    testApp.advance(120_000);
    const answer = await share(page);
    expect(weChat.calls.ticket).toBe(before + 1);
    const { noncestr, timestamp, signature } = answer.data;
    expect(signature).toBe(
      jsSdkSignature({ ticket: `ticket-${before + 1}`, noncestr, timestamp, url: page }),
    );
  });

  it("signs pages of SITE_HOST too, and refuses other origins with 400", async () => {
    expect((await share("https://iot.example.com/#/product/3")).status).toBe(200);
    const foreign = await share("https://evil.example.net/#/product/3");
    expect(foreign.status).toBe(400);
    expect(foreign.msg).toContain("Only pages of this site can be shared");
    expect((await share("http://localhost:8080/")).status).toBe(400);
  });

  it("refuses a missing url or one that is not a web address with 400", async () => {
    const missing = await api(testApp).language("en-US").get("/api/weChat/share");
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain("url");
    expect((await share("javascript:alert(1)")).status).toBe(400);
    expect((await share("not a url")).status).toBe(400);
    expect((await share(`http://localhost/?q=${"x".repeat(2100)}`)).status).toBe(400);
  });
});

describe("when WeChat refuses", () => {
  let weChat: FakeWeChat;
  let testApp: TestApp;
  beforeAll(async () => {
    weChat = await fakeWeChat();
    weChat.state.refuse = true;
    testApp = await buildTestApp(weChatSettings(weChat));
  });
  afterAll(async () => {
    await testApp.close();
    await weChat.close();
  });

  it("answers 502 saying WeChat's error, and asks again on the next share", async () => {
    const refused = await api(testApp)
      .language("en-US")
      .get("/api/weChat/share", {
        query: { url: page },
      });
    expect(refused.status).toBe(502);
    expect(refused.msg).toContain("40001");
    expect(refused.msg).toContain("invalid credential");
    weChat.state.refuse = false;
    const signed = await api(testApp).get("/api/weChat/share", { query: { url: page } });
    expect(signed.status).toBe(200);
    expect(weChat.calls.token).toBe(2);
  });

  it("answers 502 when WeChat cannot be reached", async () => {
    const unreachable = await buildTestApp({
      WECHAT_APP_ID: "wx-test-app",
      WECHAT_APP_SECRET: "test-secret",
      WECHAT_API_BASE: "http://127.0.0.1:9",
    });
    try {
      const answer = await api(unreachable)
        .language("en-US")
        .get("/api/weChat/share", {
          query: { url: page },
        });
      expect(answer.status).toBe(502);
      expect(answer.msg).toContain("cannot be reached");
    } finally {
      await unreachable.close();
    }
  });
});

const redisUrl = requireService("TEST_REDIS_URL", "the WeChat ticket shared across instances");

describe.skipIf(!redisUrl)("two instances on one Redis", () => {
  let weChat: FakeWeChat;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    weChat = await fakeWeChat();
    // An app id of its own, so a ticket another run left in Redis is not taken for this one.
    const settings = { ...weChatSettings(weChat, `wx-${randomUUID()}`), REDIS_URL: redisUrl };
    first = await buildTestApp(settings);
    second = await buildTestApp(settings, { sharedDatabase: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await weChat?.close();
  });

  it("fetches one ticket for both, even when both ask at once", async () => {
    weChat.state.slowMs = 300;
    const answers = await Promise.all(
      [first, second, first, second].map((instance) =>
        api(instance).get("/api/weChat/share", { query: { url: page } }),
      ),
    );
    weChat.state.slowMs = 0;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(weChat.calls).toEqual({ token: 1, ticket: 1 });
    for (const answer of answers) {
      const { noncestr, timestamp, signature } = answer.data;
      expect(signature).toBe(
        jsSdkSignature({ ticket: "ticket-1", noncestr, timestamp, url: page }),
      );
    }
  });
});
