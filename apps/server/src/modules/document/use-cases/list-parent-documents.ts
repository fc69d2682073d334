import { inArray } from "drizzle-orm";
import { type DocumentLookup, findVisibleRecords } from "../document-rows.ts";
import { ancestorIds } from "../family.ts";
import type { DocumentRecord } from "../present.ts";
import { documents } from "../schema.ts";
import { getDocument } from "./get-document.ts";

/** `getParentDoc`: the parent, its parent and so on, nearest first. */
export async function listParentDocuments({
  db,
  viewer,
  id,
}: DocumentLookup): Promise<DocumentRecord[]> {
  await getDocument({ db, viewer, id });
  const ids = await ancestorIds(db, id);
  if (ids.length === 0) return [];
  const records = await findVisibleRecords(db, viewer, inArray(documents.id, ids));
  const byId = new Map(records.map((record) => [record.row.document.id, record]));
  return ids.flatMap((ancestorId) => byId.get(ancestorId) ?? []);
}
