import { eq } from "drizzle-orm";
import { type DocumentLookup, documentNotFound, findVisibleRecords } from "../document-rows.ts";
import type { DocumentRecord } from "../present.ts";
import { documents } from "../schema.ts";

/** `getDocument`: one document as lists show it; 404 when unknown or hidden from the viewer. */
export async function getDocument({ db, viewer, id }: DocumentLookup): Promise<DocumentRecord> {
  const [record] = await findVisibleRecords(db, viewer, eq(documents.id, id));
  if (!record) throw documentNotFound();
  return record;
}
