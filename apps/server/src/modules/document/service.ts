import {
  type AddDocumentFields,
  compareVersions,
  type DocumentAccessLevel,
  type DocumentItem,
  type DocumentSearchQuery,
  documentTypes,
  type ModifyDocumentBody,
  type Page,
} from "@portal/shared";
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { AppContext } from "../../platform/app-context.ts";
import type { Database } from "../../platform/db/client.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { paginate } from "../../platform/db/paginate.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { ReceivedFile } from "../../platform/storage/receive-file.ts";
import { findProductState } from "../product/catalogue.ts";
import { products } from "../product/schema.ts";
import { canDownload, type DocumentViewer } from "./access.ts";
import { type DocumentRow, presentDocument } from "./present.ts";
import { documents, documentVersions } from "./schema.ts";

type WriteContext = Pick<AppContext, "db" | "documentStore" | "now">;

/** Parent chains are short; this bounds a walk over data that should never loop anyway. */
const maxFamilyDepth = 32;

export const documentNotFound = () => new AppError("not_found", "document.notFound");

/** Documents of unpublished products are hidden from everyone but their managers. */
export function visibleTo(viewer: DocumentViewer): SQL | undefined {
  if (viewer.seesDrafts) return undefined;
  return or(isNull(documents.productId), eq(products.status, "published"));
}

/** Documents with the model of their product, for `toItems`. */
function selectDocumentRows(db: Database) {
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
        updatedAt: documents.updatedAt,
      },
      productModel: products.model,
    })
    .from(documents)
    .leftJoin(products, eq(products.id, documents.productId));
}

/** The list shape: every version (newest first), the child count and what the viewer may do. */
async function toItems(
  db: Database,
  viewer: DocumentViewer,
  rows: DocumentRow[],
): Promise<DocumentItem[]> {
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
  return rows.map((row) =>
    presentDocument(row, {
      versions: (versionsByDocument.get(row.document.id) ?? []).sort(
        (left, right) =>
          compareVersions(right.version, left.version) ||
          right.createdAt.getTime() - left.createdAt.getTime(),
      ),
      childCount: childrenByParent.get(row.document.id) ?? 0,
      canDownload: canDownload(viewer, row.document.accessLevel as DocumentAccessLevel),
    }),
  );
}

async function findVisibleRows(db: Database, viewer: DocumentViewer, condition: SQL | undefined) {
  return selectDocumentRows(db)
    .where(and(condition, visibleTo(viewer)))
    .orderBy(desc(documents.updatedAt), desc(documents.id));
}

/** One document as lists show it; 404 when unknown or hidden from the viewer. */
export async function getDocument(
  db: Database,
  viewer: DocumentViewer,
  id: number,
): Promise<DocumentItem> {
  const [item] = await toItems(db, viewer, await findVisibleRows(db, viewer, eq(documents.id, id)));
  if (!item) throw documentNotFound();
  return item;
}

/** `getProductDocuments`: every document of a visible product, grouped by type, newest first. */
export async function listProductDocuments(
  db: Database,
  viewer: DocumentViewer,
  productId: number,
): Promise<DocumentItem[]> {
  const product = await findProductState(db, productId);
  if (!product || (product.status !== "published" && !viewer.seesDrafts)) {
    throw new AppError("not_found", "document.productNotFound");
  }
  const rows = await findVisibleRows(db, viewer, eq(documents.productId, productId));
  const typeOrder = (type: string) => documentTypes.indexOf(type as DocumentItem["type"]);
  // A stable sort keeps the newest first within each type.
  return (await toItems(db, viewer, rows)).sort(
    (left, right) => typeOrder(left.type) - typeOrder(right.type),
  );
}

/** `queryDocument` and `findProductDocuments`: filtered, newest first, one page. */
export async function searchDocuments(
  db: Database,
  viewer: DocumentViewer,
  query: DocumentSearchQuery,
): Promise<Page<DocumentItem>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const condition = and(
    visibleTo(viewer),
    pattern
      ? or(
          ilike(documents.name, pattern),
          ilike(documents.description, pattern),
          ilike(products.model, pattern),
        )
      : undefined,
    query.productId === undefined ? undefined : eq(documents.productId, query.productId),
    query.type ? eq(documents.type, query.type) : undefined,
    query.language ? eq(documents.language, query.language) : undefined,
    query.general ? isNull(documents.productId) : undefined,
  );
  const page = await paginate(query, {
    rows: ({ limit, offset }) =>
      selectDocumentRows(db)
        .where(condition)
        .orderBy(desc(documents.updatedAt), desc(documents.id))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ total: count() })
        .from(documents)
        .leftJoin(products, eq(products.id, documents.productId))
        .where(condition),
  });
  return { ...page, list: await toItems(db, viewer, page.list) };
}

