import type { MultipartFile } from "@fastify/multipart";
import type { AppError } from "../http/errors.ts";
import { type AcceptedTypes, receiveFile } from "./receive-file.ts";
import { type FileStore, fileExists } from "./storage.ts";

/** A file a member sent ahead of the record that will name it (an entry, a request). */
export type OwnedUpload = { key: string; name: string; size: number; mimeType: string };

/**
 * The private store's folder of one member's uploads of a kind: a key under it is theirs, which
 * is how a later save knows the files it names were sent by the saver.
 */
export function uploaderFolder(kind: string, userId: number): string {
  return `${kind}/u${userId}`;
}

/** One file received into the member's folder of `kind`, checked like every upload. */
export async function receiveOwnedUpload({
  store,
  kind,
  userId,
  file,
  maxBytes,
  types,
}: {
  store: FileStore;
  kind: string;
  userId: number;
  file: MultipartFile | undefined;
  maxBytes: number;
  types: AcceptedTypes;
}): Promise<OwnedUpload> {
  const received = await receiveFile({
    file,
    maxBytes,
    types,
    folder: uploaderFolder(kind, userId),
    store,
  });
  return {
    key: received.key,
    name: received.fileName,
    size: received.size,
    mimeType: received.mimeType,
  };
}

/**
 * Refuses (with `refusal(index)`) a named key that is not in the member's folder of `kind` or no
 * longer opens: without this a member could name another member's file and then download it
 * through their own record.
 */
export async function ensureOwnUploads({
  store,
  kind,
  userId,
  keys,
  refusal,
}: {
  store: FileStore;
  kind: string;
  userId: number;
  keys: readonly string[];
  refusal: (index: number) => AppError;
}): Promise<void> {
  const folder = `${uploaderFolder(kind, userId)}/`;
  for (const [index, key] of keys.entries()) {
    if (!key.startsWith(folder) || key.includes("..")) throw refusal(index);
    if (!(await fileExists(store, key))) throw refusal(index);
  }
}
