import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { MemoryCache } from "../cache/memory-cache.ts";
import { compressionThresholdBytes } from "./compression-plugin.ts";

type Encoding = "br" | "gzip";

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none. A coding
 * the client lists with `q=0` is refused, as RFC 9110 says.
 */
function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/**
 * How hard each encoding works, and from what length. A cached answer is compressed once for
 * many requests, so it takes stronger levels. An answer sent once (a search's) is compressed
 * only when longer than a new connection's first flight (ten segments, about 14 KB): shorter,
 * it arrives in one round trip either way, and compressing it cost the server more than
 * finding it (35 µs for a 2 KB page under load).
 */
const levels = {
  cached: { brotliQuality: 5, gzipLevel: 6, minimumBytes: compressionThresholdBytes },
  sentOnce: { brotliQuality: 1, gzipLevel: 1, minimumBytes: 14_000 },
} as const;

/**
 * An answer's text kept with its compressed forms, each made the first time a client asks for
 * it: a cached answer is compressed once, not on every request that reads it.
 */
export class PrecompressedAnswer {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly text: string,
    private readonly use: keyof typeof levels = "cached",
  ) {}

  private bytesFor(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      const { brotliQuality, gzipLevel } = levels[this.use];
      bytes =
        encoding === "br"
          ? brotliCompressSync(this.text, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.text.length,
              },
            })
          : gzipSync(this.text, { level: gzipLevel });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** Sends the answer in the encoding the request accepts (plain when short or none). */
  send(reply: FastifyReply, contentType: string): FastifyReply {
    reply.type(contentType);
    if (Buffer.byteLength(this.text) < levels[this.use].minimumBytes) return reply.send(this.text);
    reply.header("vary", "accept-encoding");
    const encoding = preferredEncoding(reply.request.headers["accept-encoding"]);
    if (!encoding) return reply.send(this.text);
    return reply.header("content-encoding", encoding).send(this.bytesFor(encoding));
  }
}

/**
 * Sends a cached read from `cache`, or loads it there. What is kept is the answer's JSON,
 * checked against the route's response schema and serialized once when it is loaded, and its
 * brotli and gzip forms once first asked for, so a request answered from memory costs no
 * validation, serialization or compression.
 */
export async function sendCachedAnswer<Schema extends z.ZodType>(
  reply: FastifyReply,
  {
    cache,
    key,
    responseSchema,
  }: { cache: MemoryCache<PrecompressedAnswer>; key: readonly unknown[]; responseSchema: Schema },
  load: () => Promise<z.output<Schema>>,
): Promise<FastifyReply> {
  const answer = await cache.get(
    JSON.stringify(key),
    async () => new PrecompressedAnswer(JSON.stringify(z.encode(responseSchema, await load()))),
  );
  return answer.send(reply, "application/json; charset=utf-8");
}

/**
 * A named cache of answers: `of(app)` gives it to a route plugin, `forget(app)` clears it after a
 * write (on every instance, through the cache plugin), so the next read anywhere is fresh.
 */
export function answerCache(name: string, options: { maxEntries: number; ttlMs: number }) {
  const of = (app: FastifyInstance) => app.memoryCache<PrecompressedAnswer>(name, options);
  return { of, forget: (app: FastifyInstance) => of(app).clear() };
}