/** `getChildDoc`: the documents whose parent this one is. */
export async function childDocuments(db: Database, viewer: DocumentViewer, id: number) {
  await getDocument(db, viewer, id);
  return toItems(db, viewer, await findVisibleRows(db, viewer, eq(documents.parentId, id)));
}

async function ancestorIds(db: Database, id: number): Promise<number[]> {
  const ancestors: number[] = [];
  let current: number | null = id;
  while (current !== null && ancestors.length < maxFamilyDepth) {
    const [row]: { parentId: number | null }[] = await db
      .select({ parentId: documents.parentId })
      .from(documents)
      .where(eq(documents.id, current));
    current = row?.parentId ?? null;
    if (current === null || current === id || ancestors.includes(current)) break;
    ancestors.push(current);
  }
  return ancestors;
}

/** `getParentDoc`: the parent, its parent and so on, nearest first. */
export async function parentDocuments(db: Database, viewer: DocumentViewer, id: number) {
  await getDocument(db, viewer, id);
  const ids = await ancestorIds(db, id);
  if (ids.length === 0) return [];
  const items = await toItems(
    db,
    viewer,
    await findVisibleRows(db, viewer, inArray(documents.id, ids)),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((ancestorId) => byId.get(ancestorId) ?? []);
}

/** `getDocVo`: the document with its parent and children. */
export async function getDocumentWithFamily(db: Database, viewer: DocumentViewer, id: number) {
  const [document, [parent], children] = await Promise.all([
    getDocument(db, viewer, id),
    parentDocuments(db, viewer, id),
    childDocuments(db, viewer, id),
  ]);
  return { ...document, parent: parent ?? null, children };
}

/** 404 on the field when the product or the parent document a document names does not exist. */
async function assertReferencesExist(
  db: Database,
  references: { productId: number | null; parentId: number | null },
) {
  const [productExists, parentExists] = await Promise.all([
    references.productId === null
      ? true
      : findProductState(db, references.productId).then((product) => product !== undefined),
    references.parentId === null
      ? true
      : db
          .select({ id: documents.id })
          .from(documents)
          .where(eq(documents.id, references.parentId))
          .then((rows) => rows.length > 0),
  ]);
  if (!productExists) {
    throw new AppError("not_found", "document.productNotFound", {
      fields: [{ field: "productId", messageKey: "document.productNotFound" }],
    });
  }
  if (!parentExists) {
    throw new AppError("not_found", "document.parentNotFound", {
      fields: [{ field: "parentId", messageKey: "document.parentNotFound" }],
    });
  }
}

/** Removes a stored file when `work` fails, so a failed write leaves nothing behind. */
async function removingFileOnFailure<T>(
  ctx: WriteContext,
  file: ReceivedFile,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await ctx.documentStore.remove(file.key);
    throw error;
  }
}

function versionValues(
  documentId: number,
  version: string,
  file: ReceivedFile,
  extra: { changeNote: string | null; uploadedBy: number | null; createdAt: Date },
) {
  return {
    documentId,
    version,
    fileKey: file.key,
    fileName: file.fileName,
    size: file.size,
    mimeType: file.mimeType,
    ...extra,
  };
}

/**
 * `addProductDocument`: the document and its first version in one transaction; the file is
 * already stored and is removed again when the transaction fails.
 */
export function addDocument(
  ctx: WriteContext,
  input: { userId: number | null; fields: AddDocumentFields; file: ReceivedFile },
): Promise<number> {
  const { fields, file, userId } = input;
  const productId = fields.productId || null;
  const parentId = fields.parentId || null;
  return removingFileOnFailure(ctx, file, () =>
    inTransaction(ctx.db, async (tx) => {
      await assertReferencesExist(tx, { productId, parentId });
      const now = ctx.now();
      const [created] = await tx
        .insert(documents)
        .values({
          productId,
          parentId,
          name: fields.name,
          type: fields.type,
          language: fields.language,
          accessLevel: fields.accessLevel,
          description: fields.description || null,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: documents.id });
      if (!created) throw new AppError("internal");
      const [version] = await tx
        .insert(documentVersions)
        .values(
          versionValues(created.id, fields.version, file, {
            changeNote: null,
            uploadedBy: userId,
            createdAt: now,
          }),
        )
        .returning({ id: documentVersions.id });
      if (!version) throw new AppError("internal");
      await tx
        .update(documents)
        .set({ latestVersionId: version.id })
        .where(eq(documents.id, created.id));
      return created.id;
    }),
  );
}

/** The document row, locked until the transaction ends; 404 when unknown. */
async function lockDocument(tx: Database, id: number): Promise<void> {
  const [document] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.id, id))
    .for("update");
  if (!document) throw documentNotFound();
}

