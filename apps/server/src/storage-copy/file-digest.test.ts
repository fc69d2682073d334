import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { uploadPartBytes } from "../platform/storage/s3-file-store.ts";
import { digestOf } from "./copy-sides.ts";
import { sameBytes } from "./file-digest.ts";

const md5 = (bytes: Buffer) => createHash("md5").update(bytes);

describe("digestStream", () => {
  it("gives a one-part file its MD5 and SHA-256, and no parts' ETag", async () => {
    const bytes = randomBytes(1000);
    expect(await digestOf(Readable.from([bytes]))).toEqual({
      size: 1000,
      md5: md5(bytes).digest("hex"),
      sha256: createHash("sha256").update(bytes).digest("hex"),
      partsEtag: undefined,
    });
  });

  it("gives a larger file the ETag S3 gives its multipart upload: MD5 of the parts' MD5s, then the count", async () => {
    const bytes = randomBytes(2 * uploadPartBytes + 10);
    const parts = [
      bytes.subarray(0, uploadPartBytes),
      bytes.subarray(uploadPartBytes, 2 * uploadPartBytes),
      bytes.subarray(2 * uploadPartBytes),
    ];
    const expected = `${md5(Buffer.concat(parts.map((part) => md5(part).digest()))).digest("hex")}-3`;
    // Chunks that do not fall on the parts' edges.
    const chunks = [
      bytes.subarray(0, 7),
      bytes.subarray(7, uploadPartBytes + 3),
      bytes.subarray(uploadPartBytes + 3),
    ];
    expect((await digestOf(Readable.from(chunks))).partsEtag).toBe(expected);
  });
});

describe("sameBytes", () => {
  const facts = { size: 3, sha256: "s", md5: "m", partsEtag: undefined };

  it("tells from sizes, SHA-256 and a bucket's ETag, and says when nothing tells", () => {
    const noClaims = { trustClaims: false };
    expect(sameBytes(facts, { size: 4, etag: "m" }, noClaims)).toBe(false);
    expect(sameBytes(facts, { ...facts, sha256: "other" }, noClaims)).toBe(false);
    expect(sameBytes(facts, { size: 3, etag: "m" }, noClaims)).toBe(true);
    expect(sameBytes({ size: 3, etag: "encrypted" }, facts, noClaims)).toBeUndefined();
  });

  it("takes a bucket's claimed SHA-256 only to skip", () => {
    const bucket = { size: 3, etag: "encrypted", claimedSha256: "s" };
    expect(sameBytes(facts, bucket, { trustClaims: true })).toBe(true);
    expect(sameBytes(facts, bucket, { trustClaims: false })).toBeUndefined();
  });
});
