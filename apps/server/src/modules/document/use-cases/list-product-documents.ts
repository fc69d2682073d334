import { type DocumentType, documentTypes } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { findVisibleRecords } from "../document-rows.ts";
import { type DocumentViewer, findVisibleProduct } from "../policy.ts";
import type { DocumentRecord } from "../present.ts";
import { documents } from "../schema.ts";

/** `getProductDocuments`: every document of a visible product, grouped by type, newest first. */
export async function listProductDocuments({
  db,
  viewer,
  productId,
}: {
  db: Database;
  viewer: DocumentViewer;
  productId: number;
}): Promise<DocumentRecord[]> {
  await findVisibleProduct(db, viewer, productId);
  const records = await findVisibleRecords(db, viewer, eq(documents.productId, productId));
  const typeOrder = (type: string) => documentTypes.indexOf(type as DocumentType);
  // A stable sort keeps the newest first within each type.
  return records.sort(
    (left, right) => typeOrder(left.row.document.type) - typeOrder(right.row.document.type),
  );
}
