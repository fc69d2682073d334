import type { Readable } from "node:stream";
import type { Database } from "../../../platform/db/client.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import type { ResourceViewer } from "../policy.ts";
import { countDownloads, openResourceFile } from "../resource-files.ts";
import { getResource } from "./get-resource.ts";

/**
 * `resource/downloadResource`: the file of a resource the viewer may read (404 unknown, 403 not
 * granted), counted as a download once its bytes are open.
 */
export async function openResourceDownload({
  db,
  store,
  viewer,
  id,
}: {
  db: Database;
  store: FileStore;
  viewer: ResourceViewer;
  id: number;
}): Promise<{ stream: Readable; fileName: string; mimeType: string; size: number }> {
  const resource = await getResource({ db, viewer, id });
  const stream = await openResourceFile(store, resource.fileKey);
  try {
    await countDownloads(db, [resource.id]);
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return {
    stream,
    fileName: resource.fileName,
    mimeType: resource.mimeType,
    size: resource.size,
  };
}
