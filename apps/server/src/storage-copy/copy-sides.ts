import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, type Dirent } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { contentTypeOf } from "../platform/storage/content-types.ts";
import { storeFolders } from "../platform/storage/file-stores.ts";
import { uploadPartBytes } from "../platform/storage/s3-file-store.ts";
import { isNoSuchFile } from "../platform/storage/storage.ts";
import { digestStream, type FileFacts, plainEtag } from "./file-digest.ts";

/** A stored file: its key (`uploads/...` or `documents/...`, as under DATA_DIR) and size. */
export type StoredObject = { key: string; size: number };

/** One end of a copy: DATA_DIR's two folders, or the bucket's. */
export interface CopySide {
  /** What the report calls it. */
  readonly name: string;
  /** Every stored file of both stores. */
  list(): Promise<StoredObject[]>;
  /** What is known of the file without more than a look (undefined when there is none). */
  facts(key: string): Promise<FileFacts | undefined>;
  read(key: string): Promise<Readable>;
  /** Stores `source` under `key`, whole or not at all, replacing what was there. */
  write(key: string, source: Readable, facts: { sha256?: string | undefined }): Promise<void>;
}

const folders = Object.values(storeFolders);

/** What an interrupted copy into the folder leaves beside a file: never listed, replaced next time. */
const partialSuffix = ".copying";

/** Reads a file through, answering its size and checksums. */
export async function digestOf(source: Readable): Promise<FileFacts> {
  const digest = digestStream();
  // Nothing reads what the digest passes on: let it flow away.
  digest.resume();
  await pipeline(source, digest);
  return digest.digest();
}

/** DATA_DIR/uploads and DATA_DIR/documents: a file's key is its path under DATA_DIR. */
export function folderSide(dataDir: string): CopySide {
  const pathOf = (key: string) => path.join(dataDir, ...key.split("/"));
  return {
    name: `DATA_DIR (${dataDir})`,
    async list() {
      const objects: StoredObject[] = [];
      for (const folder of folders) {
        const root = path.join(dataDir, folder);
        let entries: Dirent[];
        try {
          entries = await readdir(root, { recursive: true, withFileTypes: true });
        } catch (error) {
          if (isNoSuchFile(error)) continue;
          throw error;
        }
        for (const entry of entries) {
          if (!entry.isFile() || entry.name.includes(partialSuffix)) continue;
          const file = path.join(entry.parentPath, entry.name);
          const key = path.relative(dataDir, file).split(path.sep).join("/");
          objects.push({ key, size: (await stat(file)).size });
        }
      }
      return objects;
    },
    async facts(key) {
      try {
        if (!(await stat(pathOf(key))).isFile()) return undefined;
        return await digestOf(createReadStream(pathOf(key)));
      } catch (error) {
        if (isNoSuchFile(error)) return undefined;
        throw error;
      }
    },
    async read(key) {
      return createReadStream(pathOf(key));
    },
    async write(key, source) {
      const target = pathOf(key);
      const partial = `${target}${partialSuffix}-${randomBytes(4).toString("hex")}`;
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(source, createWriteStream(partial, { flags: "wx" }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
  };
}

/** The bucket's uploads/ and documents/ folders, as the S3 driver keeps them. */
export function bucketSide(client: S3Client, bucket: string): CopySide {
  return {
    name: `bucket ${bucket}`,
    async list() {
      const objects: StoredObject[] = [];
      for (const folder of folders) {
        // ListObjects (v1) with a marker: every S3-compatible service has it, while s3rver cannot
        // make ListObjectsV2's continuation tokens (DES) on the OpenSSL of Node 17 and later.
        let marker: string | undefined;
        for (;;) {
          const page = await client.send(
            new ListObjectsCommand({ Bucket: bucket, Prefix: `${folder}/`, Marker: marker }),
          );
          for (const object of page.Contents ?? []) {
            if (object.Key) objects.push({ key: object.Key, size: object.Size ?? 0 });
          }
          if (!page.IsTruncated || !page.Contents?.length) break;
          marker = page.NextMarker ?? page.Contents.at(-1)?.Key;
        }
      }
      return objects;
    },
    async facts(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          etag: plainEtag(head.ETag),
          claimedSha256: head.Metadata?.sha256,
        };
      } catch (error) {
        if (
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        ) {
          return undefined;
        }
        throw error;
      }
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return answer.Body as Readable;
    },
    async write(key, source, { sha256 }) {
      await new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: source,
          ContentType: contentTypeOf(key),
          Metadata: sha256 ? { sha256 } : undefined,
        },
        partSize: uploadPartBytes,
      }).done();
    },
  };
}
