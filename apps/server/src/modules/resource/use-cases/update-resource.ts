import type { ResourceUpdateFields } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import type { ReceivedFile } from "../../../platform/storage/receive-file.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { assertCatalogExists } from "../catalog-tree.ts";
import { auditedResource, resourceNotFound } from "../resource-rows.ts";
import { resources } from "../schema.ts";

/**
 * `resource/update`: title, description and folder, and the file when a new one was sent (the
 * old file is removed once the change is stored); 409 when stale.
 */
export async function updateResource({
  db,
  now,
  actor,
  store,
  file,
  id,
  version,
  catalogId,
  title,
  description,
}: ResourceUpdateFields &
  StaffWrite & { store: FileStore; file: ReceivedFile | undefined }): Promise<void> {
  let replacedKey: string | null = null;
  try {
    await inTransaction(db, async (tx) => {
      const current = await lockVersionedRow(tx, resources, {
        id,
        version,
        notFound: resourceNotFound,
      });
      if (catalogId !== current.catalogId) {
        await assertCatalogExists(tx, catalogId);
      }
      const [updated] = await tx
        .update(resources)
        .set({
          catalogId,
          title,
          description: description ?? null,
          ...(file
            ? {
                fileKey: file.key,
                fileName: file.fileName,
                size: file.size,
                mimeType: file.mimeType,
              }
            : {}),
          updatedAt: now,
          version: nextVersion(resources.version),
        })
        .where(eq(resources.id, id))
        .returning();
      if (!updated) throw resourceNotFound();
      await recordChange({
        db: tx,
        actor,
        targetType: "resource",
        at: now,
        action: "resource.update",
        targetId: id,
        before: auditedResource(current),
        after: auditedResource(updated),
      });
      if (file) replacedKey = current.fileKey;
    });
  } catch (error) {
    if (file) await store.remove(file.key);
    throw error;
  }
  if (replacedKey) await store.remove(replacedKey);
}
