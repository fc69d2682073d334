import { pipeline } from "node:stream/promises";
import { type CopySide, digestOf, type StoredObject } from "./copy-sides.ts";
import { digestStream, type FileFacts, sameBytes } from "./file-digest.ts";

/** A file whose copy is not the same as its original, or that could not be copied. */
export type Mismatch = { key: string; problem: string };

export type CopyReport = {
  /** Every file of the source. */
  files: number;
  bytes: number;
  /** Files written to the destination by this run. */
  copied: number;
  copiedBytes: number;
  /** Files the destination already held, the same size and checksum. */
  alreadyThere: number;
  mismatches: Mismatch[];
};

export type CopyProgress = {
  /** Once, when the source is listed. */
  start(totals: { files: number; bytes: number }): void;
  /** After each file, whatever became of it. */
  fileDone(file: StoredObject, outcome: "copied" | "alreadyThere" | "mismatch"): void;
};

/** Files copied at once: the bucket's latency, not bandwidth, limits one at a time. */
const concurrentFiles = 4;

/** How two files differ, in the report's words. */
function difference(sides: { from: CopySide; to: CopySide }, from: FileFacts, to: FileFacts) {
  if (from.size !== to.size) {
    return `${from.size} bytes in ${sides.from.name}, ${to.size} in ${sides.to.name}`;
  }
  const sha256Of = (facts: FileFacts) =>
    `${(facts.sha256 ?? facts.claimedSha256 ?? "?").slice(0, 16)}…`;
  return `SHA-256 ${sha256Of(from)} in ${sides.from.name}, ${sha256Of(to)} in ${sides.to.name}`;
}

/**
 * How `to`'s file under `key` differs from `from`'s, or undefined when they hold the same bytes;
 * a side is read through only when what is known of both does not tell (an ETag that is no
 * MD5, no SHA-256 of either).
 */
async function compare(
  key: string,
  sides: { from: CopySide; to: CopySide },
  facts: { from: FileFacts; to: FileFacts },
  trustClaims: boolean,
): Promise<string | undefined> {
  const known = sameBytes(facts.from, facts.to, { trustClaims });
  if (known !== undefined) return known ? undefined : difference(sides, facts.from, facts.to);
  const from = facts.from.sha256 ? facts.from : await digestOf(await sides.from.read(key));
  const to = facts.to.sha256 ? facts.to : await digestOf(await sides.to.read(key));
  return sameBytes(from, to, { trustClaims: false }) ? undefined : difference(sides, from, to);
}

/** Streams the file from one side to the other, answering the size and checksums of what was read. */
async function copyFile(key: string, from: CopySide, to: CopySide, sha256: string | undefined) {
  const digest = digestStream();
  const reading = pipeline(await from.read(key), digest);
  const writing = to.write(key, digest, { sha256 }).catch((error: unknown) => {
    digest.destroy(error as Error);
    throw error;
  });
  await Promise.all([reading, writing]);
  return digest.digest();
}

/**
 * Copies every stored file of `from` (uploads and documents) to `to` under the same key,
 * skipping those `to` already holds with the same size and checksum, then checks each copy
 * against the bytes read for it: its size, and its SHA-256 (or the bucket's ETag where that is
 * the MD5). With `checkOnly` nothing is written: each file is only compared. Files `to` holds
 * that `from` lacks are left alone. Every file that differs, or failed, is in `mismatches`.
 */
export async function copyStoredFiles({
  from,
  to,
  checkOnly = false,
  progress,
}: {
  from: CopySide;
  to: CopySide;
  checkOnly?: boolean;
  progress?: CopyProgress;
}): Promise<CopyReport> {
  const files = await from.list();
  const report: CopyReport = {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + file.size, 0),
    copied: 0,
    copiedBytes: 0,
    alreadyThere: 0,
    mismatches: [],
  };
  progress?.start({ files: report.files, bytes: report.bytes });
  const sides = { from, to };

  const handle = async (file: StoredObject): Promise<"copied" | "alreadyThere" | "mismatch"> => {
    const sourceFacts = await from.facts(file.key);
    if (!sourceFacts) {
      report.mismatches.push({ key: file.key, problem: `gone from ${from.name} meanwhile` });
      return "mismatch";
    }
    const existing = await to.facts(file.key);
    if (existing) {
      const difference = await compare(
        file.key,
        sides,
        { from: sourceFacts, to: existing },
        !checkOnly,
      );
      if (difference === undefined) return "alreadyThere";
      if (checkOnly) {
        report.mismatches.push({ key: file.key, problem: difference });
        return "mismatch";
      }
    } else if (checkOnly) {
      report.mismatches.push({ key: file.key, problem: `missing in ${to.name}` });
      return "mismatch";
    }
    const read = await copyFile(file.key, from, to, sourceFacts.sha256);
    report.copiedBytes += read.size;
    const written = await to.facts(file.key);
    const difference = written
      ? await compare(file.key, sides, { from: read, to: written }, false)
      : `missing in ${to.name} after the copy`;
    if (difference !== undefined) {
      report.mismatches.push({ key: file.key, problem: `after the copy: ${difference}` });
      return "mismatch";
    }
    return "copied";
  };

  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      let outcome: "copied" | "alreadyThere" | "mismatch";
      try {
        outcome = await handle(file);
      } catch (error) {
        report.mismatches.push({ key: file.key, problem: `failed: ${(error as Error).message}` });
        outcome = "mismatch";
      }
      if (outcome === "copied") report.copied += 1;
      if (outcome === "alreadyThere") report.alreadyThere += 1;
      progress?.fileDone(file, outcome);
    }
  };
  await Promise.all(Array.from({ length: concurrentFiles }, worker));
  report.mismatches.sort((left, right) => left.key.localeCompare(right.key));
  return report;
}
