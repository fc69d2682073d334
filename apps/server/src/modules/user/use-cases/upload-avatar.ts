import type { MultipartFile } from "@fastify/multipart";
import { avatarMimeTypes } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { receiveFile } from "../../../platform/storage/receive-file.ts";
import type { PublicFileStore } from "../../../platform/storage/storage.ts";
import { users } from "../schema.ts";

const avatarTypes = {
  extensions: ["png", "jpg", "jpeg", "gif", "webp"],
  mimeTypes: avatarMimeTypes,
  refusal: "account.notImage",
} as const;

/**
 * `uploadAvatar`: stores an image (at most `maxBytes`, judged by its bytes) and makes it the
 * user's avatar; answers its URL path.
 */
export async function uploadAvatar({
  db,
  publicFiles,
  now,
  maxBytes,
  userId,
  file,
}: {
  db: Database;
  publicFiles: PublicFileStore;
  now: Date;
  /** The `upload.avatarMaxBytes` parameter, read when the request came. */
  maxBytes: number;
  userId: number;
  file: MultipartFile | undefined;
}): Promise<string> {
  const { key } = await receiveFile({
    file,
    maxBytes,
    types: avatarTypes,
    folder: "avatars",
    store: publicFiles,
  });
  const avatarUrl = publicFiles.url(key);
  try {
    await db.update(users).set({ avatarUrl, updatedAt: now }).where(eq(users.id, userId));
  } catch (error) {
    // A picture no account shows is not kept.
    await publicFiles.remove(key);
    throw error;
  }
  return avatarUrl;
}
