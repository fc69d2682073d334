import type { CatalogUpdateInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import {
  assertNameFree,
  assertPlacement,
  auditedCatalog,
  catalogNotFound,
} from "../catalog-tree.ts";
import { resourceCatalogs } from "../schema.ts";

/** `catalog/update`: renames, re-sorts or moves a folder (with all it holds); 409 when stale. */
export function updateCatalog({
  db,
  now,
  actor,
  id,
  version,
  parentId,
  name,
  sort,
}: CatalogUpdateInput & StaffWrite): Promise<void> {
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, resourceCatalogs, {
      id,
      version,
      notFound: catalogNotFound,
    });
    if (parentId !== current.parentId) await assertPlacement(tx, { folderId: id, parentId });
    await assertNameFree(tx, { folderId: id, parentId, name });
    const [updated] = await tx
      .update(resourceCatalogs)
      .set({ parentId, name, sort, updatedAt: now, version: nextVersion(resourceCatalogs.version) })
      .where(eq(resourceCatalogs.id, id))
      .returning();
    if (!updated) throw catalogNotFound();
    await recordChange({
      db: tx,
      actor,
      targetType: "catalog",
      at: now,
      action: parentId === current.parentId ? "catalog.update" : "catalog.move",
      targetId: id,
      before: auditedCatalog(current),
      after: auditedCatalog(updated),
    });
  });
}
