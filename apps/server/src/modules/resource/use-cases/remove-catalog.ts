import type { VersionedIdInput } from "@portal/shared";
import { count, eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { auditedCatalog, catalogNotFound } from "../catalog-tree.ts";
import { folderTranslations } from "../resource-translation-kinds.ts";
import { resourceCatalogs, resources } from "../schema.ts";

/**
 * `catalog/remove`: deletes an empty folder (its grants and its names in other languages go
 * with it). A folder still holding folders or files is refused (409): nothing a partner
 * downloads disappears by one click.
 */
export function removeCatalog({
  db,
  now,
  actor,
  id,
  version,
}: VersionedIdInput & StaffWrite): Promise<void> {
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, resourceCatalogs, {
      id,
      version,
      notFound: catalogNotFound,
    });
    const [folders] = await tx
      .select({ total: count() })
      .from(resourceCatalogs)
      .where(eq(resourceCatalogs.parentId, id));
    const [files] = await tx
      .select({ total: count() })
      .from(resources)
      .where(eq(resources.catalogId, id));
    if ((folders?.total ?? 0) > 0 || (files?.total ?? 0) > 0) {
      throw new AppError("conflict", "resource.catalogNotEmpty");
    }
    await tx.delete(resourceCatalogs).where(eq(resourceCatalogs.id, id));
    await folderTranslations.removeAllOf(tx, id);
    await recordChange({
      db: tx,
      actor,
      targetType: "catalog",
      at: now,
      action: "catalog.remove",
      targetId: id,
      before: auditedCatalog(current),
    });
  });
}
