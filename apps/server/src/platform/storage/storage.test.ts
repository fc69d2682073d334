import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBucket } from "../../test-support/s3-test-bucket.ts";
import { s3FileStore } from "./s3-file-store.ts";
import { type FileStore, fileExists, localFileStore, readWhenAsked } from "./storage.ts";

/** Each driver: a store, and the names of what it holds (files, objects, parts) apart from it. */
type Driver = {
  store: FileStore;
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
};

const drivers: Record<"local" | "s3", () => Promise<Driver>> = {
  async local() {
    const root = await mkdtemp(path.join(tmpdir(), "document-store-"));
    return {
      store: localFileStore(root),
      leftovers: async () =>
        (await readdir(root, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name),
      close: () => rm(root, { recursive: true, force: true }),
    };
  },
  async s3() {
    const bucket = await startTestBucket();
    return {
      store: bucket.files.privateFiles,
      leftovers: () => bucket.objectKeys(),
      close: () => bucket.close(),
    };
  },
};

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(Object.keys(drivers) as (keyof typeof drivers)[])("the %s file store", (name) => {
  let driver: Driver;
  let store: FileStore;
  beforeAll(async () => {
    driver = await drivers[name]();
    store = driver.store;
  });
  afterAll(async () => {
    await driver.close();
  });

  it("is reachable", async () => {
    await expect(store.reachable()).resolves.toBeUndefined();
  });

  it("saves a stream under a fresh key, reads it back whole and in ranges, and removes it", async () => {
    const { key, size } = await store.save(
      "2026-05",
      "txt",
      Readable.from([Buffer.from("abc"), Buffer.from("de")]),
    );
    expect(key).toMatch(/^2026-05\/\d+[0-9a-f]{6}\.txt$/);
    expect(size).toBe(5);
    expect((await readAll(await store.openReadStream(key))).toString()).toBe("abcde");
    expect((await readAll(await store.openReadStream(key, { start: 1, end: 3 }))).toString()).toBe(
      "bcd",
    );
    expect((await readAll(await store.openReadStream(key, { start: 4, end: 4 }))).toString()).toBe(
      "e",
    );
    const info = await store.stat(key);
    expect(info.size).toBe(5);
    expect(info.etag).toMatch(/^".+"$/);
    await store.remove(key);
    await expect(store.openReadStream(key)).rejects.toMatchObject({ code: "ENOENT" });
    await expect(store.stat(key)).rejects.toMatchObject({ code: "ENOENT" });
    expect(await fileExists(store, key)).toBe(false);
    await store.remove(key);
  });

  it("stores an empty file", async () => {
    const { key, size } = await store.save("2026-05", "bin", Readable.from([]));
    expect(size).toBe(0);
    expect((await store.stat(key)).size).toBe(0);
    await store.remove(key);
  });

  it("streams a file larger than one upload part, byte for byte, and reads a range across parts", async () => {
    // Over 5 MiB: the bucket receives it as a multipart upload.
    const bytes = randomBytes(11 * 1024 * 1024 + 7);
    const pieces = [0, 1, 2, 3].map((index) =>
      bytes.subarray((index * bytes.length) / 4, ((index + 1) * bytes.length) / 4),
    );
    const { key, size } = await store.save("2026-05", "bin", Readable.from(pieces));
    expect(size).toBe(bytes.length);
    expect((await readAll(await store.openReadStream(key))).equals(bytes)).toBe(true);
    const start = 5 * 1024 * 1024 - 10;
    const part = await readAll(await store.openReadStream(key, { start, end: start + 99 }));
    expect(part.equals(bytes.subarray(start, start + 100))).toBe(true);
    await store.remove(key);
  });

  it.each([
    ["before its first byte", 0, 0],
    ["after a few bytes", 0, 50],
    ["in the middle of a multipart upload", 6 * 1024 * 1024, 50],
  ])("leaves no file behind when the source fails %s", async (_when, sentBytes, delay) => {
    const source = new PassThrough();
    const saving = store.save("2026-05", "bin", source);
    source.write(sentBytes > 0 ? randomBytes(sentBytes) : "partial");
    setTimeout(() => source.destroy(new Error("connection lost")), delay);
    await expect(saving).rejects.toThrow("connection lost");
    expect(await driver.leftovers()).toEqual([]);
  });

  it("opens a file only when it is first read", async () => {
    const { key } = await store.save("2026-05", "txt", Readable.from([Buffer.from("later")]));
    const lazy = readWhenAsked(store, key);
    await store.remove(key);
    // Nothing opened yet; reading now finds the file gone.
    await expect(readAll(lazy)).rejects.toMatchObject({ code: "ENOENT" });
    const { key: kept } = await store.save("2026-05", "txt", Readable.from([Buffer.from("kept")]));
    expect((await readAll(readWhenAsked(store, kept))).toString()).toBe("kept");
    await store.remove(kept);
  });

  it("refuses keys that point outside its folder", async () => {
    await expect(store.openReadStream("../outside.txt")).rejects.toMatchObject({ code: "ENOENT" });
    await expect(store.stat("2026-05/../../x.txt")).rejects.toMatchObject({ code: "ENOENT" });
    await expect(store.remove("../../etc/passwd")).rejects.toMatchObject({ code: "ENOENT" });
  });
});

describe("a store that cannot be written to is not reachable", () => {
  it("on a bucket that does not exist", async () => {
    const bucket = await startTestBucket();
    try {
      const missing = s3FileStore({ client: bucket.client, bucket: "no-such-bucket", folder: "x" });
      await expect(missing.reachable()).rejects.toThrow("the bucket no-such-bucket does not exist");
      await expect(missing.stat("any/file.txt")).rejects.toMatchObject({ code: "ENOENT" });
    } finally {
      await bucket.close();
    }
  });

  it("in a folder under a file", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "document-store-"));
    try {
      await writeFile(path.join(root, "taken"), "");
      await expect(localFileStore(path.join(root, "taken", "files")).reachable()).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
