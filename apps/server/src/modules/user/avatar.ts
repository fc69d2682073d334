import type { MultipartFile } from "@fastify/multipart";
import { avatarMimeTypes } from "@portal/shared";
import type { AppContext } from "../../platform/app-context.ts";
import { receiveFile } from "../../platform/storage/receive-file.ts";

const avatarTypes = {
  extensions: ["png", "jpg", "jpeg", "gif", "webp"],
  mimeTypes: avatarMimeTypes,
  refusal: "account.notImage",
} as const;

/** Stores an avatar (an image of at most AVATAR_MAX_BYTES, judged by its bytes); answers its URL path. */
export async function storeAvatar(
  ctx: Pick<AppContext, "config" | "storage">,
  file: MultipartFile | undefined,
) {
  const { key } = await receiveFile({
    file,
    maxBytes: ctx.config.uploads.avatarMaxBytes,
    types: avatarTypes,
    folder: "avatars",
    store: ctx.storage,
  });
  return ctx.storage.url(key);
}
