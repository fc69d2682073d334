import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDependencies, buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { FileStore } from "../../platform/storage/storage.ts";
import { api } from "../../test-support/api-client.ts";
import { connectChat, listeningOrigin } from "../../test-support/chat-sockets.ts";
import { buildUser } from "../../test-support/factories/user.ts";
import { requireService } from "../../test-support/requirements.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { openTestDatabase } from "../../test-support/test-database.ts";

/**
 * A JSON POST sent in two parts: the request is in flight from the first part until `finish()`
 * sends the rest, as an upload still arriving is.
 */
function postInTwoParts(url: string, body: string) {
  const request = httpRequest(url, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  const cut = Math.floor(body.length / 2);
  request.write(body.slice(0, cut));
  return { answered, finish: () => request.end(body.slice(cut)) };
}

/** The status and body of a fresh connection's GET (no keep-alive: each probe is new). */
async function probe(origin: string, route: string) {
  const response = await fetch(`${origin}${route}`, {
    headers: { connection: "close", "accept-language": "en-US" },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("liveness and readiness", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("answers live 200 and ready 200 when the database and the file storage answer", async () => {
    const live = await api(testApp).get("/api/health/live");
    expect(live).toMatchObject({ status: 200, data: { status: "live" } });
    const ready = await api(testApp).get("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.data).toEqual({
      status: "ready",
      checks: { database: "ok", redis: "not_configured", storage: "ok" },
    });
  });
});

describe("the probes under a request limit", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ RATE_LIMIT_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("are never refused by the request rate limit: a balancer asks from one address", async () => {
    for (let asked = 0; asked < 5; asked += 1) {
      expect((await api(testApp).get("/api/health/ready")).status).toBe(200);
      expect((await api(testApp).get("/api/health/live")).status).toBe(200);
    }
  });
});

describe("readiness while the database cannot be reached", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.closeDatabase();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("answers ready 503 naming the database, while live still answers 200", async () => {
    const ready = await api(testApp).language("en-US").get("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.msg).toBe("Not ready: cannot reach the database");
    expect(ready.data).toEqual({
      status: "unavailable",
      checks: { database: "unreachable", redis: "not_configured", storage: "ok" },
    });
    const chinese = await api(testApp).language("zh-CN").get("/api/health/ready");
    expect(chinese.msg).toBe("服务暂不可用：无法连接数据库");
    expect((await api(testApp).get("/api/health/live")).status).toBe(200);
  });
});

const redisUrl = requireService("TEST_REDIS_URL", "the readiness probe's Redis check");

describe.skipIf(!redisUrl)("readiness with Redis", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("checks Redis, and answers ready 503 naming it once its connection is lost", async () => {
    const ready = await api(testApp).get("/api/health/ready");
    expect(ready.data.checks).toEqual({ database: "ok", redis: "ok", storage: "ok" });
    testApp.app.redis?.disconnect();
    const lost = await api(testApp).language("en-US").get("/api/health/ready");
    expect(lost.status).toBe(503);
    expect(lost.msg).toBe("Not ready: cannot reach Redis");
    expect(lost.data.checks).toEqual({ database: "ok", redis: "unreachable", storage: "ok" });
  });
});

/** The app as main.ts builds it, not yet ready, with the dependencies given. */
async function appBuiltAsMainDoes(dependencies: Partial<AppDependencies> = {}) {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), "portal-test-"));
  const app = await buildApp(
    loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
    { database, logger: false, ...dependencies },
  );
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe("readiness while the instance starts", () => {
  let built: Awaited<ReturnType<typeof appBuiltAsMainDoes>>;
  /** Releases the start-up hold, as main.ts does once the seed is done. */
  let seeded: () => void;
  beforeAll(async () => {
    built = await appBuiltAsMainDoes();
    seeded = built.app.readiness.holdStart();
    await built.app.ready();
  });
  afterAll(async () => {
    await built?.close();
  });

  it("answers ready and /api/health 503 until the start-up work is done; live 200 meanwhile", async () => {
    const ask = (url: string) => api(built).language("en-US").get(url);
    const ready = await ask("/api/health/ready");
    expect(ready).toMatchObject({
      status: 503,
      msg: "The server is still starting, try again shortly",
      data: { status: "starting" },
    });
    expect((await ask("/api/health")).status).toBe(503);
    expect((await ask("/api/health/live")).status).toBe(200);
    seeded();
    expect((await ask("/api/health/ready")).status).toBe(200);
    expect((await ask("/api/health")).status).toBe(200);
  });
});

describe("readiness while a file store cannot be reached", () => {
  let built: Awaited<ReturnType<typeof appBuiltAsMainDoes>>;
  beforeAll(async () => {
    const unreachable = () =>
      Promise.reject(Object.assign(new Error("connect ETIMEDOUT"), { code: "ETIMEDOUT" }));
    // A bucket behind a dropped network: every call fails, none with "no such file".
    const bucketOutOfReach: FileStore = {
      save: unreachable,
      openReadStream: unreachable,
      stat: unreachable,
      remove: unreachable,
      reachable: unreachable,
    };
    built = await appBuiltAsMainDoes({ privateFiles: bucketOutOfReach });
    await built.app.ready();
  });
  afterAll(async () => {
    await built?.close();
  });

  it("answers ready 503 naming the file storage", async () => {
    const ready = await api(built).language("en-US").get("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.msg).toBe("Not ready: cannot reach the file storage");
    expect(ready.data.checks).toEqual({
      database: "ok",
      redis: "not_configured",
      storage: "unreachable",
    });
  });
});

describe("draining, as SIGTERM does", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("turns ready 503 at once, finishes the request in flight, closes sockets so that clients reconnect, then stops", async () => {
    const origin = await listeningOrigin(testApp);
    const member = await buildUser(testApp);
    const visitor = await connectChat(origin, { role: "visitor" }, { reconnection: true });
    const disconnected = new Promise<string>((resolve) =>
      visitor.socket.once("disconnect", (reason) => resolve(reason)),
    );
    const signIn = postInTwoParts(
      `${origin}/api/user/logincom`,
      JSON.stringify({ account: member.phone, password: member.password }),
    );
    expect((await probe(origin, "/api/health/ready")).status).toBe(200);

    const drained = testApp.app.readiness.drain({ noticeMs: 3_000 });
    // The balancer's notice: not ready, yet still answering.
    const ready = await probe(origin, "/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      code: 503,
      msg: "This instance is shutting down; other instances take its requests",
      data: { status: "draining" },
    });
    expect((await probe(origin, "/api/health/live")).status).toBe(200);

    // Closing: the socket is cut without Socket.IO's "do not reconnect", so its client
    // reconnects (through the balancer, to another instance).
    expect(await disconnected).toBe("transport close");
    expect(visitor.socket.active).toBe(true);
    visitor.close();

    signIn.finish();
    const answered = await signIn.answered;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body).data.token).toEqual(expect.any(String));

    await drained;
    expect(testApp.app.server.listening).toBe(false);
    await expect(fetch(`${origin}/api/health/live`)).rejects.toThrow();
  });
});
