import type { MultipartFile } from "@fastify/multipart";
import { productImageMimeTypes, productLimits } from "@portal/shared";
import { fileTypeFromBuffer } from "file-type";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/http/errors.ts";

const limitText = `${productLimits.imageMaxBytes / 1024 / 1024} MB`;

function tooLarge(cause?: unknown) {
  return new AppError("payload_too_large", "upload.tooLarge", {
    params: { limit: limitText },
    cause,
  });
}

/**
 * Stores a product image after checking, by its bytes rather than its name, that it is a PNG,
 * JPEG or WebP picture of at most `productLimits.imageMaxBytes`; answers the URL path.
 */
export async function storeProductImage(
  ctx: Pick<AppContext, "storage">,
  file: MultipartFile | undefined,
): Promise<string> {
  if (!file) throw new AppError("bad_request", "upload.missingFile");
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(error);
    throw error;
  }
  if (file.file.truncated || bytes.length > productLimits.imageMaxBytes) throw tooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(productImageMimeTypes as readonly string[]).includes(detected.mime)) {
    throw new AppError("bad_request", "product.imageType");
  }
  const { url } = await ctx.storage.save("products", detected.ext, bytes);
  return url;
}
