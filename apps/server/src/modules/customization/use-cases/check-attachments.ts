import { type CustomizationAttachmentItem, customizationAttachmentFolder } from "@portal/shared";
import { AppError } from "../../../platform/http/errors.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";

const unknownAttachment = () =>
  new AppError("bad_request", "customization.attachmentUnknown", {
    fields: [{ field: "attachments", messageKey: "customization.attachmentUnknown" }],
  });

/**
 * The attachments a member sends with a request or a reply must be files they uploaded
 * themselves and that are still kept: the key lies in their own folder and opens. Without this
 * a member could name another member's file and then download it through their own request.
 */
export async function checkAttachments({
  store,
  userId,
  attachments,
}: {
  store: FileStore;
  userId: number;
  attachments: readonly CustomizationAttachmentItem[];
}): Promise<void> {
  const folder = `${customizationAttachmentFolder(userId)}/`;
  for (const attachment of attachments) {
    if (!attachment.key.startsWith(folder)) throw unknownAttachment();
    try {
      (await store.openReadStream(attachment.key)).destroy();
    } catch {
      throw unknownAttachment();
    }
  }
}
