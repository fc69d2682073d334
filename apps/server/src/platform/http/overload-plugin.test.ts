import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { i18nPlugin } from "../i18n/i18n-plugin.ts";
import { errorHandlerPlugin } from "./error-handler.ts";
import {
  type OverloadLimits,
  overloadPlugin,
  overloadRetryAfterSeconds,
} from "./overload-plugin.ts";

/** A server with one route that answers when the test lets it. */
async function serverWith(limits: OverloadLimits) {
  const app = Fastify({ logger: false });
  await app.register(i18nPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(overloadPlugin, limits);
  const waiting: (() => void)[] = [];
  app.get("/slow", () => new Promise<string>((resolve) => waiting.push(() => resolve("done"))));
  app.get("/fast", async () => "done");
  app.get("/probe", { config: { answeredUnderLoad: true } }, async () => "alive");
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const release = () => {
    for (const answer of waiting.splice(0)) answer();
  };
  return { app, base, release, waiting };
}

const servers: Awaited<ReturnType<typeof serverWith>>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.release();
    await server.app.close();
  }
});

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Keeps this process busy for `durationMs` in 60 ms slices: the loop turns, but every turn
 * comes late. Asks at each turn; answers every answer.
 */
async function askWhileBusy(durationMs: number, ask: () => Promise<Response>) {
  const answers: Promise<Response>[] = [];
  const busyUntil = Date.now() + durationMs;
  while (Date.now() < busyUntil) {
    answers.push(ask());
    const sliceEnd = Date.now() + 60;
    while (Date.now() < sliceEnd) {}
    await new Promise((resolve) => setImmediate(resolve));
  }
  return Promise.all(answers);
}

describe("refusing work under overload", () => {
  it("refuses a request beyond the in-flight limit with 503, Retry-After and a translated message", async () => {
    const server = await serverWith({ maxInFlight: 2, maxEventLoopDelayMs: 0 });
    servers.push(server);
    const first = fetch(`${server.base}/slow`);
    const second = fetch(`${server.base}/slow`);
    await until(() => server.waiting.length === 2);

    const refused = await fetch(`${server.base}/fast`, { headers: { "accept-language": "en-US" } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(overloadRetryAfterSeconds));
    expect(await refused.json()).toEqual({
      code: 503,
      data: null,
      msg: "The server is busy, try again in a few seconds",
    });
    // A health probe is answered: refused, it would have the instance restarted.
    expect((await fetch(`${server.base}/probe`)).status).toBe(200);

    server.release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await fetch(`${server.base}/fast`)).status).toBe(200);
  });

  it("counts a request the client gave up on as finished", async () => {
    const server = await serverWith({ maxInFlight: 1, maxEventLoopDelayMs: 0 });
    servers.push(server);
    const abandoned = new AbortController();
    const cutOff = fetch(`${server.base}/slow`, { signal: abandoned.signal }).catch(
      () => "aborted",
    );
    await until(() => server.waiting.length === 1);
    abandoned.abort();
    expect(await cutOff).toBe("aborted");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`${server.base}/fast`)).status).toBe(200);
  });

  it("refuses while the event loop lags behind, and serves again once it catches up", async () => {
    const server = await serverWith({
      maxInFlight: 0,
      maxEventLoopDelayMs: 30,
      sampleIntervalMs: 100,
    });
    servers.push(server);
    // Once a sample has seen the lag, requests are refused.
    const answered = await askWhileBusy(1_500, () => fetch(`${server.base}/fast`));
    const refused = answered.find((answer) => answer.status === 503);
    expect(refused?.headers.get("retry-after")).toBe(String(overloadRetryAfterSeconds));
    const probes = await askWhileBusy(600, () => fetch(`${server.base}/probe`));
    expect(probes.map((answer) => answer.status)).not.toContain(503);

    // Idle, the next samples show no lag (a loaded machine may take a few).
    let status = 503;
    for (let attempt = 0; attempt < 30 && status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await fetch(`${server.base}/fast`)).status;
    }
    expect(status).toBe(200);
  });
});
