import { requireService } from "./requirements.ts";

/** The bucket of the S3-compatible server the tests share (.ci/run starts s3rver with it). */
export type TestBucket = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * The test bucket from TEST_S3_ENDPOINT, TEST_S3_BUCKET, TEST_S3_REGION, TEST_S3_ACCESS_KEY_ID
 * and TEST_S3_SECRET_ACCESS_KEY; without them undefined (a loud skip), or a failure under CI=true.
 */
export function requireTestBucket(what: string): TestBucket | undefined {
  const endpoint = requireService("TEST_S3_ENDPOINT", what);
  const bucket = requireService("TEST_S3_BUCKET", what);
  const region = requireService("TEST_S3_REGION", what);
  const accessKeyId = requireService("TEST_S3_ACCESS_KEY_ID", what);
  const secretAccessKey = requireService("TEST_S3_SECRET_ACCESS_KEY", what);
  if (!endpoint || !bucket || !region || !accessKeyId || !secretAccessKey) return undefined;
  return { endpoint, bucket, region, accessKeyId, secretAccessKey };
}

/** The server's settings that put its files in `bucket` (path-style, as s3rver and MinIO serve). */
export function s3StorageSettings(bucket: TestBucket): Record<string, string> {
  return {
    STORAGE: "s3",
    S3_ENDPOINT: bucket.endpoint,
    S3_REGION: bucket.region,
    S3_BUCKET: bucket.bucket,
    S3_ACCESS_KEY_ID: bucket.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
}
