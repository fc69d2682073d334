import type { MultipartFile } from "@fastify/multipart";
import { medalIconMimeTypes, medalLimits, pictureExtensions } from "@portal/shared";
import { receiveFile } from "../../../platform/storage/receive-file.ts";
import type { PublicFileStore } from "../../../platform/storage/storage.ts";

/**
 * `uploadIcon`: stores a medal icon (PNG, JPEG, GIF or WebP by its bytes and its name, never SVG,
 * which may carry script) of at most `medalLimits.iconMaxBytes`; answers its URL path.
 */
export async function uploadMedalIcon({
  publicFiles,
  file,
}: {
  publicFiles: PublicFileStore;
  file: MultipartFile | undefined;
}): Promise<string> {
  const { key } = await receiveFile({
    file,
    maxBytes: medalLimits.iconMaxBytes,
    types: {
      extensions: pictureExtensions,
      mimeTypes: medalIconMimeTypes,
      refusal: "medal.iconType",
    },
    folder: "medals",
    store: publicFiles,
  });
  return publicFiles.url(key);
}
