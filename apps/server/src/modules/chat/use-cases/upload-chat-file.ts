import type { MultipartFile } from "@fastify/multipart";
import {
  type ChatUploadAnswer,
  type ChatUploadKind,
  chatFileContent,
  chatLimits,
  chatUploadExtensions,
  pictureMimeTypes,
} from "@portal/shared";
import { type AcceptedTypes, receiveFile } from "../../../platform/storage/receive-file.ts";
import type { PublicFileStore } from "../../../platform/storage/storage.ts";

/** What each chat upload accepts: pictures by their bytes, files and sounds by name and bytes. */
export const chatUploadRules: Record<
  ChatUploadKind,
  { maxBytes: number; types: AcceptedTypes; folder: string }
> = {
  image: {
    maxBytes: chatLimits.imageMaxBytes,
    types: {
      mimeTypes: pictureMimeTypes,
      refusal: "chat.imageType",
    },
    folder: "chat/images",
  },
  file: {
    maxBytes: chatLimits.fileMaxBytes,
    types: { extensions: chatUploadExtensions.file },
    folder: "chat/files",
  },
  sound: {
    maxBytes: chatLimits.soundMaxBytes,
    types: { extensions: chatUploadExtensions.sound },
    folder: "chat/sounds",
  },
};

/**
 * A picture, file or sound sent in chat, through the one upload receiver; answers the message
 * content to send (a file's carries its name and size). `chargeBytes` counts the stored file's
 * size against the sender's daily bytes and throws when they are used up: the file is removed.
 */
export async function uploadChatFile({
  kind,
  file,
  publicFiles,
  chargeBytes,
}: {
  kind: ChatUploadKind;
  file: MultipartFile | undefined;
  publicFiles: PublicFileStore;
  chargeBytes: (size: number) => Promise<void>;
}): Promise<ChatUploadAnswer> {
  const { maxBytes, types, folder } = chatUploadRules[kind];
  const received = await receiveFile({ file, maxBytes, types, folder, store: publicFiles });
  try {
    await chargeBytes(received.size);
  } catch (error) {
    await publicFiles.remove(received.key);
    throw error;
  }
  const url = publicFiles.url(received.key);
  return {
    contentType: kind,
    content: kind === "file" ? chatFileContent(url, received.fileName, received.size) : url,
    fileName: received.fileName,
    size: received.size,
  };
}
