import type { MultipartFile } from "@fastify/multipart";
import {
  type CustomizationAttachmentItem,
  customizationAttachmentExtensions,
  customizationAttachmentFolder,
  customizationLimits,
} from "@portal/shared";
import { receiveFile } from "../../../platform/storage/receive-file.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";

/**
 * `/service/customized/upload`: one file for a request or a reply (a specification, a
 * schematic, a log), at most 20 MB, an allowed extension and bytes that match it, kept in the
 * private store under the uploader's folder. Answers the attachment to send with the text.
 */
export async function uploadCustomizationAttachment({
  store,
  userId,
  file,
}: {
  store: FileStore;
  userId: number;
  file: MultipartFile | undefined;
}): Promise<CustomizationAttachmentItem> {
  const received = await receiveFile({
    file,
    maxBytes: customizationLimits.attachmentMaxBytes,
    types: { extensions: customizationAttachmentExtensions },
    folder: customizationAttachmentFolder(userId),
    store,
  });
  return {
    key: received.key,
    name: received.fileName,
    size: received.size,
    mimeType: received.mimeType,
  };
}
