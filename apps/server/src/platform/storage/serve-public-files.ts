import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { requestedRange } from "./byte-range.ts";
import { contentTypeOf } from "./content-types.ts";
import { isNoSuchFile, type PublicFileStore } from "./storage.ts";

/**
 * The folders of the public store whose files are the site's pictures and published content
 * (avatars, product, banner and medal pictures, the editor's images, videos and files, forum
 * attachments): these may be fetched from the bucket's public address. Any other folder (chat
 * files, and whatever is added later) is always streamed by the app.
 */
const publishedFolders = ["avatars", "products", "banners", "medals", "editor", "forum"];

const isPublished = (key: string) => publishedFolders.includes(key.slice(0, key.indexOf("/")));

/** A redirect to the bucket's address may be kept a day: a key never names other bytes. */
const redirectCacheControl = "public, max-age=86400";

/**
 * `/uploads/<key>` from a store that is not the local folder: a redirect to `publicAddress`
 * (S3_PUBLIC_URL) for a published file when one is set, else the file streamed from the store
 * as the static server streams the folder's: its type by its extension, its entity tag (304 when
 * the browser has it), one byte range (206, 416) for players that seek.
 */
export function servePublicFiles(
  app: FastifyInstance,
  { store, publicAddress }: { store: PublicFileStore; publicAddress: string },
) {
  app.get("/uploads/*", { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    if (publicAddress && isPublished(key)) {
      return reply
        .header("cache-control", redirectCacheControl)
        .redirect(`${publicAddress}/${key}`, 302);
    }
    let file: Awaited<ReturnType<PublicFileStore["stat"]>>;
    try {
      file = await store.stat(key);
    } catch (error) {
      if (isNoSuchFile(error)) return reply.callNotFound();
      throw error;
    }
    reply
      .header("content-type", contentTypeOf(key))
      .header("accept-ranges", "bytes")
      .header("etag", file.etag)
      .header("last-modified", file.modifiedAt.toUTCString())
      .header("cache-control", "public, max-age=0");
    if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
    const range = requestedRange(request.headers, file.size, file.etag);
    if (range === "unsatisfiable") {
      return reply.code(416).header("content-range", `bytes */${file.size}`).send();
    }
    if (range) {
      reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
        .header("content-length", range.end - range.start + 1);
    } else {
      reply.header("content-length", file.size);
    }
    // A HEAD answer keeps the length set above only for a stream; the file is not opened.
    if (request.method === "HEAD") return reply.send(Readable.from([]));
    return reply.send(await store.openReadStream(key, range));
  });
}
