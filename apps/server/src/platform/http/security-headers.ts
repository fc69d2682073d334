import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

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

/** Every answer (API, SPA, uploads, 404s and errors) carries helmet's security headers. */
export const securityHeadersPlugin = fp<{ helmet: HelmetOptions }>(
  async (app: FastifyInstance, options) => {
    const headers = helmetHeaders(options.helmet);
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: "security-headers" },
);
