import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleSmsProvider, httpSmsProvider } from "./sms-provider.ts";

const silentLog = { info: vi.fn() } as unknown as Parameters<typeof consoleSmsProvider>[1];

describe("consoleSmsProvider", () => {
  let folder: string;
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("appends one JSON line per message to the outbox file", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "sms-outbox-"));
    const outbox = path.join(folder, "outbox", "sms.jsonl");
    const provider = consoleSmsProvider(outbox, silentLog);
    await provider.send({ phone: "13800138000", code: "123456", purpose: "register" });
    await provider.send({ phone: "13800138001", code: "654321", purpose: "reset" });
    const lines = (await readFile(outbox, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ phone: "13800138000", code: "123456", purpose: "register" });
    expect(Object.keys(lines[1])).toEqual(["phone", "code", "purpose", "at"]);
    expect(Number.isNaN(Date.parse(lines[1].at))).toBe(false);
  });
});

describe("httpSmsProvider", () => {
  async function gateway(status: number) {
    const received: { body: unknown; authorization: string | undefined }[] = [];
    const server = createServer(async (request: IncomingMessage, response) => {
      let text = "";
      for await (const chunk of request) text += chunk;
      received.push({ body: JSON.parse(text), authorization: request.headers.authorization });
      response.statusCode = status;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/send`,
      received,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it("posts the message as JSON with the bearer token", async () => {
    const target = await gateway(200);
    try {
      await httpSmsProvider(target.url, "secret").send({
        phone: "13800138000",
        code: "123456",
        purpose: "safety",
      });
      expect(target.received).toEqual([
        {
          body: { phone: "13800138000", code: "123456", purpose: "safety" },
          authorization: "Bearer secret",
        },
      ]);
    } finally {
      await target.close();
    }
  });

  it("fails when the gateway does not answer 2xx", async () => {
    const target = await gateway(502);
    try {
      await expect(
        httpSmsProvider(target.url, undefined).send({
          phone: "13800138000",
          code: "123456",
          purpose: "register",
        }),
      ).rejects.toThrow(/502/);
    } finally {
      await target.close();
    }
  });
});
