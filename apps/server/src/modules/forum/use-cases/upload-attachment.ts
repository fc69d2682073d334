import type { MultipartFile } from "@fastify/multipart";
import { type ForumAttachmentInput, forumAttachmentExtensions, forumLimits } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { receiveFile } from "../../../platform/storage/receive-file.ts";
import type { PublicFileStore } from "../../../platform/storage/storage.ts";
import { isNewAccount } from "./is-new-account.ts";

/** The refusal of an attachment from an account in its first day. */
export const newAccountNoAttachments = () =>
  new AppError("bad_request", "forum.newAccountNoAttachments", {
    fields: [{ field: "attachments", messageKey: "forum.newAccountNoAttachments" }],
  });

/**
 * A file for a question (a log, a schematic, a screenshot) through the platform's upload
 * receiver: at most 10 MB, an allowed extension and bytes that match it. An account in its
 * first day may not attach files unless it moderates (`exempt`). Answers the attachment to
 * send with the question.
 */
export async function uploadAttachment({
  db,
  publicFiles,
  now,
  userId,
  exempt,
  file,
}: {
  db: Database;
  publicFiles: PublicFileStore;
  now: Date;
  userId: number;
  exempt: boolean;
  file: MultipartFile | undefined;
}): Promise<ForumAttachmentInput> {
  if (!exempt && (await isNewAccount(db, userId, now))) {
    file?.file.resume();
    throw newAccountNoAttachments();
  }
  const received = await receiveFile({
    file,
    maxBytes: forumLimits.attachmentMaxBytes,
    types: { extensions: forumAttachmentExtensions },
    folder: "forum/attachments",
    store: publicFiles,
  });
  return { name: received.fileName, url: publicFiles.url(received.key), size: received.size };
}
