import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** The time now: the one clock of the server, replaced by tests that move time. */
    now: () => Date;
  }
}

export const clockPlugin = fp<{ now?: (() => Date) | undefined }>(
  async (app: FastifyInstance, options) => {
    app.decorate("now", options.now ?? (() => new Date()));
  },
  { name: "clock" },
);
