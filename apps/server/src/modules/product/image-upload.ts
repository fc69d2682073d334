import type { MultipartFile } from "@fastify/multipart";
import { productImageMimeTypes, productLimits } from "@portal/shared";
import type { AppContext } from "../../platform/app-context.ts";
import { receiveFile } from "../../platform/storage/receive-file.ts";

/**
 * Stores a product image: a PNG, JPEG or WebP picture by its bytes, whatever its name, of at
 * most `productLimits.imageMaxBytes`; answers the URL path.
 */
export async function storeProductImage(
  ctx: Pick<AppContext, "storage">,
  file: MultipartFile | undefined,
): Promise<string> {
  const { key } = await receiveFile({
    file,
    maxBytes: productLimits.imageMaxBytes,
    types: { mimeTypes: productImageMimeTypes, refusal: "product.imageType" },
    folder: "products",
    store: ctx.storage,
  });
  return ctx.storage.url(key);
}
