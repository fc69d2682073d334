import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { attachmentDisposition } from "../../platform/http/content-disposition.ts";

/** File answers are binary: no JSON schema. */
export const fileAnswer = { produces: ["application/octet-stream"] };
/** Fastify would answer HEAD by running the handler, counting a download that never happened. */
export const withoutHeadRoute = { exposeHeadRoute: false };

export function sendFile(
  reply: FastifyReply,
  file: { stream: Readable; fileName: string; mimeType: string; size?: number },
) {
  reply
    .header("content-type", file.mimeType)
    .header("content-disposition", attachmentDisposition(file.fileName))
    // Every download is counted and granted per person: never from a shared cache.
    .header("cache-control", "private, no-store");
  if (file.size !== undefined) reply.header("content-length", file.size);
  return reply.send(file.stream);
}