/** The highest version of a document, by `compareVersions`. */
async function highestVersion(db: Database, documentId: number): Promise<string> {
  const rows = await db
    .select({ version: documentVersions.version })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId));
  return rows
    .map((row) => row.version)
    .reduce((highest, version) => (compareVersions(version, highest) > 0 ? version : highest), "0");
}

/** `validateProductfileVersion`: valid only when newer than every version of the document. */
export async function validateVersion(
  db: Database,
  input: { id: number; version: string },
): Promise<{ valid: boolean; latest: string }> {
  const [document] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.id, input.id));
  if (!document) throw documentNotFound();
  const latest = await highestVersion(db, input.id);
  return { valid: compareVersions(input.version, latest) > 0, latest };
}

/**
 * `addDocumentVersion`: a new file under a version newer than every earlier one (409 with a
 * field error otherwise). The document row is locked, so two uploads cannot both pass the check.
 */
export function addVersion(
  ctx: WriteContext,
  input: {
    userId: number | null;
    fields: { id: number; version: string; changeNote?: string | undefined };
    file: ReceivedFile;
  },
): Promise<number> {
  const { fields, file, userId } = input;
  return removingFileOnFailure(ctx, file, () =>
    inTransaction(ctx.db, async (tx) => {
      await lockDocument(tx, fields.id);
      const latest = await highestVersion(tx, fields.id);
      if (compareVersions(fields.version, latest) <= 0) {
        throw new AppError("conflict", "document.versionNotNewer", {
          params: { latest },
          fields: [{ field: "version", messageKey: "document.versionNotNewer" }],
        });
      }
      const now = ctx.now();
      const [version] = await tx
        .insert(documentVersions)
        .values(
          versionValues(fields.id, fields.version, file, {
            changeNote: fields.changeNote || null,
            uploadedBy: userId,
            createdAt: now,
          }),
        )
        .returning({ id: documentVersions.id });
      if (!version) throw new AppError("internal");
      await tx
        .update(documents)
        .set({ latestVersionId: version.id, updatedAt: now })
        .where(eq(documents.id, fields.id));
      return version.id;
    }),
  );
}

/** Whether `candidateId` is `id` itself or below it in the parent/child tree. */
async function isSelfOrDescendant(db: Database, id: number, candidateId: number) {
  let frontier = [id];
  const seen = new Set(frontier);
  for (let depth = 0; frontier.length > 0 && depth < maxFamilyDepth; depth += 1) {
    if (frontier.includes(candidateId)) return true;
    const children = await db
      .select({ id: documents.id })
      .from(documents)
      .where(inArray(documents.parentId, frontier));
    frontier = children.map((child) => child.id).filter((childId) => !seen.has(childId));
    for (const childId of frontier) seen.add(childId);
  }
  return false;
}

/** `modifyProductDocument`: the description of a document; its files change only by new versions. */
export function modifyDocument(ctx: WriteContext, input: ModifyDocumentBody): Promise<void> {
  return inTransaction(ctx.db, async (tx) => {
    await lockDocument(tx, input.id);
    await assertReferencesExist(tx, input);
    if (input.parentId !== null) {
      if (await isSelfOrDescendant(tx, input.id, input.parentId)) {
        throw new AppError("bad_request", "document.parentCycle", {
          fields: [{ field: "parentId", messageKey: "document.parentCycle" }],
        });
      }
    }
    await tx
      .update(documents)
      .set({
        productId: input.productId,
        parentId: input.parentId,
        name: input.name,
        type: input.type,
        language: input.language,
        accessLevel: input.accessLevel,
        description: input.description || null,
        updatedAt: ctx.now(),
      })
      .where(eq(documents.id, input.id));
  });
}

/**
 * `removeProductDocument`: the document, its versions, download records and feedback; 409 while
 * it has children. Its files are removed once the rows are gone.
 */
export async function removeDocument(ctx: WriteContext, id: number): Promise<void> {
  const fileKeys = await inTransaction(ctx.db, async (tx) => {
    await lockDocument(tx, id);
    const [children] = await tx
      .select({ total: count() })
      .from(documents)
      .where(eq(documents.parentId, id));
    if ((children?.total ?? 0) > 0) throw new AppError("conflict", "document.hasChildren");
    const versions = await tx
      .select({ fileKey: documentVersions.fileKey })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, id));
    // A child added meanwhile fails the foreign key: 409 as well.
    await tx.delete(documents).where(eq(documents.id, id));
    return versions.map((version) => version.fileKey);
  });
  await Promise.all(fileKeys.map((key) => ctx.documentStore.remove(key)));
}

/** How many documents belong to a product (a product with documents may not be deleted). */
export async function countProductDocuments(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(documents)
    .where(eq(documents.productId, productId));
  return row?.total ?? 0;
}
