import type { ResourceAddFields } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import type { ReceivedFile } from "../../../platform/storage/receive-file.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { assertCatalogExists } from "../catalog-tree.ts";
import { auditedResource } from "../resource-rows.ts";
import { resources } from "../schema.ts";

/**
 * `resource/add`: a file (already checked and stored) in a folder. A refusal removes the stored
 * file, so the store holds only files a resource names.
 */
export async function addResource({
  db,
  now,
  actor,
  store,
  file,
  catalogId,
  title,
  description,
}: ResourceAddFields & StaffWrite & { store: FileStore; file: ReceivedFile }): Promise<number> {
  try {
    return await inTransaction(db, async (tx) => {
      await assertCatalogExists(tx, catalogId);
      const [resource] = await tx
        .insert(resources)
        .values({
          catalogId,
          title,
          description: description ?? null,
          fileKey: file.key,
          fileName: file.fileName,
          size: file.size,
          mimeType: file.mimeType,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!resource) throw new Error("the resource was not inserted");
      await recordChange({
        db: tx,
        actor,
        targetType: "resource",
        at: now,
        action: "resource.add",
        targetId: resource.id,
        after: auditedResource(resource),
      });
      return resource.id;
    });
  } catch (error) {
    await store.remove(file.key);
    throw error;
  }
}
