import type { ModifyDocumentBody } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { ensureVersion, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { isSelfOrDescendant } from "../family.ts";
import { documents } from "../schema.ts";
import { assertReferencesExist, lockDocument } from "../write-guards.ts";

/**
 * `modifyProductDocument`: the description of a document; its files change only by new versions.
 * 409 when `version` is not the document's edit version any more (someone saved it meanwhile).
 */
export function modifyDocument({
  db,
  now,
  ...input
}: ModifyDocumentBody & { db: Database; now: Date }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const { editVersion } = await lockDocument(tx, input.id);
    // Locked until the transaction ends, so no other save can pass this version now.
    ensureVersion(editVersion, input.version);
    await assertReferencesExist(tx, input);
    if (input.parentId !== null && (await isSelfOrDescendant(tx, input.id, input.parentId))) {
      throw new AppError("bad_request", "document.parentCycle", {
        fields: [{ field: "parentId", messageKey: "document.parentCycle" }],
      });
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
        updatedAt: now,
        editVersion: nextVersion(documents.editVersion),
      })
      .where(and(eq(documents.id, input.id), eq(documents.editVersion, input.version)));
  });
}
