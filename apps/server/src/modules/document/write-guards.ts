import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { FileStore } from "../../platform/storage/storage.ts";
import { findProductState } from "../product/use-cases/find-product-state.ts";
import { documentNotFound } from "./document-rows.ts";
import { documents } from "./schema.ts";

/** The document row, locked until the transaction ends, with its edit version; 404 when unknown. */
export async function lockDocument(tx: Database, id: number): Promise<{ editVersion: number }> {
  const [document] = await tx
    .select({ editVersion: documents.editVersion })
    .from(documents)
    .where(eq(documents.id, id))
    .for("update");
  if (!document) throw documentNotFound();
  return document;
}

/** 404 on the field when the product or the parent document a document names does not exist. */
export async function assertReferencesExist(
  db: Database,
  references: { productId: number | null; parentId: number | null },
) {
  const [productExists, parentExists] = await Promise.all([
    references.productId === null
      ? true
      : findProductState({ db, id: references.productId }).then((product) => product !== undefined),
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
export async function removingFileOnFailure<T>(
  store: FileStore,
  fileKey: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await store.remove(fileKey);
    throw error;
  }
}
