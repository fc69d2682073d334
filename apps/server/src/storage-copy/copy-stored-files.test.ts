import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough, Readable, Transform } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore, localPublicFileStore } from "../platform/storage/storage.ts";
import { type InProcessBucket, startTestBucket } from "../test-support/s3-test-bucket.ts";
import { storageCopyCommand } from "./command.ts";
import { bucketSide, type CopySide, folderSide } from "./copy-sides.ts";
import { copyStoredFiles } from "./copy-stored-files.ts";

/** Every kind of stored file, in the folders the modules keep them in. */
const publicFolders = [
  "avatars",
  "products",
  "banners",
  "medals",
  "editor/images",
  "editor/snapshots",
  "editor/files",
  "editor/videos",
  "forum/attachments",
  "chat/images",
  "chat/files",
  "chat/sounds",
];
const privateFolders = ["2026-05", "resources/2026-05", "competition/u7", "customization/u7"];

let bucket: InProcessBucket;
let original: string;
const temporaryFolders: string[] = [];

async function dataFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), "portal-copy-"));
  temporaryFolders.push(folder);
  return folder;
}

/** Every file under a data folder's uploads and documents, by key, with its bytes. */
async function filesOf(dataDir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const folder of ["uploads", "documents"]) {
    const root = path.join(dataDir, folder);
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dataDir, file).split(path.sep).join("/"), await readFile(file));
    }
  }
  return files;
}

async function run(dataDir: string, ...argv: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const text = (stream: PassThrough) => {
    stream.end();
    return stream.read()?.toString() ?? "";
  };
  const { STORAGE: _driver, ...bucketSettings } = bucket.environment;
  const status = await storageCopyCommand(
    argv,
    { DATA_DIR: dataDir, ...bucketSettings },
    {
      stdout,
      stderr,
    },
  );
  return { status, stdout: text(stdout), stderr: text(stderr) };
}

beforeAll(async () => {
  bucket = await startTestBucket();
  original = await dataFolder();
  const uploads = localPublicFileStore(path.join(original, "uploads"));
  const documents = localFileStore(path.join(original, "documents"));
  for (const folder of publicFolders) {
    await uploads.save(folder, "bin", Readable.from([randomBytes(1000 + folder.length)]));
  }
  for (const folder of privateFolders) {
    await documents.save(folder, "pdf", Readable.from([randomBytes(3000 + folder.length)]));
  }
  // A document over one upload part (copied to the bucket in parts) and an empty file.
  await documents.save("2026-05", "zip", Readable.from([randomBytes(6 * 1024 * 1024 + 5)]));
  await uploads.save("chat/files", "txt", Readable.from([]));
});
afterAll(async () => {
  await bucket.close();
  for (const folder of temporaryFolders) await rm(folder, { recursive: true, force: true });
});

describe("storage:copy", () => {
  it("copies every kind of file into the bucket and back, byte for byte, and skips what is there", async () => {
    const files = await filesOf(original);
    expect(files.size).toBe(publicFolders.length + privateFolders.length + 2);

    const toBucket = await run(original, "--to", "s3");
    expect(toBucket.stderr).toBe("");
    expect(toBucket.status).toBe(0);
    expect(toBucket.stdout).toContain(`Copied ${files.size} files`);
    expect(await bucket.objectKeys()).toEqual([...files.keys()].sort());

    const again = await run(original, "--to", "s3");
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`Copied 0 files (0 B)`);
    expect(again.stdout).toContain(`${files.size} of ${files.size} were there already`);

    // Files the portal itself put in the bucket come back too (one of them in parts).
    const fromPortal = [
      await bucket.files.privateFiles.save("2026-06", "bin", Readable.from([randomBytes(7000)])),
      await bucket.files.publicFiles.save(
        "editor/videos",
        "webm",
        Readable.from([randomBytes(5 * 1024 * 1024 + 100)]),
      ),
    ];
    const restored = await dataFolder();
    const toFolder = await run(restored, "--to", "local");
    expect(toFolder.stderr).toBe("");
    expect(toFolder.status).toBe(0);
    const copiedBack = await filesOf(restored);
    expect(copiedBack.size).toBe(files.size + 2);
    for (const [key, bytes] of files) {
      expect(copiedBack.get(key)?.equals(bytes), key).toBe(true);
    }
    expect(copiedBack.get(`documents/${fromPortal[0]?.key}`)?.length).toBe(7000);
    expect(copiedBack.get(`uploads/${fromPortal[1]?.key}`)?.length).toBe(5 * 1024 * 1024 + 100);
    expect((await run(restored, "--to", "local")).stdout).toContain("Copied 0 files");
  });

  it("reports an object changed in the bucket, exits with 1, and a copy puts it right", async () => {
    await run(original, "--to", "s3");
    const [key] = [...(await filesOf(original)).keys()].filter((name) =>
      name.startsWith("documents/competition/"),
    );
    if (!key) throw new Error("no competition file in the data folder");
    const size = (await filesOf(original)).get(key)?.length ?? 0;
    await bucket.putObject(key, randomBytes(size));

    const check = await run(original, "--to", "s3", "--check");
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("1 of");
    expect(check.stderr).toMatch(
      new RegExp(`${key}: SHA-256 \\w+… in DATA_DIR .*, \\w+… in bucket`),
    );
    expect(check.stderr.match(/^ {2}\S+:/gm)).toHaveLength(1);

    const repair = await run(original, "--to", "s3");
    expect(repair.status).toBe(0);
    expect(repair.stdout).toContain("Copied 1 file (");
    expect((await run(original, "--to", "s3", "--check")).status).toBe(0);
  });

  it("reports a copy that was stored wrong, naming it and nothing else", async () => {
    const target = await dataFolder();
    const folder = folderSide(target);
    let corrupted = "";
    const faulty: CopySide = {
      ...folder,
      async write(key, source, facts) {
        if (corrupted || !key.startsWith("uploads/chat/sounds/")) {
          return folder.write(key, source, facts);
        }
        corrupted = key;
        // One byte flipped on its way to the disk.
        let flipped = false;
        const flip = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            if (!flipped && chunk.length > 0) {
              chunk[0] = (chunk[0] ?? 0) ^ 0xff;
              flipped = true;
            }
            done(null, chunk);
          },
        });
        return folder.write(key, source.pipe(flip), facts);
      },
    };
    const report = await copyStoredFiles({
      from: bucketSide(bucket.client, bucket.settings.bucket),
      to: faulty,
    });
    expect(corrupted).not.toBe("");
    expect(report.mismatches).toEqual([
      { key: corrupted, problem: expect.stringMatching(/^after the copy: SHA-256 /) },
    ]);
    expect(report.copied).toBe(report.files - 1);
  });

  it("refuses a command without a direction, or without the bucket's settings, with 2", async () => {
    expect((await run(original)).status).toBe(2);
    expect((await run(original, "--to", "ftp")).status).toBe(2);
    const stderr = new PassThrough();
    const status = await storageCopyCommand(
      ["--to", "s3"],
      { DATA_DIR: original },
      { stdout: new PassThrough(), stderr },
    );
    expect(status).toBe(2);
    expect(stderr.read()?.toString()).toContain("The bucket is not set");
  });
});
