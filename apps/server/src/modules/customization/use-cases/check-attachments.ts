import type { CustomizationAttachmentItem } from "@portal/shared";
import { AppError } from "../../../platform/http/errors.ts";
import { ensureOwnUploads } from "../../../platform/storage/owned-uploads.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { attachmentKind } from "../access.ts";

const unknownAttachment = () =>
  new AppError("bad_request", "customization.attachmentUnknown", {
    fields: [{ field: "attachments", messageKey: "customization.attachmentUnknown" }],
  });

/**
 * The attachments a member sends with a request or a reply must be files they uploaded
 * themselves and that are still kept.
 */
export function checkAttachments({
  store,
  userId,
  attachments,
}: {
  store: FileStore;
  userId: number;
  attachments: readonly CustomizationAttachmentItem[];
}): Promise<void> {
  return ensureOwnUploads({
    store,
    kind: attachmentKind,
    userId,
    keys: attachments.map((attachment) => attachment.key),
    refusal: unknownAttachment,
  });
}
