import type { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { formatBytes } from "@portal/shared";
import { SingleBar } from "cli-progress";
import { loadConfig } from "../config.ts";
import { s3Client } from "../platform/storage/s3-file-store.ts";
import { bucketSide, folderSide } from "./copy-sides.ts";
import { type CopyReport, copyStoredFiles } from "./copy-stored-files.ts";

const usage = `Copies the stored files (DATA_DIR/uploads and DATA_DIR/documents) into the bucket of the
S3_ settings, or from it back into DATA_DIR, and checks every copy's size and checksum.

  npm run storage:copy -w apps/server -- --to s3      DATA_DIR -> bucket
  npm run storage:copy -w apps/server -- --to local   bucket -> DATA_DIR
  add --check to compare only, copying nothing

Files already there with the same size and checksum are skipped, so a run can be repeated.
Exits with 1 when any file differs or failed, 2 on a wrong command or missing settings.`;

/** The exit statuses of the command. */
const exitStatus = { ok: 0, mismatches: 1, usage: 2 } as const;

const files = (count: number) => `${count} ${count === 1 ? "file" : "files"}`;

function summary(report: CopyReport, names: { from: string; to: string }, checkOnly: boolean) {
  const lines = [
    checkOnly
      ? `Compared ${files(report.files)} (${formatBytes(report.bytes)}) of ${names.from} with ${names.to}: ${report.alreadyThere} the same.`
      : `Copied ${files(report.copied)} (${formatBytes(report.copiedBytes)}) from ${names.from} to ${names.to}; ${report.alreadyThere} of ${report.files} were there already.`,
    "Every file checked: its size, and its SHA-256 (or the bucket's ETag where that is the MD5).",
  ];
  if (report.mismatches.length === 0) return { lines, problems: [] };
  return {
    lines,
    problems: [
      `${report.mismatches.length} of ${files(report.files)} differ or failed:`,
      ...report.mismatches.map((mismatch) => `  ${mismatch.key}: ${mismatch.problem}`),
    ],
  };
}

/**
 * `storage:copy`: the arguments and environment of the command in, its exit status out; the
 * progress bar (cli-progress) goes to `output.stderr` when that is a terminal.
 */
export async function storageCopyCommand(
  argv: readonly string[],
  environment: Record<string, string | undefined>,
  output: { stdout: Writable; stderr: Writable },
): Promise<number> {
  const say = (stream: Writable, lines: readonly string[]) => stream.write(`${lines.join("\n")}\n`);
  let options: { to?: string; check?: boolean };
  try {
    ({ values: options } = parseArgs({
      args: [...argv],
      options: { to: { type: "string" }, check: { type: "boolean", default: false } },
    }));
  } catch (error) {
    say(output.stderr, [(error as Error).message, "", usage]);
    return exitStatus.usage;
  }
  if (options.to !== "s3" && options.to !== "local") {
    say(output.stderr, ["Say where to: --to s3 or --to local.", "", usage]);
    return exitStatus.usage;
  }
  const config = loadConfig(environment);
  const settings = config.storage.s3;
  if (!settings) {
    say(output.stderr, [
      "The bucket is not set: give S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (STORAGE may stay local).",
    ]);
    return exitStatus.usage;
  }
  const client = s3Client(settings);
  const folder = folderSide(config.dataDir);
  const bucket = bucketSide(client, settings.bucket);
  const [from, to] = options.to === "s3" ? [folder, bucket] : [bucket, folder];
  const checkOnly = options.check === true;
  const bar = new SingleBar({
    format: `${checkOnly ? "Comparing" : "Copying"} {bar} {percentage}% | {value}/{total} files | {copied} copied, {alreadyThere} already there, {mismatches} differ`,
    stream: output.stderr,
    hideCursor: true,
  });
  const counts = { copied: 0, alreadyThere: 0, mismatches: 0 };
  try {
    const report = await copyStoredFiles({
      from,
      to,
      checkOnly,
      progress: {
        start: ({ files }) => bar.start(files, 0, counts),
        fileDone: (_file, outcome) => {
          counts[outcome === "mismatch" ? "mismatches" : outcome] += 1;
          bar.increment(1, counts);
        },
      },
    });
    bar.stop();
    const { lines, problems } = summary(report, { from: from.name, to: to.name }, checkOnly);
    say(output.stdout, lines);
    if (problems.length === 0) return exitStatus.ok;
    say(output.stderr, problems);
    return exitStatus.mismatches;
  } finally {
    bar.stop();
    client.destroy();
  }
}
