import type { Config } from "../../config.ts";
import {
  type FileStore,
  localFileStore,
  localPublicFileStore,
  type PublicFileStore,
  publicFileUrl,
} from "./storage.ts";

/** The folders of DATA_DIR, and of the bucket, that hold the two stores' files. */
export const storeFolders = { publicFiles: "uploads", privateFiles: "documents" } as const;

export type FileStores = {
  publicFiles: PublicFileStore;
  privateFiles: FileStore;
  /** Lets go of the stores' connections. */
  close(): Promise<void>;
};

/**
 * The stores `STORAGE` names: DATA_DIR/uploads and DATA_DIR/documents (the default), or the
 * bucket's uploads/ and documents/ folders. The S3 client is loaded only for a bucket: it adds
 * a fifth of a second and 20 MB to the start of an instance that keeps its files in the folder.
 */
export async function fileStoresOf(
  config: Pick<Config, "storage" | "uploads" | "documents">,
): Promise<FileStores> {
  const { s3 } = config.storage;
  if (config.storage.driver === "local" || !s3) {
    return {
      publicFiles: localPublicFileStore(config.uploads.dir),
      privateFiles: localFileStore(config.documents.dir),
      close: async () => undefined,
    };
  }
  const { s3Client, s3FileStore } = await import("./s3-file-store.ts");
  const client = s3Client(s3);
  const inBucket = (folder: string) => s3FileStore({ client, bucket: s3.bucket, folder });
  return {
    publicFiles: { ...inBucket(storeFolders.publicFiles), url: publicFileUrl },
    privateFiles: inBucket(storeFolders.privateFiles),
    close: async () => client.destroy(),
  };
}
