import path from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import { avatarMimeTypes } from "@portal/shared";
import { fileTypeFromBuffer } from "file-type";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/http/errors.ts";

const allowedExtensions = new Set(["png", "jpg", "jpeg", "gif", "webp"]);

function formatBytes(bytes: number) {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/**
 * Stores an avatar after checking its size, its name's extension and, by its bytes, that it
 * really is one of the allowed image types; answers the stored file's URL path.
 */
export async function storeAvatar(
  ctx: Pick<AppContext, "config" | "storage">,
  file: MultipartFile | undefined,
) {
  if (!file) throw new AppError("bad_request", "upload.missingFile");
  const limit = ctx.config.uploads.avatarMaxBytes;
  const extension = path.extname(file.filename).slice(1).toLowerCase();
  if (!allowedExtensions.has(extension)) {
    file.file.resume();
    throw new AppError("bad_request", "account.notImage");
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch {
    throw new AppError("payload_too_large", "upload.tooLarge", {
      params: { limit: formatBytes(limit) },
    });
  }
  if (bytes.length > limit || file.file.truncated) {
    throw new AppError("payload_too_large", "upload.tooLarge", {
      params: { limit: formatBytes(limit) },
    });
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(avatarMimeTypes as readonly string[]).includes(detected.mime)) {
    throw new AppError("bad_request", "account.notImage");
  }
  const { url } = await ctx.storage.save("avatars", detected.ext, bytes);
  return url;
}
