import path from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/http/errors.ts";
import { inspectContent } from "./file-content.ts";

type UploadContext = Pick<AppContext, "config" | "documentStore">;

/** A document file in the private store, checked and ready to be a version. */
export type StoredDocumentFile = {
  key: string;
  fileName: string;
  size: number;
  mimeType: string;
};

const fileFieldName = "file";
const fileNameMaxLength = 200;

function describeSize(bytes: number) {
  const megabytes = bytes / 1024 / 1024;
  if (megabytes >= 1) return `${Math.round(megabytes * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The name the file is downloaded under: its base name without control characters. */
function cleanFileName(original: string, extension: string) {
  const base = path.posix
    .basename(original.replaceAll("\\", "/"))
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  if (!base || base.startsWith(".")) return `document.${extension}`;
  if (base.length <= fileNameMaxLength) return base;
  const suffix = `.${extension}`;
  return base.slice(0, fileNameMaxLength - suffix.length) + suffix;
}

function tooLarge(ctx: UploadContext) {
  return new AppError("payload_too_large", "upload.tooLarge", {
    params: { limit: describeSize(ctx.config.documents.maxBytes) },
  });
}

/** Stores one multipart file after checking its extension; its size and bytes are checked next. */
async function storeFile(ctx: UploadContext, part: MultipartFile): Promise<StoredDocumentFile> {
  const { extensions } = ctx.config.documents;
  const extension = path.extname(part.filename).slice(1).toLowerCase();
  if (!extensions.includes(extension)) {
    part.file.resume();
    throw new AppError("bad_request", "document.extensionNotAllowed", {
      params: { extensions: extensions.join(", ") },
      fields: [{ field: fileFieldName, messageKey: "document.extensionNotAllowed" }],
    });
  }
  const { key, size } = await ctx.documentStore.save(part.file, extension);
  const refuse = async (error: AppError) => {
    await ctx.documentStore.remove(key);
    return error;
  };
  if (part.file.truncated) throw await refuse(tooLarge(ctx));
  if (size === 0) {
    throw await refuse(
      new AppError("bad_request", "document.emptyFile", {
        fields: [{ field: fileFieldName, messageKey: "document.emptyFile" }],
      }),
    );
  }
  const mimeType = await inspectContent(() => ctx.documentStore.openReadStream(key), extension);
  if (!mimeType) {
    throw await refuse(
      new AppError("bad_request", "document.contentMismatch", {
        params: { extension },
        fields: [{ field: fileFieldName, messageKey: "document.contentMismatch" }],
      }),
    );
  }
  return { key, fileName: cleanFileName(part.filename, extension), size, mimeType };
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

/**
 * Reads a document upload: the text fields, validated by `schema`, and the one `file` part,
 * streamed into the private store (in whatever order the parts come). The file must be at most
 * DOCUMENT_MAX_BYTES (413), have an allowed extension and bytes matching it (400). Nothing
 * stays in the store when this throws; on success the caller owns the stored file.
 */
export async function receiveDocumentUpload<Schema extends z.ZodType>(
  request: FastifyRequest,
  ctx: UploadContext,
  schema: Schema,
): Promise<{ fields: z.infer<Schema>; file: StoredDocumentFile }> {
  if (!request.isMultipart()) throw new AppError("bad_request", "upload.missingFile");
  const fields: Record<string, string> = {};
  let file: StoredDocumentFile | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: ctx.config.documents.maxBytes, files: 1 } });
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
      } else if (part.fieldname === fileFieldName) {
        file = await storeFile(ctx, part);
      } else {
        part.file.resume();
      }
    }
    const parsed = parseFields(request, schema, fields);
    if (!file) {
      throw new AppError("bad_request", "upload.missingFile", {
        fields: [{ field: fileFieldName, messageKey: "upload.missingFile" }],
      });
    }
    return { fields: parsed, file };
  } catch (error) {
    if (file) await ctx.documentStore.remove(file.key);
    if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(ctx);
    throw error;
  }
}
