import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { mayRead, type ResourceViewer, readableCatalogIds, resourceForbidden } from "../policy.ts";
import {
  type ResourceRecord,
  recordOf,
  resourceNotFound,
  selectResourceRecords,
} from "../resource-rows.ts";
import { resources } from "../schema.ts";

/**
 * `resource/user-resource-detail`: one resource, for a viewer allowed to read its folder
 * (404 unknown, 403 not granted).
 */
export async function getResource({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: ResourceViewer;
  id: number;
}): Promise<ResourceRecord> {
  const [row] = await selectResourceRecords(db, eq(resources.id, id));
  if (!row) throw resourceNotFound();
  if (!mayRead(await readableCatalogIds(db, viewer), row.resource.catalogId)) {
    throw resourceForbidden();
  }
  return recordOf(row);
}
