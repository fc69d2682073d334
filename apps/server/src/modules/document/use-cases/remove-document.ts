import { count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { refusedByForeignKey } from "../../../platform/db/foreign-key.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { documentTranslations } from "../document-translation-kind.ts";
import { documents, documentVersions } from "../schema.ts";
import { lockDocument } from "../write-guards.ts";

/**
 * `removeProductDocument`: the document, its versions, download records and feedback, its name
 * and description in other languages; 409 while it has children. Its files are removed once
 * the rows are gone.
 */
export async function removeDocument({
  db,
  documentStore,
  id,
}: {
  db: Database;
  documentStore: FileStore;
  id: number;
}): Promise<void> {
  const fileKeys = await inTransaction(db, async (tx) => {
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
    // The children's foreign key (restrict) refuses it too, however the rows came to be.
    await refusedByForeignKey(
      () => tx.delete(documents).where(eq(documents.id, id)),
      () => new AppError("conflict", "document.hasChildren"),
    );
    await documentTranslations.removeAllOf(tx, id);
    return versions.map((version) => version.fileKey);
  });
  await Promise.all(fileKeys.map((key) => documentStore.remove(key)));
}
