import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { findVisibleRows, withDetails } from "../document-rows.ts";
import type { DocumentViewer } from "../policy.ts";
import type { DocumentRecord } from "../present.ts";
import { documents } from "../schema.ts";
import { getDocument } from "./get-document.ts";

/** `getChildDoc`: the documents whose parent this one is. */
export async function listChildDocuments({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: DocumentViewer;
  id: number;
}): Promise<DocumentRecord[]> {
  await getDocument({ db, viewer, id });
  return withDetails(db, viewer, await findVisibleRows(db, viewer, eq(documents.parentId, id)));
}
