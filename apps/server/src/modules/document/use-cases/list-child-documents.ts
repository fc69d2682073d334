import { eq } from "drizzle-orm";
import { type DocumentLookup, findVisibleRecords } from "../document-rows.ts";
import type { DocumentRecord } from "../present.ts";
import { documents } from "../schema.ts";
import { getDocument } from "./get-document.ts";

/** `getChildDoc`: the documents whose parent this one is. */
export async function listChildDocuments({
  db,
  viewer,
  id,
}: DocumentLookup): Promise<DocumentRecord[]> {
  await getDocument({ db, viewer, id });
  return findVisibleRecords(db, viewer, eq(documents.parentId, id));
}
