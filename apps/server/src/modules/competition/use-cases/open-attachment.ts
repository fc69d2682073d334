import type { Readable } from "node:stream";
import { permissions } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { AuthContext } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { entryNotFound } from "../entry-values.ts";
import { competitionEntries } from "../schema.ts";

/**
 * `attachment`: one file of an entry, for its team and for staff with `application:manage`; to
 * anybody else the entry does not exist (404), so ids cannot be probed.
 */
export async function openAttachment({
  db,
  store,
  viewer,
  id,
  key,
}: {
  db: Database;
  store: FileStore;
  viewer: AuthContext;
  id: number;
  key: string;
}): Promise<{ stream: Readable; fileName: string; mimeType: string }> {
  const [entry] = await db
    .select({ userId: competitionEntries.userId, attachments: competitionEntries.attachments })
    .from(competitionEntries)
    .where(eq(competitionEntries.id, id));
  const mayRead =
    entry &&
    (entry.userId === viewer.userId || viewer.permissions.has(permissions.applicationManage));
  if (!mayRead) throw entryNotFound();
  const attachment = entry.attachments.find((file) => file.key === key);
  if (!attachment) throw new AppError("not_found", "competition.attachmentNotFound");
  let stream: Readable;
  try {
    stream = await store.openReadStream(attachment.key);
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") {
      throw new AppError("not_found", "competition.attachmentNotFound", { cause: error });
    }
    throw error;
  }
  // No length: the size an entry keeps is the one its save named, which may be wrong.
  return { stream, fileName: attachment.name, mimeType: attachment.mimeType };
}
