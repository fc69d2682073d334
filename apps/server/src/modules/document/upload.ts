import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ReceivedFile } from "../../platform/storage/receive-file.ts";
import { monthFolder, receiveUpload } from "../../platform/storage/receive-upload.ts";
import type { FileStore } from "../../platform/storage/storage.ts";

/** Documents are kept in one folder per month, so no folder grows without end. */
export const documentFolder = monthFolder;

/**
 * Reads a document upload: the text fields, validated by `schema`, and the one `file` part,
 * received into the private store (in whatever order the parts come): at most
 * `maxBytes`, with an allowed extension and bytes matching it. Nothing stays in the store when
 * this throws; on success the caller owns the stored file.
 */
export function receiveDocumentUpload<Schema extends z.ZodType>({
  request,
  schema,
  maxBytes,
  extensions,
  documentStore,
  now,
}: {
  request: FastifyRequest;
  schema: Schema;
  maxBytes: number;
  extensions: readonly string[];
  documentStore: FileStore;
  now: Date;
}): Promise<{ fields: z.infer<Schema>; file: ReceivedFile }> {
  return receiveUpload({
    request,
    schema,
    maxBytes,
    extensions,
    store: documentStore,
    folder: documentFolder(now),
  });
}
