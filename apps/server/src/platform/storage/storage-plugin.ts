import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { fileStoresOf } from "./file-stores.ts";
import { servePublicFiles } from "./serve-public-files.ts";
import type { FileStore, PublicFileStore } from "./storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Uploads anybody may fetch (avatars, product images), served at /uploads/. */
    publicFiles: PublicFileStore;
    /** Files that leave only through a route that has checked the caller (documents). */
    privateFiles: FileStore;
  }
}

/**
 * The two file stores: those `STORAGE` names (DATA_DIR's folders by default, or a bucket), or
 * the ones given (a test's). The public one is served at /uploads/: from the folder by the
 * static server, from any other store by `servePublicFiles`.
 */
export const storagePlugin = fp<{
  publicFiles?: PublicFileStore | undefined;
  privateFiles?: FileStore | undefined;
}>(
  async (app: FastifyInstance, options) => {
    const configured = await fileStoresOf(app.config);
    app.addHook("onClose", () => configured.close());
    app.decorate("publicFiles", options.publicFiles ?? configured.publicFiles);
    app.decorate("privateFiles", options.privateFiles ?? configured.privateFiles);
    const { storage, uploads } = app.config;
    if (storage.driver === "local" && !options.publicFiles) {
      mkdirSync(uploads.dir, { recursive: true });
      await app.register(fastifyStatic, {
        root: uploads.dir,
        prefix: "/uploads/",
        decorateReply: false,
      });
      return;
    }
    servePublicFiles(app, {
      store: app.publicFiles,
      publicAddress: storage.driver === "s3" ? (storage.s3?.publicUrl ?? "") : "",
    });
  },
  { name: "storage", dependencies: ["config"] },
);
