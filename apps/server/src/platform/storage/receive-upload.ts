import type { FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  fileTooLarge,
  missingFile,
  type ReceivedFile,
  receiveFile,
  uploadField,
} from "./receive-file.ts";
import type { FileStore } from "./storage.ts";

/** Private files are kept in one folder per month, so no folder grows without end. */
export function monthFolder(moment: Date): string {
  return moment.toISOString().slice(0, 7);
}

/** Multipart text fields through the same zod validation, and 400 answer, as a JSON body. */
function parseFields<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  fields: Record<string, string>,
): z.infer<Schema> {
  const validate = validatorCompiler({
    schema,
    method: request.method,
    url: request.url,
    httpPart: "body",
  });
  const result = validate(fields) as { value?: z.infer<Schema>; error?: unknown[] };
  if (result.error) {
    throw Object.assign(new Error("invalid multipart fields"), {
      statusCode: 400,
      validation: result.error,
      validationContext: "body",
    });
  }
  return result.value as z.infer<Schema>;
}

type UploadSettings<Schema extends z.ZodType> = {
  request: FastifyRequest;
  schema: Schema;
  maxBytes: number;
  extensions: readonly string[];
  store: FileStore;
  folder: string;
};

/**
 * Reads a multipart upload: the text fields, validated by `schema`, and the one `file` part (if
 * sent), received into `store` (in whatever order the parts come): at most `maxBytes`, with an
 * allowed extension and bytes matching it. Nothing stays in the store when this throws; on
 * success the caller owns the stored file.
 */
export async function receiveUploadWithOptionalFile<Schema extends z.ZodType>({
  request,
  schema,
  maxBytes,
  extensions,
  store,
  folder,
}: UploadSettings<Schema>): Promise<{ fields: z.infer<Schema>; file: ReceivedFile | undefined }> {
  if (!request.isMultipart()) throw missingFile();
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
      } else if (part.fieldname === uploadField) {
        file = await receiveFile({ file: part, maxBytes, types: { extensions }, folder, store });
      } else {
        part.file.resume();
      }
    }
    return { fields: parseFields(request, schema, fields), file };
  } catch (error) {
    if (file) await store.remove(file.key);
    if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw fileTooLarge(maxBytes, error);
    }
    throw error;
  }
}

/** `receiveUploadWithOptionalFile` for an upload that must carry a file (400 without). */
export async function receiveUpload<Schema extends z.ZodType>(
  settings: UploadSettings<Schema>,
): Promise<{ fields: z.infer<Schema>; file: ReceivedFile }> {
  const { fields, file } = await receiveUploadWithOptionalFile(settings);
  if (!file) throw missingFile();
  return { fields, file };
}
