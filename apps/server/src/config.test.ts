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

  it("takes TRUST_PROXY as the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5" }).trustProxy).toEqual(["10.0.0.5"]);
    expect(
      loadConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,fd00::/8,10.2.0.0/255.255.0.0,loopback" })
        .trustProxy,
    ).toEqual(["10.0.0.5", "10.1.0.0/16", "fd00::/8", "10.2.0.0/255.255.0.0", "loopback"]);
    for (const wrong of ["proxy.example.com", "10.0.0.0/33", "10.0.0.1,", "-1", "yes"]) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(
        /TRUST_PROXY: not proxy addresses: .*write the addresses of the proxies/,
      );
    }
  });

  it("refuses TRUST_PROXY=true, saying why and what to write instead", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true would take the client's address from the left-most X-Forwarded-For entry, which the client writes itself.*write the addresses of the proxies in front of the server/,
    );
  });

  it("refuses a hop count, which Fastify ignores, saying what to write instead", () => {
    for (const hops of ["0", "1", "2"]) {
      expect(() => loadConfig({ TRUST_PROXY: hops }), hops).toThrow(
        /TRUST_PROXY: a number of proxies is ignored by Fastify.*TRUST_PROXY=10\.0\.0\.5/,
      );
    }
  });

  it("adds only a configured socket origin to connect-src", () => {
    expect(loadConfig({}).socketOrigin).toBe("");
    expect(loadConfig({ SOCKET_ORIGIN: "wss://chat.example.com/" }).socketOrigin).toBe(
      "wss://chat.example.com",
    );
    expect(loadConfig({ SOCKET_ORIGIN: "wss://chat.example.com:8443" }).socketOrigin).toBe(
      "wss://chat.example.com:8443",
    );
    for (const wrong of ["wss://chat.example.com/socket.io", "chat.example.com", "ftp://a.b"]) {
      expect(() => loadConfig({ SOCKET_ORIGIN: wrong }), wrong).toThrow(/SOCKET_ORIGIN/);
    }
  });

  it("opens the API explorer outside production, and in production only when asked", () => {
    expect(loadConfig({}).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", API_DOCS: "true" }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: "test", API_DOCS: "false" }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: "maybe" })).toThrow(/API_DOCS/);
  });

  it("bounds the captcha's proof of work", () => {
    expect(loadConfig({}).captchaWork).toBe(2000);
    expect(loadConfig({ CAPTCHA_WORK: "50" }).captchaWork).toBe(50);
    expect(() => loadConfig({ CAPTCHA_WORK: "0" })).toThrow(/CAPTCHA_WORK/);
    expect(() => loadConfig({ CAPTCHA_WORK: "100000000" })).toThrow(/CAPTCHA_WORK/);
  });
  describe("file storage", () => {
    const bucket = {
      S3_ENDPOINT: "https://oss-cn-hangzhou.aliyuncs.com/",
      S3_REGION: "oss-cn-hangzhou",
      S3_BUCKET: "portal-files",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };

    it("keeps files in the data folder unless told otherwise", () => {
      expect(loadConfig({}).storage).toEqual({ driver: "local", s3: undefined });
    });

    it("takes a bucket's settings together, with path-style addresses and a public address when asked", () => {
      const config = loadConfig({
        STORAGE: "s3",
        ...bucket,
        S3_FORCE_PATH_STYLE: "true",
        S3_PUBLIC_URL: "https://files.example.com/uploads/",
      });
      expect(config.storage).toEqual({
        driver: "s3",
        s3: {
          endpoint: "https://oss-cn-hangzhou.aliyuncs.com",
          region: "oss-cn-hangzhou",
          bucket: "portal-files",
          accessKeyId: "key",
          secretAccessKey: "secret",
          forcePathStyle: true,
          publicUrl: "https://files.example.com/uploads",
        },
      });
      expect(loadConfig({ STORAGE: "s3", ...bucket }).storage.s3).toMatchObject({
        forcePathStyle: false,
        publicUrl: "",
      });
    });

    it("reads a bucket's settings beside the local folder, for the copy command", () => {
      expect(loadConfig(bucket).storage).toMatchObject({
        driver: "local",
        s3: { bucket: "portal-files" },
      });
    });

    it("refuses STORAGE=s3 without every setting of the bucket, naming the missing ones", () => {
      expect(() => loadConfig({ STORAGE: "s3" })).toThrow(
        /S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when STORAGE=s3/,
      );
      const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = bucket;
      expect(() => loadConfig({ STORAGE: "s3", ...withoutSecret })).toThrow(
        /S3_SECRET_ACCESS_KEY: required when STORAGE=s3/,
      );
      expect(() => loadConfig(withoutSecret)).toThrow(
        /S3_SECRET_ACCESS_KEY: required with the other S3_ settings/,
      );
    });

    it("refuses a wrong driver, path-style flag or address", () => {
      expect(() => loadConfig({ STORAGE: "oss" })).toThrow(/STORAGE/);
      expect(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: "yes" })).toThrow(
        /S3_FORCE_PATH_STYLE/,
      );
      expect(() => loadConfig({ ...bucket, S3_ENDPOINT: "oss-cn-hangzhou.aliyuncs.com" })).toThrow(
        /S3_ENDPOINT: an http\(s\) address/,
      );
      expect(() =>
        loadConfig({ ...bucket, S3_PUBLIC_URL: "https://cdn.example.com/?a=1" }),
      ).toThrow(/S3_PUBLIC_URL/);
    });
  });
});
