import { randomBytes } from "node:crypto";
import { constants, createWriteStream } from "node:fs";
import { access, mkdir, open, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type ByteRange, storedFileTag } from "./byte-range.ts";

/** What a store tells of a file without reading it. */
export type StoredFileInfo = {
  size: number;
  /** A strong entity tag: another file, or other bytes under the same key, get another. */
  etag: string;
  modifiedAt: Date;
};

/**
 * Where files are kept: a local folder (`localFileStore`) or an S3-compatible bucket
 * (`s3FileStore`). Every stored upload goes through one, so both behave alike; keys are the
 * same in both (`<folder>/<time><6 random characters>.<extension>`).
 */
export interface FileStore {
  /**
   * Streams `source` into a new file under `folder`, named by the time and 6 random
   * characters; answers its key and size once the file is stored whole. A failed source (or
   * store) leaves no file behind.
   */
  save(folder: string, extension: string, source: Readable): Promise<{ key: string; size: number }>;
  /**
   * The stored bytes, or those of `range` (which must lie within the file); rejects with a
   * `code: "ENOENT"` error when the key holds no file. Read it to its end or destroy it.
   */
  openReadStream(key: string, range?: ByteRange): Promise<Readable>;
  /** Its size and tag; rejects with a `code: "ENOENT"` error when the key holds no file. */
  stat(key: string): Promise<StoredFileInfo>;
  /** Removes the file; a key that holds no file is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Resolves when the store can be written to (its folder, its bucket); rejects saying why
   * otherwise: what a readiness check asks, where a missing file would prove nothing.
   */
  reachable(): Promise<void>;
}

/** Files anybody may fetch (avatars, product images), served by the app at /uploads/. */
export interface PublicFileStore extends FileStore {
  /** The URL path the file is served at (the same whatever the store, so records never change). */
  url(key: string): string;
}

/** The address of a public file: the app's /uploads/ path, whatever the store. */
export function publicFileUrl(key: string) {
  return `/uploads/${key}`;
}

/** A fresh file name: the time, then 6 random characters against two uploads in one millisecond. */
export function storedName(extension: string) {
  return `${Date.now()}${randomBytes(3).toString("hex")}.${extension}`;
}

/** A stream passing bytes on as they come, counting them. */
export function byteCounter(): Transform & { readonly bytes: number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.defineProperty(counter, "bytes", { get: () => bytes }) as Transform & {
    readonly bytes: number;
  };
}

/** The refusal of a key that holds no file (or never could): the `ENOENT` every caller expects. */
export function noSuchFile(key: string, cause?: unknown) {
  return Object.assign(new Error(`no stored file under ${key}`, { cause }), { code: "ENOENT" });
}

export function isNoSuchFile(error: unknown) {
  return (error as { code?: unknown } | undefined)?.code === "ENOENT";
}

/** Whether `key` holds a file, without opening it. */
export async function fileExists(store: FileStore, key: string): Promise<boolean> {
  try {
    await store.stat(key);
    return true;
  } catch (error) {
    if (isNoSuchFile(error)) return false;
    throw error;
  }
}

/**
 * The file's bytes, opened only when first read: a zip of many files holds one open file (one
 * connection to a bucket) at a time instead of all of them from the start.
 */
export function readWhenAsked(store: FileStore, key: string): Readable {
  return Readable.from(
    (async function* () {
      yield* await store.openReadStream(key);
    })(),
    { objectMode: false },
  );
}

/**
 * Files under `root`. Nothing here has a URL: the document centre's files leave only through a
 * route that has checked who may have them.
 */
export function localFileStore(root: string): FileStore {
  const resolveKey = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw noSuchFile(key);
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
      const counter = byteCounter();
      const written = createWriteStream(target, { flags: "wx" });
      try {
        await pipeline(source, counter, written);
      } catch (error) {
        // A source that fails at once fails the pipeline before the file is opened: removed
        // then, it would be created by the open still under way and stay behind.
        if (!written.closed) await new Promise<void>((closed) => written.once("close", closed));
        await rm(target, { force: true });
        throw error;
      }
      return { key, size: counter.bytes };
    },
    async openReadStream(key, range) {
      const handle = await open(resolveKey(key), "r");
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      const found = await stat(resolveKey(key));
      if (!found.isFile()) throw noSuchFile(key);
      return { size: found.size, etag: storedFileTag(key), modifiedAt: found.mtime };
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
    async reachable() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

/** Files under `root`, each served at `/uploads/<key>`. */
export function localPublicFileStore(root: string): PublicFileStore {
  return { ...localFileStore(root), url: publicFileUrl };
}
