import type { chatUploadFolders } from "@portal/shared";

/**
 * Where a conversation's uploads of one kind are kept in the private store: a folder of the
 * conversation, so the key of a file names whose it is.
 */
export function chatFileFolder(
  conversationId: number,
  folder: (typeof chatUploadFolders)[keyof typeof chatUploadFolders],
) {
  return `chat/${conversationId}/${folder}`;
}

/**
 * The address a stored chat file is read at, through the access check of its route: its key
 * without the `chat/` every chat file's key starts with.
 */
export function chatFileUrl(storedKey: string) {
  return `/api/im/file?key=${storedKey.slice("chat/".length)}`;
}

/** The stored file and its conversation that `GET /api/im/file?key=` (checked) asks for. */
export function chatFileOf(key: string) {
  return { storedKey: `chat/${key}`, conversationId: Number(key.slice(0, key.indexOf("/"))) };
}
