import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: "127.0.0.1", port: 3000, databaseUrl: undefined });
    expect(config.sms).toMatchObject({
      provider: "console",
      codeTtlMs: 300_000,
      resendIntervalMs: 60_000,
      maxWrongTries: 5,
      dailyPerPhone: 10,
      dailyPerAddress: 20,
    });
    expect(config.login).toMatchObject({
      captchaAfterFailures: 3,
      lockAfterFailures: 10,
      failureWindowMs: 900_000,
      lockMs: 900_000,
      attemptsPerMinute: 30,
    });
    expect(config.sessionTtlMs).toBe(7 * 24 * 60 * 60 * 1000);
    expect(config.sms.outboxFile).toMatch(/data[/\\]outbox[/\\]sms\.jsonl$/);
  });

  it("takes every limit from the environment", () => {
    const config = loadConfig({ LOGIN_LOCK_AFTER_FAILURES: "5", SMS_DAILY_PER_PHONE: "3" });
    expect(config.login.lockAfterFailures).toBe(5);
    expect(config.sms.dailyPerPhone).toBe(3);
  });

  it("refuses a malformed value, naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOGIN_LOCK_MINUTES: "0" })).toThrow(/LOGIN_LOCK_MINUTES/);
  });

  it("needs SMS_HTTP_URL when the HTTP SMS provider is chosen", () => {
    expect(() => loadConfig({ SMS_PROVIDER: "http" })).toThrow(/SMS_HTTP_URL/);
  });
});
