import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  type FileStore,
  localFileStore,
  localPublicFileStore,
  type PublicFileStore,
} from "./storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Uploads anybody may fetch (avatars, product images), served at /uploads/. */
    publicFiles: PublicFileStore;
    /** Files that leave only through a route that has checked the caller (documents). */
    privateFiles: FileStore;
  }
}

/** The two file stores: the data folder's by default, or the ones given (a bucket, a test's). */
export const storagePlugin = fp<{
  publicFiles?: PublicFileStore | undefined;
  privateFiles?: FileStore | undefined;
}>(
  async (app: FastifyInstance, options) => {
    const { uploads, documents } = app.config;
    app.decorate("publicFiles", options.publicFiles ?? localPublicFileStore(uploads.dir));
    app.decorate("privateFiles", options.privateFiles ?? localFileStore(documents.dir));
    mkdirSync(uploads.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads.dir,
      prefix: "/uploads/",
      decorateReply: false,
    });
  },
  { name: "storage", dependencies: ["config"] },
);
