import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Every setting of the server, read from the environment once at start. */
    config: Config;
  }
}

export const configPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, options) => {
    app.decorate("config", options.config);
  },
  { name: "config" },
);
