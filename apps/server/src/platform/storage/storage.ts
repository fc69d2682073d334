import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Where uploaded files go; the local folder is the default, a bucket can take its place. */
export interface FileStorage {
  /** Stores the bytes under `folder` with a fresh name; answers the public URL path. */
  save(folder: string, extension: string, bytes: Buffer): Promise<{ url: string; key: string }>;
}

/** Files under `root`, served by the app at /uploads/. */
export function localFileStorage(root: string): FileStorage {
  return {
    async save(folder, extension, bytes) {
      const name = `${Date.now()}${randomBytes(6).toString("hex")}.${extension}`;
      const key = `${folder}/${name}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, key), bytes);
      return { url: `/uploads/${key}`, key };
    },
  };
}

/**
 * Private files (documents): unlike `FileStorage` nothing here has a URL; the bytes leave only
 * through a route that has checked who may have them.
 */
export interface DocumentStore {
  /**
   * Streams `source` into a new file named with `extension`; answers its key and size. A failed
   * source leaves no file behind.
   */
  save(source: Readable, extension: string): Promise<{ key: string; size: number }>;
  /** The stored bytes; rejects with a `code: "ENOENT"` error when the key holds no file. */
  openReadStream(key: string): Promise<Readable>;
  /** Removes the file; a key that holds no file is not an error. */
  remove(key: string): Promise<void>;
}

/** Documents under `root`, in one folder per month so no folder grows without end. */
export function localDocumentStore(root: string): DocumentStore {
  const resolveKey = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) {
      throw Object.assign(new Error(`document key outside the store: ${key}`), { code: "ENOENT" });
    }
    return resolved;
  };
  return {
    async save(source, extension) {
      const month = new Date().toISOString().slice(0, 7);
      const key = `${month}/${Date.now()}${randomBytes(8).toString("hex")}.${extension}`;
      const target = resolveKey(key);
      // The source may fail while the folder is being made, before the pipeline listens to it.
      let earlyFailure: unknown;
      const noteFailure = (error: unknown) => {
        earlyFailure = error;
      };
      source.once("error", noteFailure);
      await mkdir(path.dirname(target), { recursive: true });
      source.off("error", noteFailure);
      if (earlyFailure) throw earlyFailure;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, counter, createWriteStream(target, { flags: "wx" }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return { key, size };
    },
    async openReadStream(key) {
      const handle = await open(resolveKey(key), "r");
      return handle.createReadStream();
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}
