import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Config } from "../../config.ts";
import type { ByteRange } from "./byte-range.ts";
import { contentTypeOf } from "./content-types.ts";
import { byteCounter, type FileStore, noSuchFile, storedName } from "./storage.ts";

export type S3Settings = NonNullable<Config["storage"]["s3"]>;

/**
 * Connections to the bucket one instance may hold at once: every download streaming from the
 * bucket holds one until its client has read it, so the SDK's default of 50 would queue the
 * 51st download behind the others.
 */
const maxBucketConnections = 256;

/**
 * The size of each part of a multipart upload (lib-storage's least): a file above it goes up in
 * parts, and its ETag is then the MD5 of the parts' MD5s, which the copy command checks.
 */
export const uploadPartBytes = 5 * 1024 * 1024;

/** One client for the bucket of `settings`, shared by both stores; destroy it on close. */
export function s3Client(settings: S3Settings): S3Client {
  const agent = { keepAlive: true, maxSockets: maxBucketConnections };
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Since 3.729 (January 2025) the SDK adds a CRC32 to every upload, which S3-compatible
    // services such as OSS, COS, Cloudflare R2, Backblaze B2 and older MinIO refuse (its header,
    // or the aws-chunked body that carries it); checksums only where S3 itself requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { httpAgent: agent, httpsAgent: agent },
  });
}

/** A key of the store: folders and a name, never empty, `.` or `..` parts (as the local folder). */
function isStoreKey(key: string) {
  return key
    .split("/")
    .every((part) => part !== "" && part !== "." && part !== ".." && !part.includes("\\"));
}

function isMissing(error: unknown) {
  const failure = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === "NoSuchKey" ||
    failure.name === "NotFound" ||
    failure.$metadata?.httpStatusCode === 404
  );
}

/**
 * Files in `bucket` under `folder/` (`uploads` or `documents`, as in DATA_DIR, so the copy
 * command maps one onto the other). Uploads go up in parts (lib-storage's Upload), so a
 * large file is never held whole in memory; a failed upload aborts its parts and leaves no
 * object. Nothing here hands out an address of the bucket: private files leave only through
 * the routes that check who asks.
 */
export function s3FileStore({
  client,
  bucket,
  folder,
}: {
  client: S3Client;
  bucket: string;
  folder: string;
}): FileStore {
  const objectKey = (key: string) => {
    if (!isStoreKey(key)) throw noSuchFile(key);
    return `${folder}/${key}`;
  };
  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
  };
  return {
    async save(saveFolder, extension, source) {
      const key = `${saveFolder}/${storedName(extension)}`;
      const counter = byteCounter();
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: objectKey(key),
          Body: counter,
          ContentType: contentTypeOf(key),
        },
        partSize: uploadPartBytes,
      });
      const [piped, uploaded] = await Promise.allSettled([
        pipeline(source, counter),
        upload.done().catch((error: unknown) => {
          // Stops the source, which would otherwise wait for a reader for ever.
          counter.destroy(error as Error);
          throw error;
        }),
      ]);
      if (piped.status === "rejected" || uploaded.status === "rejected") {
        // Upload aborts a multipart upload itself; a store that cannot abort (or a last part
        // that made it) must not keep the object.
        await remove(key).catch(() => undefined);
        throw piped.status === "rejected"
          ? piped.reason
          : (uploaded as PromiseRejectedResult).reason;
      }
      return { key, size: counter.bytes };
    },
    async openReadStream(key, range?: ByteRange) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw noSuchFile(key, error);
        throw error;
      }
    },
    async stat(key) {
      try {
        const answer = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return {
          size: answer.ContentLength ?? 0,
          etag: answer.ETag ?? `"${key}"`,
          modifiedAt: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) throw noSuchFile(key, error);
        throw error;
      }
    },
    remove,
    async reachable() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        // A HEAD answer has no body: a bucket that does not exist is a bare 404.
        if (isMissing(error))
          throw new Error(`the bucket ${bucket} does not exist`, { cause: error });
        throw error;
      }
    },
  };
}
