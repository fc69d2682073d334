import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type RangeHeaders, satisfiableRange } from "../../../platform/storage/byte-range.ts";
import { contentTypeOf } from "../../../platform/storage/content-types.ts";
import { type FileStore, isNoSuchFile } from "../../../platform/storage/storage.ts";
import { chatFileOf } from "../chat-file-keys.ts";
import { ensureChatFileReader } from "../policy.ts";
import { chatConversations } from "../schema.ts";

/**
 * `GET /api/im/file?key=`: a picture, file or sound of a conversation, for those who may read
 * it (`ensureChatFileReader`), whole or the one byte range asked for (a player seeking: 206;
 * 416 past the end).
 */
export async function openChatFile({
  db,
  privateFiles,
  reader,
  presentedChatId,
  key,
  range: rangeHeaders,
}: {
  db: Database;
  privateFiles: FileStore;
  reader: Parameters<typeof ensureChatFileReader>[0];
  /** The conversation id an anonymous visitor presented in its header. */
  presentedChatId: string | undefined;
  /** `<conversation id>/<folder>/<stored name>`, as `chatFileQuery` checked it. */
  key: string;
  /** The request's Range and If-Range headers. */
  range: RangeHeaders;
}) {
  const { storedKey, conversationId } = chatFileOf(key);
  const [conversation] = await db
    .select({ clientChatId: chatConversations.clientChatId, userId: chatConversations.userId })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  ensureChatFileReader(reader, presentedChatId, conversation);
  try {
    const { size, etag } = await privateFiles.stat(storedKey);
    const range = satisfiableRange(rangeHeaders, size, etag);
    const stream = await privateFiles.openReadStream(storedKey, range);
    const fileName = storedKey.slice(storedKey.lastIndexOf("/") + 1);
    return { stream, fileName, mimeType: contentTypeOf(storedKey), size, etag, range };
  } catch (error) {
    if (isNoSuchFile(error)) throw new AppError("not_found", "chat.fileMissing", { cause: error });
    throw error;
  }
}
