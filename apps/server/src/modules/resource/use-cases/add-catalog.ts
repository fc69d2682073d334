import type { CatalogAddInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { assertNameFree, assertPlacement, auditedCatalog } from "../catalog-tree.ts";
import { resourceCatalogs } from "../schema.ts";

/** `catalog/add`: a new folder at the top level or under `parentId`. */
export function addCatalog({
  db,
  now,
  actor,
  parentId,
  name,
  sort,
}: CatalogAddInput & StaffWrite): Promise<number> {
  return inTransaction(db, async (tx) => {
    await assertPlacement(tx, { folderId: null, parentId });
    await assertNameFree(tx, { folderId: null, parentId, name });
    const [catalog] = await tx
      .insert(resourceCatalogs)
      .values({ parentId, name, sort, createdAt: now, updatedAt: now })
      .returning();
    if (!catalog) throw new Error("the folder was not inserted");
    await recordChange({
      db: tx,
      actor,
      targetType: "catalog",
      at: now,
      action: "catalog.add",
      targetId: catalog.id,
      after: auditedCatalog(catalog),
    });
    return catalog.id;
  });
}
