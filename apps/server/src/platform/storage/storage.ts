import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded files go; the local folder is the default, a bucket can take its place. */
export interface FileStorage {
  /** Stores the bytes under `folder` with a fresh name; answers the public URL path. */
  save(folder: string, extension: string, bytes: Buffer): Promise<{ url: string; key: string }>;
}

/** Files under `root`, served by the app at /uploads/. */
export function localFileStorage(root: string): FileStorage {
  return {
    async save(folder, extension, bytes) {
      const name = `${Date.now()}${randomBytes(6).toString("hex")}.${extension}`;
      const key = `${folder}/${name}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, key), bytes);
      return { url: `/uploads/${key}`, key };
    },
  };
}
