import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Vite names every file under assets/ by its content hash: a new build makes new names. */
const hashedAssetsFolder = `${path.sep}assets${path.sep}`;

/**
 * Hashed assets never change, so browsers keep them a year without asking again; index.html
 * and the unhashed files (favicon) are checked with the server on every visit, so a new build
 * is seen at once.
 */
function webAppCacheControl(filePath: string): string {
  return filePath.includes(hashedAssetsFolder) ? "public, max-age=31536000, immutable" : "no-cache";
}

/**
 * Serves the built web app from `root`, each file in the brotli or gzip form the build wrote
 * beside it when the client accepts one (`preCompressed`), else as it is.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: "/",
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header("cache-control", webAppCacheControl(filePath));
      },
    });
  },
  { name: "web-app" },
);
