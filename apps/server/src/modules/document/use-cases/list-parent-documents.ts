import { inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { findVisibleRows, withDetails } from "../document-rows.ts";
import { ancestorIds } from "../family.ts";
import type { DocumentViewer } from "../policy.ts";
import type { DocumentRecord } from "../present.ts";
import { documents } from "../schema.ts";
import { getDocument } from "./get-document.ts";

/** `getParentDoc`: the parent, its parent and so on, nearest first. */
export async function listParentDocuments({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: DocumentViewer;
  id: number;
}): Promise<DocumentRecord[]> {
  await getDocument({ db, viewer, id });
  const ids = await ancestorIds(db, id);
  if (ids.length === 0) return [];
  const records = await withDetails(
    db,
    viewer,
    await findVisibleRows(db, viewer, inArray(documents.id, ids)),
  );
  const byId = new Map(records.map((record) => [record.row.document.id, record]));
  return ids.flatMap((ancestorId) => byId.get(ancestorId) ?? []);
}
