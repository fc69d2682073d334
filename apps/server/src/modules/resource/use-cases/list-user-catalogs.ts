import { asc } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { mayRead, type ResourceViewer, readableCatalogIds } from "../policy.ts";
import { resourceCatalogs } from "../schema.ts";

/**
 * `catalog/user-catalogs`: the folders the viewer may read. A folder whose parent they may not
 * read shows at their top level, so no name of a folder they cannot open is shown.
 */
export async function listUserCatalogs({ db, viewer }: { db: Database; viewer: ResourceViewer }) {
  const readable = await readableCatalogIds(db, viewer);
  const folders = await db
    .select({
      id: resourceCatalogs.id,
      parentId: resourceCatalogs.parentId,
      name: resourceCatalogs.name,
      sort: resourceCatalogs.sort,
    })
    .from(resourceCatalogs)
    .orderBy(asc(resourceCatalogs.sort), asc(resourceCatalogs.id));
  return folders
    .filter((folder) => mayRead(readable, folder.id))
    .map((folder) => ({
      ...folder,
      parentId:
        folder.parentId !== null && mayRead(readable, folder.parentId) ? folder.parentId : null,
    }));
}
