import type { MultipartFile } from "@fastify/multipart";
import {
  type CompetitionAttachment,
  competitionAttachmentExtensions,
  competitionLimits,
} from "@portal/shared";
import { receiveFile } from "../../../platform/storage/receive-file.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { attachmentFolder, attachmentMimeType } from "../entry-values.ts";

/**
 * `upload`: one file for the member's entry (a document, slides, an archive or a picture, its
 * bytes checked against its name, at most `competitionLimits.attachmentMaxBytes`) kept in the
 * private store under the member's folder; a save names it to attach it.
 */
export async function uploadAttachment({
  store,
  userId,
  file,
}: {
  store: FileStore;
  userId: number;
  file: MultipartFile | undefined;
}): Promise<CompetitionAttachment> {
  const received = await receiveFile({
    file,
    maxBytes: competitionLimits.attachmentMaxBytes,
    types: { extensions: competitionAttachmentExtensions, refusal: "competition.attachmentType" },
    folder: attachmentFolder(userId),
    store,
  });
  return {
    key: received.key,
    name: received.fileName,
    size: received.size,
    mimeType: attachmentMimeType(received.key),
  };
}
