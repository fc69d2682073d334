import { brotliDecompressSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressionPlugin } from "./compression-plugin.ts";
import { PrecompressedAnswer } from "./precompressed-answer.ts";

const app = Fastify();
const json = (length: number) => JSON.stringify({ text: "M5311 AT+CSQ ".repeat(length / 13) });

beforeAll(async () => {
  await app.register(compressionPlugin);
  app.get("/once/:length", { compress: false }, (request, reply) =>
    new PrecompressedAnswer(
      json(Number((request.params as { length: string }).length)),
      "sentOnce",
    ).send(reply, "application/json"),
  );
  app.get("/cached/:length", { compress: false }, (request, reply) =>
    new PrecompressedAnswer(json(Number((request.params as { length: string }).length))).send(
      reply,
      "application/json",
    ),
  );
  await app.ready();
});
afterAll(() => app.close());

const read = (url: string) =>
  app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });

describe("PrecompressedAnswer", () => {
  it("sends an answer made once as it is while it fits a connection's first flight", async () => {
    const answer = await read("/once/3000");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body).toBe(json(3000));
  });

  it("compresses an answer made once when it is longer than that", async () => {
    const answer = await read("/once/30000");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(json(30000));
  });

  it("compresses a cached answer from about 1 KB, and none for a client that takes none", async () => {
    const answer = await read("/cached/3000");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(json(3000));
    const plain = await app.inject({ url: "/cached/3000" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});
