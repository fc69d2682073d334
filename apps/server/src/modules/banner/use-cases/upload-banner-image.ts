import type { MultipartFile } from "@fastify/multipart";
import { bannerImageMimeTypes, contentLimits } from "@portal/shared";
import { receiveFile } from "../../../platform/storage/receive-file.ts";
import type { PublicFileStore } from "../../../platform/storage/storage.ts";

/**
 * `uploadImage`: stores a banner picture (PNG, JPEG, GIF or WebP by its bytes, never SVG, which
 * may carry script) of at most `contentLimits.bannerImageMaxBytes`; answers its URL path.
 */
export async function uploadBannerImage({
  publicFiles,
  file,
}: {
  publicFiles: PublicFileStore;
  file: MultipartFile | undefined;
}): Promise<string> {
  const { key } = await receiveFile({
    file,
    maxBytes: contentLimits.bannerImageMaxBytes,
    types: { mimeTypes: bannerImageMimeTypes, refusal: "banner.imageType" },
    folder: "banners",
    store: publicFiles,
  });
  return publicFiles.url(key);
}
