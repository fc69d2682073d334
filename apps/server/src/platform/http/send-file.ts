import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { ByteRange } from "../storage/byte-range.ts";
import { attachmentDisposition } from "./content-disposition.ts";

/** File answers are binary: no JSON schema, documented as such. */
export const fileAnswer = { produces: ["application/octet-stream"] };
/** Fastify would answer HEAD by running the handler, counting a download that never happened. */
export const withoutHeadRoute = { exposeHeadRoute: false };

/**
 * Sends a download under its file name (Content-Disposition), never kept by a cache. A file
 * with an entity tag takes byte ranges (a download manager resuming): `range` is the part
 * `stream` holds of the `size` bytes, answered as 206.
 */
export function sendFile(
  reply: FastifyReply,
  file: {
    stream: Readable | Uint8Array;
    fileName: string;
    mimeType: string;
    size?: number;
    etag?: string;
    range?: ByteRange | undefined;
  },
) {
  reply
    .header("content-type", file.mimeType)
    .header("content-disposition", attachmentDisposition(file.fileName))
    // Every download is counted, and may be personal (a watermark, a grant): never from a cache.
    .header("cache-control", "private, no-store");
  if (file.etag !== undefined) reply.header("etag", file.etag).header("accept-ranges", "bytes");
  if (file.range && file.size !== undefined) {
    const { start, end } = file.range;
    reply
      .code(206)
      .header("content-range", `bytes ${start}-${end}/${file.size}`)
      .header("content-length", end - start + 1);
  } else if (file.size !== undefined) {
    reply.header("content-length", file.size);
  }
  return reply.send(file.stream);
}
