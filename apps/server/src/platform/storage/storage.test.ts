import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FileStore, localFileStore } from "./storage.ts";

let root: string;
let store: FileStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "document-store-"));
  store = localFileStore(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function readBack(key: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.openReadStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe("localFileStore", () => {
  it("saves a stream under a fresh key, reads it back and removes it", async () => {
    const { key, size } = await store.save(
      "2026-05",
      "txt",
      Readable.from([Buffer.from("abc"), Buffer.from("de")]),
    );
    expect(key).toMatch(/^2026-05\/\d+[0-9a-f]{6}\.txt$/);
    expect(size).toBe(5);
    expect(await readBack(key)).toBe("abcde");
    await store.remove(key);
    await expect(store.openReadStream(key)).rejects.toMatchObject({ code: "ENOENT" });
    await store.remove(key);
  });

  it.each([0, 50])("leaves no file behind when the source fails after %i ms", async (delay) => {
    const source = new PassThrough();
    const saving = store.save("2026-05", "bin", source);
    source.write("partial");
    setTimeout(() => source.destroy(new Error("connection lost")), delay);
    await expect(saving).rejects.toThrow("connection lost");
    const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );
    expect(files).toEqual([]);
  });

  it("refuses keys that point outside its folder", async () => {
    await expect(store.openReadStream("../outside.txt")).rejects.toMatchObject({ code: "ENOENT" });
    await expect(store.remove("../../etc/passwd")).rejects.toMatchObject({ code: "ENOENT" });
  });
});
