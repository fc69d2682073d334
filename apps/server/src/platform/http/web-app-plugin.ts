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
 * The headers of `security-headers.ts` that only a document (or a worker) heeds: the policy,
 * framing, the opener and the agent cluster, and old browsers' switches.
 */
const documentOnlyHeaders = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

/**
 * A built script or stylesheet the page loads, which is never a document. A worker's script
 * is excluded: its own response's policy is the worker's (Vite names it after its source,
 * `*.worker.ts`).
 */
function isPageSubresource(filePath: string): boolean {
  // The file sent may be the build's brotli or gzip twin.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, "");
  return (
    filePath.includes(hashedAssetsFolder) && /\.(js|css)$/.test(name) && !name.includes(".worker-")
  );
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
        // About 850 bytes a file, unused: a first visit fetches 15 to 30 of these over a phone's
        // network, where headers are not compressed. `nosniff`, the resource and referrer
        // policies stay, as they apply to a script or stylesheet.
        if (isPageSubresource(filePath)) {
          for (const header of documentOnlyHeaders) reply.removeHeader(header);
        }
      },
    });
  },
  { name: "web-app" },
);
