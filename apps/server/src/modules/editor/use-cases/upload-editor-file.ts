import path from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import type { EditorUploadAnswer, EditorUploadKind } from "@portal/shared";
import { receiveFile } from "../../../platform/storage/receive-file.ts";
import type { PublicFileStore } from "../../../platform/storage/storage.ts";
import { editorUploadKinds } from "../editor-kinds.ts";

/**
 * An editor upload (image, file, video or screen snapshot) through the one upload receiver:
 * checked by size and content, named by the time and 6 random characters; answers the
 * editor's `{state: "SUCCESS", url, title, original}`. Refusals are the receiver's, each with
 * its translated text.
 */
export async function uploadEditorFile({
  kind,
  file,
  publicFiles,
}: {
  kind: EditorUploadKind;
  file: MultipartFile | undefined;
  publicFiles: PublicFileStore;
}): Promise<EditorUploadAnswer> {
  const { maxBytes, types, folder } = editorUploadKinds[kind];
  const received = await receiveFile({ file, maxBytes, types, folder, store: publicFiles });
  return {
    state: "SUCCESS",
    url: publicFiles.url(received.key),
    title: path.posix.basename(received.key),
    original: received.fileName,
  };
}
