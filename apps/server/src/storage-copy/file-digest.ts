import { createHash, type Hash } from "node:crypto";
import { Transform } from "node:stream";
import { uploadPartBytes } from "../platform/storage/s3-file-store.ts";

/** What is known of a stored file's bytes: its size, and any checksum a side can give cheaply. */
export type FileFacts = {
  size: number;
  /** SHA-256 of the bytes (hex), read from the bytes. */
  sha256?: string | undefined;
  /**
   * The SHA-256 a bucket object's `sha256` metadata claims (the copy command writes it): enough
   * to skip an object already copied, never taken as a check of the bytes.
   */
  claimedSha256?: string | undefined;
  /** MD5 of the bytes (hex), read from the bytes. */
  md5?: string | undefined;
  /**
   * The ETag S3 gives an object of these bytes uploaded in parts of `uploadPartBytes` (the MD5 of
   * the parts' MD5s, then `-<parts>`); undefined for a file of one part, whose ETag is its MD5.
   */
  partsEtag?: string | undefined;
  /** A bucket object's ETag, unquoted: its MD5, the parts' form, or neither (encrypted objects). */
  etag?: string | undefined;
};

/** The size and checksums of all the bytes that went through a `digestStream`. */
export type Digest = Required<Pick<FileFacts, "size" | "sha256" | "md5">> & {
  partsEtag?: string | undefined;
};

/** A stream passing bytes on unchanged while taking their SHA-256, MD5 and parts' ETag. */
export function digestStream(): Transform & { digest(): Digest } {
  const sha256 = createHash("sha256");
  const md5 = createHash("md5");
  const partDigests: Buffer[] = [];
  let part: Hash = createHash("md5");
  let partFill = 0;
  let size = 0;
  const hashParts = (chunk: Buffer) => {
    let offset = 0;
    while (offset < chunk.length) {
      const taken = Math.min(uploadPartBytes - partFill, chunk.length - offset);
      part.update(chunk.subarray(offset, offset + taken));
      partFill += taken;
      offset += taken;
      if (partFill === uploadPartBytes) {
        partDigests.push(part.digest());
        part = createHash("md5");
        partFill = 0;
      }
    }
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sha256.update(chunk);
      md5.update(chunk);
      hashParts(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(stream, {
    digest(): Digest {
      if (partFill > 0) partDigests.push(part.digest());
      const parts = partDigests.length;
      return {
        size,
        sha256: sha256.digest("hex"),
        md5: md5.digest("hex"),
        partsEtag:
          size > uploadPartBytes
            ? `${createHash("md5").update(Buffer.concat(partDigests)).digest("hex")}-${parts}`
            : undefined,
      };
    },
  });
}

/** An ETag as a bucket answers it (quoted), as compared: unquoted, lower case. */
export function plainEtag(etag: string | undefined): string | undefined {
  return etag?.replaceAll('"', "").toLowerCase() || undefined;
}

/** Whether `etag` (a bucket's) is the ETag of bytes with `facts`' checksums. */
function etagNames(etag: string | undefined, facts: FileFacts) {
  return etag !== undefined && (etag === facts.md5 || etag === facts.partsEtag);
}

/**
 * Whether two files hold the same bytes, from what is known of them: false when their sizes or
 * SHA-256 differ, true when a checksum of one names the other (the same SHA-256, or a bucket's
 * ETag that is the other's MD5 or parts' ETag), undefined when nothing tells (read them then).
 * `trustClaims` takes a bucket's `sha256` metadata for the bytes' (to skip, not to check).
 */
export function sameBytes(
  left: FileFacts,
  right: FileFacts,
  { trustClaims }: { trustClaims: boolean },
): boolean | undefined {
  if (left.size !== right.size) return false;
  const sha256Of = (facts: FileFacts) =>
    facts.sha256 ?? (trustClaims ? facts.claimedSha256 : undefined);
  const [leftSha256, rightSha256] = [sha256Of(left), sha256Of(right)];
  if (leftSha256 && rightSha256) return leftSha256 === rightSha256;
  if (etagNames(left.etag, right) || etagNames(right.etag, left)) return true;
  return undefined;
}
