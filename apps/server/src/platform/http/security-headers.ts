import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { videoEmbedHosts, weChatJsSdkOrigin } from "@portal/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../../config.ts";

/**
 * The headers helmet sets for these options. They do not depend on the request, so they are
 * worked out once: helmet's own middleware (and @fastify/helmet) re-parses the policy on every
 * request, about a tenth of the CPU of a cached catalogue read.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  const middleware = helmet(options) as unknown as (
    request: unknown,
    response: typeof recorder,
    next: (error?: unknown) => void,
  ) => void;
  middleware({}, recorder, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The CSP sources of the inline scripts of the web app's index.html (the early requests of
 * issue 28), by their SHA-256: the policy allows exactly these, read from the build it serves.
 */
function inlineScriptSources(webDist: string | undefined): string[] {
  if (!webDist) return [];
  let html: string;
  try {
    html = readFileSync(path.join(webDist, "index.html"), "utf8");
  } catch {
    return [];
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash("sha256")
        .update(script ?? "")
        .digest("base64")}'`,
  );
}

/**
 * The portal's policy: its own scripts, index.html's inline ones and WeChat's JS-SDK only; Ant Design's run-time styles; images also from
 * SITE_HOST; frames from the embeddable players; requests and sockets to this origin and the configured socket origin only.
 */
export function portalHelmetOptions(
  config: Pick<Config, "siteHost" | "socketOrigin"> & Partial<Pick<Config, "storage" | "webDist">>,
) {
  // Pictures and videos redirected to the bucket's public address (S3_PUBLIC_URL) load from there.
  const publicFilesAddress = config.storage?.driver === "s3" ? config.storage.s3?.publicUrl : "";
  const bucketOrigins = publicFilesAddress ? [new URL(publicFilesAddress).origin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WeChat's JS-SDK, which the share loads in WeChat's browser only.
        scriptSrc: ["'self'", ...inlineScriptSources(config.webDist), weChatJsSdkOrigin],
        // Ant Design injects its CSS-in-JS styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          "data:",
          "blob:",
          ...(config.siteHost ? [config.siteHost] : []),
          ...bucketOrigins,
        ],
        // Chat's voice messages play from object URLs (they are fetched with the session).
        mediaSrc: ["'self'", ...bucketOrigins, "blob:"],
        // 'self' covers ws: and wss: to this very host (CSP 3).
        connectSrc: ["'self'", ...(config.socketOrigin ? [config.socketOrigin] : [])],
        fontSrc: ["'self'", "data:"],
        // The players rich text may embed, from the same list the sanitizers keep.
        frameSrc: ["'self'", ...videoEmbedHosts.map((host) => `https://${host}`)],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // The portal is often served over plain HTTP on a LAN; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
  } satisfies HelmetOptions;
}

const hstsHeader = "strict-transport-security";

/**
 * Every answer (API, SPA, uploads, 404s and errors) carries helmet's security headers, worked
 * out once (the web app's built scripts and stylesheets drop those only a document heeds:
 * `web-app-plugin.ts`). HSTS goes only with answers to HTTPS requests (HTTPS at a trusted proxy counts):
 * over plain HTTP, as on many LAN installs, it means nothing (RFC 6797 has browsers ignore it).
 */
export const securityHeadersPlugin = fp<{ helmet: HelmetOptions }>(
  async (app: FastifyInstance, options) => {
    const { [hstsHeader]: hsts, ...headers } = helmetHeaders(options.helmet);
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(headers);
      if (hsts !== undefined && request.protocol === "https") reply.header(hstsHeader, hsts);
      done();
    });
  },
  { name: "security-headers" },
);
