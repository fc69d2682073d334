import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { Environment } from "../config.ts";
import { storeFolders } from "../platform/storage/file-stores.ts";
import { type S3Settings, s3Client, s3FileStore } from "../platform/storage/s3-file-store.ts";
import { type PublicFileStore, publicFileUrl } from "../platform/storage/storage.ts";

const bucket = "portal-test";

/**
 * An S3-compatible server (s3rver) in this process on a free port, with one empty bucket, and
 * the portal's two stores in it: what the tests run the S3 driver against.
 */
export async function startTestBucket() {
  const directory = await mkdtemp(path.join(tmpdir(), "portal-bucket-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket,
    // s3rver checks signatures made with these.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    publicUrl: "",
  };
  const client = s3Client(settings);
  const publicFiles: PublicFileStore = {
    ...s3FileStore({ client, bucket, folder: storeFolders.publicFiles }),
    url: publicFileUrl,
  };
  return {
    settings,
    client,
    /** The environment that points an app at this bucket (`STORAGE=s3`). */
    environment: {
      STORAGE: "s3",
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    } satisfies Partial<Environment>,
    /** The two stores, for `buildTestApp`'s `files`. */
    files: {
      publicFiles,
      privateFiles: s3FileStore({ client, bucket, folder: storeFolders.privateFiles }),
    },
    /** Every object's key in the bucket, sorted. */
    async objectKeys(): Promise<string[]> {
      const keys: string[] = [];
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Marker: marker }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ""));
        if (!page.IsTruncated) return keys.sort();
        marker = keys.at(-1);
      }
    },
    /** Writes `bytes` under an object key directly, as something other than the portal would. */
    async putObject(key: string, bytes: Uint8Array) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type InProcessBucket = Awaited<ReturnType<typeof startTestBucket>>;
