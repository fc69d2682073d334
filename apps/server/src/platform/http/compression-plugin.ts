import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/**
 * Compresses answers over about 1 KB (JSON, and any text a route sends) with brotli or gzip,
 * whichever the client prefers. An answer that already carries `content-encoding` (the web app's
 * precompressed files, a cached catalogue read kept compressed) goes out untouched.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: compressionThresholdBytes,
      encodings: ["br", "gzip"],
    });
  },
  { name: "compression" },
);
