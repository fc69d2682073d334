import type { MultipartFile } from "@fastify/multipart";
import {
  type ChatUploadAnswer,
  type ChatUploadKind,
  chatFileContent,
  chatLimits,
  chatUploadExtensions,
  chatUploadFolders,
  pictureMimeTypes,
} from "@portal/shared";
import { type AcceptedTypes, receiveFile } from "../../../platform/storage/receive-file.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { chatFileFolder, chatFileUrl } from "../chat-file-keys.ts";

/** What each chat upload accepts: pictures by their bytes, files and sounds by name and bytes. */
export const chatUploadRules: Record<ChatUploadKind, { maxBytes: number; types: AcceptedTypes }> = {
  image: {
    maxBytes: chatLimits.imageMaxBytes,
    types: {
      mimeTypes: pictureMimeTypes,
      refusal: "chat.imageType",
    },
  },
  file: {
    maxBytes: chatLimits.fileMaxBytes,
    types: { extensions: chatUploadExtensions.file },
  },
  sound: {
    maxBytes: chatLimits.soundMaxBytes,
    types: { extensions: chatUploadExtensions.sound },
  },
};

/**
 * A picture, file or sound sent in chat, through the one upload receiver, into the
 * conversation's folder of the private store; answers the message content to send: the file's
 * address behind the access check of `GET /api/im/file` (a file's carries its name and size).
 * `chargeBytes` counts the stored file's size against the sender's daily bytes and throws when
 * they are used up: the file is removed.
 */
export async function uploadChatFile({
  kind,
  conversationId,
  file,
  privateFiles,
  chargeBytes,
}: {
  kind: ChatUploadKind;
  conversationId: number;
  file: MultipartFile | undefined;
  privateFiles: FileStore;
  chargeBytes: (size: number) => Promise<void>;
}): Promise<ChatUploadAnswer> {
  const { maxBytes, types } = chatUploadRules[kind];
  const folder = chatFileFolder(conversationId, chatUploadFolders[kind]);
  const received = await receiveFile({ file, maxBytes, types, folder, store: privateFiles });
  try {
    await chargeBytes(received.size);
  } catch (error) {
    await privateFiles.remove(received.key);
    throw error;
  }
  const url = chatFileUrl(received.key);
  return {
    contentType: kind,
    content: kind === "file" ? chatFileContent(url, received.fileName, received.size) : url,
    fileName: received.fileName,
    size: received.size,
  };
}
