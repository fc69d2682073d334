import type { VersionedIdInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow } from "../../../platform/db/versioned-row.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { auditedResource, resourceNotFound } from "../resource-rows.ts";
import { resourceTranslations } from "../resource-translation-kinds.ts";
import { resources } from "../schema.ts";

/**
 * `resource/remove`: deletes a resource with its words in other languages and, once that is
 * stored, its file; 409 when stale.
 */
export async function removeResource({
  db,
  now,
  actor,
  store,
  id,
  version,
}: VersionedIdInput & StaffWrite & { store: FileStore }): Promise<void> {
  const fileKey = await inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, resources, {
      id,
      version,
      notFound: resourceNotFound,
    });
    await tx.delete(resources).where(eq(resources.id, id));
    await resourceTranslations.removeAllOf(tx, id);
    await recordChange({
      db: tx,
      actor,
      targetType: "resource",
      at: now,
      action: "resource.remove",
      targetId: id,
      before: auditedResource(current),
    });
    return current.fileKey;
  });
  await store.remove(fileKey);
}
