import type { MultipartFile } from "@fastify/multipart";
import { productImageMimeTypes, productLimits } from "@portal/shared";
import { receiveFile } from "../../../platform/storage/receive-file.ts";
import type { PublicFileStore } from "../../../platform/storage/storage.ts";

/**
 * `uploadImage`: stores a product image, a PNG, JPEG or WebP picture by its bytes whatever its
 * name, of at most `productLimits.imageMaxBytes`; answers its URL path.
 */
export async function uploadProductImage({
  publicFiles,
  file,
}: {
  publicFiles: PublicFileStore;
  file: MultipartFile | undefined;
}): Promise<string> {
  const { key } = await receiveFile({
    file,
    maxBytes: productLimits.imageMaxBytes,
    types: { mimeTypes: productImageMimeTypes, refusal: "product.imageType" },
    folder: "products",
    store: publicFiles,
  });
  return publicFiles.url(key);
}
