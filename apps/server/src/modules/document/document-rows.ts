import { compareVersions, type DocumentAccessLevel } from "@portal/shared";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { products } from "../product/schema.ts";
import { canDownload, type DocumentViewer, visibleTo } from "./policy.ts";
import type { DocumentRecord, DocumentRow } from "./present.ts";
import { documents, documentVersions } from "./schema.ts";

export const documentNotFound = () => new AppError("not_found", "document.notFound");

/** One document asked for by a viewer. */
export type DocumentLookup = { db: Database; viewer: DocumentViewer; id: number };

/** Documents with the model of their product, for `withDetails`. */
export function selectDocumentRows(db: Database) {
  return db
    .select({
      document: {
        id: documents.id,
        name: documents.name,
        type: documents.type,
        language: documents.language,
        accessLevel: documents.accessLevel,
        description: documents.description,
        productId: documents.productId,
        parentId: documents.parentId,
        downloadCount: documents.downloadCount,
        editVersion: documents.editVersion,
        updatedAt: documents.updatedAt,
      },
      productModel: products.model,
    })
    .from(documents)
    .leftJoin(products, eq(products.id, documents.productId));
}

/** The documents matching `condition` that the viewer may see, newest first. */
function findVisibleRows(db: Database, viewer: DocumentViewer, condition: SQL | undefined) {
  return selectDocumentRows(db)
    .where(and(condition, visibleTo(viewer)))
    .orderBy(desc(documents.updatedAt), desc(documents.id));
}

/** The documents matching `condition` that the viewer may see, as lists show them, newest first. */
export async function findVisibleRecords(
  db: Database,
  viewer: DocumentViewer,
  condition: SQL | undefined,
): Promise<DocumentRecord[]> {
  return withDetails(db, viewer, await findVisibleRows(db, viewer, condition));
}

/** What lists show of each row: every version (newest first), the child count and the viewer's right. */
export async function withDetails(
  db: Database,
  viewer: DocumentViewer,
  rows: DocumentRow[],
): Promise<DocumentRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.document.id);
  const [versions, childCounts] = await Promise.all([
    db.select().from(documentVersions).where(inArray(documentVersions.documentId, ids)),
    db
      .select({ parentId: documents.parentId, children: count() })
      .from(documents)
      .leftJoin(products, eq(products.id, documents.productId))
      .where(and(inArray(documents.parentId, ids), visibleTo(viewer)))
      .groupBy(documents.parentId),
  ]);
  const versionsByDocument = new Map<number, typeof versions>();
  for (const version of versions) {
    const list = versionsByDocument.get(version.documentId) ?? [];
    list.push(version);
    versionsByDocument.set(version.documentId, list);
  }
  const childrenByParent = new Map(childCounts.map((row) => [row.parentId, row.children]));
  return rows.map((row) => ({
    row,
    versions: (versionsByDocument.get(row.document.id) ?? []).sort(
      (left, right) =>
        compareVersions(right.version, left.version) ||
        right.createdAt.getTime() - left.createdAt.getTime(),
    ),
    childCount: childrenByParent.get(row.document.id) ?? 0,
    canDownload: canDownload(viewer, row.document.accessLevel as DocumentAccessLevel),
  }));
}
