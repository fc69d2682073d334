import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Where files are kept: a local folder by default; a bucket could take its place. */
export interface FileStore {
  /**
   * Streams `source` into a new file under `folder`, named by the time and 6 random
   * characters; answers its key and size. A failed source leaves no file behind.
   */
  save(folder: string, extension: string, source: Readable): Promise<{ key: string; size: number }>;
  /** The stored bytes; rejects with a `code: "ENOENT"` error when the key holds no file. */
  openReadStream(key: string): Promise<Readable>;
  /** Removes the file; a key that holds no file is not an error. */
  remove(key: string): Promise<void>;
}

/** Files anybody may fetch (avatars, product images), served by the app at /uploads/. */
export interface PublicFileStore extends FileStore {
  /** The URL path the file is served at. */
  url(key: string): string;
}

/** A fresh file name: the time, then 6 random characters against two uploads in one millisecond. */
function storedName(extension: string) {
  return `${Date.now()}${randomBytes(3).toString("hex")}.${extension}`;
}

/**
 * Files under `root`. Nothing here has a URL: the document centre's files leave only through a
 * route that has checked who may have them.
 */
export function localFileStore(root: string): FileStore {
  const resolveKey = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) {
      throw Object.assign(new Error(`file key outside the store: ${key}`), { code: "ENOENT" });
    }
    return resolved;
  };
  return {
    async save(folder, extension, source) {
      const key = `${folder}/${storedName(extension)}`;
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

/** Files under `root`, each served at `/uploads/<key>`. */
export function localPublicFileStore(root: string): PublicFileStore {
  return { ...localFileStore(root), url: (key) => `/uploads/${key}` };
}
