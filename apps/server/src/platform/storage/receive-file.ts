import path from "node:path";
import { Readable } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import { formatBytes, type ValidationMessageKey } from "@portal/shared";
import { fileTypeFromBuffer } from "file-type";
import { AppError, type ErrorCode } from "../http/errors.ts";
import type { MessageKey } from "../i18n/registry.ts";
import { inspectContent } from "./file-content.ts";
import type { FileStore } from "./storage.ts";

/** The multipart field every upload sends its file in; refusals name it. */
export const uploadField = "file";

/** Which files an upload accepts. */
export type AcceptedTypes = {
  /** Name extensions the file may have (lower case, no dot); without them, any name. */
  extensions?: readonly string[];
  /**
   * What file-type must recognise the bytes as (pictures); the file is stored under the
   * extension of what it really is. Without them, the bytes must be what the name's extension
   * says (see `contentRuleFor`) and the file keeps that extension.
   */
  mimeTypes?: readonly string[];
  /** The answer to a file of another type; by default it names the extensions or the content. */
  refusal?: MessageKey;
};

/** A file in its store, checked. */
export type ReceivedFile = {
  key: string;
  /** The name it was sent with, cleaned: what a download offers. */
  fileName: string;
  size: number;
  mimeType: string;
};

const fileNameMaxLength = 200;

function refusal(
  code: ErrorCode,
  messageKey: MessageKey | ValidationMessageKey,
  options: { params?: Record<string, string | number>; cause?: unknown } = {},
) {
  return new AppError(code, messageKey, {
    ...options,
    fields: [{ field: uploadField, messageKey }],
  });
}

export function missingFile() {
  return refusal("bad_request", "upload.missingFile");
}

export function fileTooLarge(maxBytes: number, cause?: unknown) {
  return refusal("payload_too_large", "upload.tooLarge", {
    params: { limit: formatBytes(maxBytes) },
    cause,
  });
}

const isTooLarge = (error: unknown) =>
  (error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE";

/** The name the file is downloaded under: its base name without control characters. */
function cleanFileName(original: string, extension: string) {
  const base = path.posix
    .basename(original.replaceAll("\\", "/"))
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  if (!base || base.startsWith(".")) return `upload.${extension}`;
  if (base.length <= fileNameMaxLength) return base;
  const suffix = `.${extension}`;
  return base.slice(0, fileNameMaxLength - suffix.length) + suffix;
}

/**
 * The bytes of an upload read whole (a small file a route works on without storing it: an
 * import sheet), refused like every upload when missing, cut off, too large or empty.
 */
export async function readUpload(file: MultipartFile | undefined, maxBytes: number) {
  if (!file) throw missingFile();
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw fileTooLarge(maxBytes, error);
    throw refusal("bad_request", "validation.upload.malformed", { cause: error });
  }
  if (file.file.truncated || bytes.length > maxBytes) throw fileTooLarge(maxBytes);
  if (bytes.length === 0) throw refusal("bad_request", "upload.emptyFile");
  return bytes;
}

/** Pictures are small: read whole, recognised, then stored under the extension they really have. */
async function receiveByContent(
  file: MultipartFile,
  { maxBytes, mimeTypes, refusedType, folder, store }: Checks & { mimeTypes: readonly string[] },
): Promise<ReceivedFile> {
  const bytes = await readUpload(file, maxBytes);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !mimeTypes.includes(detected.mime)) throw refusedType();
  const { key, size } = await store.save(folder, detected.ext, Readable.from([bytes]));
  return {
    key,
    fileName: cleanFileName(file.filename, detected.ext),
    size,
    mimeType: detected.mime,
  };
}

/** Any size: streamed into the store, then its bytes read back against its extension. */
async function receiveByExtension(
  file: MultipartFile,
  extension: string,
  { maxBytes, refusedType, folder, store }: Checks,
): Promise<ReceivedFile> {
  let sourceFailed = false;
  file.file.once("error", () => {
    sourceFailed = true;
  });
  let stored: { key: string; size: number };
  try {
    stored = await store.save(folder, extension, file.file);
  } catch (error) {
    if (isTooLarge(error)) throw fileTooLarge(maxBytes, error);
    if (sourceFailed) throw refusal("bad_request", "validation.upload.malformed", { cause: error });
    throw error;
  }
  const { key, size } = stored;
  const refuse = async (error: AppError) => {
    await store.remove(key);
    return error;
  };
  if (file.file.truncated || size > maxBytes) throw await refuse(fileTooLarge(maxBytes));
  if (size === 0) throw await refuse(refusal("bad_request", "upload.emptyFile"));
  const mimeType = await inspectContent(() => store.openReadStream(key), extension);
  if (!mimeType) throw await refuse(refusedType());
  return { key, fileName: cleanFileName(file.filename, extension), size, mimeType };
}

type Checks = {
  maxBytes: number;
  refusedType: () => AppError;
  folder: string;
  store: FileStore;
};

/**
 * The one way an upload is taken in: at most `maxBytes` (413), of the accepted types, judged
 * by the bytes and not the name (400), not empty (400), not cut off (400), then stored under
 * `folder` of `store` with a fresh name. Every refusal is translated and names the file field;
 * nothing stays in the store when this throws. Ask multipart for the part with the same
 * `fileSize` limit, so an oversized file is cut off rather than read to its end.
 */
export async function receiveFile({
  file,
  maxBytes,
  types,
  folder,
  store,
}: {
  file: MultipartFile | undefined;
  maxBytes: number;
  types: AcceptedTypes;
  folder: string;
  store: FileStore;
}): Promise<ReceivedFile> {
  if (!file) throw missingFile();
  const extension = path.extname(file.filename).slice(1).toLowerCase();
  const params = { extension, extensions: types.extensions?.join(", ") ?? "" };
  if (types.extensions && !types.extensions.includes(extension)) {
    file.file.resume();
    throw refusal("bad_request", types.refusal ?? "upload.extensionNotAllowed", { params });
  }
  const checks: Checks = {
    maxBytes,
    refusedType: () =>
      refusal("bad_request", types.refusal ?? "upload.contentMismatch", { params }),
    folder,
    store,
  };
  return types.mimeTypes
    ? receiveByContent(file, { ...checks, mimeTypes: types.mimeTypes })
    : receiveByExtension(file, extension, checks);
}
