import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { documentNotFound, findVisibleRows, withDetails } from "../document-rows.ts";
import type { DocumentViewer } from "../policy.ts";
import type { DocumentRecord } from "../present.ts";
import { documents } from "../schema.ts";

/** `getDocument`: one document as lists show it; 404 when unknown or hidden from the viewer. */
export async function getDocument({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: DocumentViewer;
  id: number;
}): Promise<DocumentRecord> {
  const [record] = await withDetails(
    db,
    viewer,
    await findVisibleRows(db, viewer, eq(documents.id, id)),
  );
  if (!record) throw documentNotFound();
  return record;
}
