import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../http/errors.ts";
import { type AcceptedTypes, receiveFile } from "./receive-file.ts";
import { type FileStore, localFileStore } from "./storage.ts";

let root: string;
let store: FileStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "receive-file-"));
  store = localFileStore(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A multipart file part as @fastify/multipart hands it over. */
function part(filename: string, source: Readable, truncated = false): MultipartFile {
  const file = Object.assign(source, { truncated, bytesRead: 0 });
  return {
    filename,
    fieldname: "file",
    file,
    async toBuffer() {
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  } as unknown as MultipartFile;
}

const text = (value: string) => Readable.from([Buffer.from(value)]);
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = Buffer.concat([
  pngSignature,
  Buffer.from([0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
]);

async function refusalOf(file: MultipartFile, types: AcceptedTypes, maxBytes = 1024) {
  const error = await receiveFile({ file, maxBytes, types, folder: "test", store }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, messageKey, options } = error as AppError;
  return { code, messageKey, params: options.params, fields: options.fields };
}

async function storedFiles() {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile());
}

describe("receiveFile", () => {
  it("stores a file whose bytes match its extension under the folder, named by time and 6 characters", async () => {
    const received = await receiveFile({
      file: part("notes.txt", text("hello")),
      maxBytes: 1024,
      types: { extensions: ["txt"] },
      folder: "docs",
      store,
    });
    expect(received).toMatchObject({ fileName: "notes.txt", size: 5 });
    expect(received.mimeType).toContain("text/plain");
    expect(received.key).toMatch(/^docs\/\d+[0-9a-f]{6}\.txt$/);
    await store.remove(received.key);
  });

  it("stores a picture under the extension of what its bytes are", async () => {
    const received = await receiveFile({
      file: part("photo", Readable.from([png])),
      maxBytes: 1024,
      types: { mimeTypes: ["image/png"] },
      folder: "pictures",
      store,
    });
    expect(received.key).toMatch(/^pictures\/\w+\.png$/);
    await store.remove(received.key);
  });

  it("answers each refusal with its own message, naming the file field", async () => {
    expect(await refusalOf(undefined as unknown as MultipartFile, {})).toMatchObject({
      code: "bad_request",
      messageKey: "upload.missingFile",
      fields: [{ field: "file", messageKey: "upload.missingFile" }],
    });
    expect(await refusalOf(part("run.exe", text("MZ")), { extensions: ["pdf", "txt"] })).toEqual({
      code: "bad_request",
      messageKey: "upload.extensionNotAllowed",
      params: { extension: "exe", extensions: "pdf, txt" },
      fields: [{ field: "file", messageKey: "upload.extensionNotAllowed" }],
    });
    expect(
      await refusalOf(part("fake.pdf", text("not a pdf")), { extensions: ["pdf"] }),
    ).toMatchObject({ code: "bad_request", messageKey: "upload.contentMismatch" });
    expect(await refusalOf(part("empty.txt", text("")), { extensions: ["txt"] })).toMatchObject({
      code: "bad_request",
      messageKey: "upload.emptyFile",
    });
    expect(
      await refusalOf(part("big.txt", text("cut off here"), true), { extensions: ["txt"] }, 4096),
    ).toMatchObject({
      code: "payload_too_large",
      messageKey: "upload.tooLarge",
      params: { limit: "4 KB" },
    });
    expect(
      await refusalOf(part("x.png", text("<script>")), {
        mimeTypes: ["image/png"],
        refusal: "product.imageType",
      }),
    ).toMatchObject({ code: "bad_request", messageKey: "product.imageType" });
    expect(await storedFiles()).toEqual([]);
  });

  it("answers 400 to an upload cut off on the way, and keeps nothing of it", async () => {
    for (const types of [{ extensions: ["txt"] }, { mimeTypes: ["image/png"] }]) {
      const source = new PassThrough();
      const receiving = refusalOf(part("partial.txt", source), types);
      source.write("partial");
      setTimeout(() => source.destroy(new Error("Unexpected end of form")), 10);
      expect(await receiving).toMatchObject({
        code: "bad_request",
        messageKey: "validation.upload.malformed",
      });
    }
    expect(await storedFiles()).toEqual([]);
  });
});
