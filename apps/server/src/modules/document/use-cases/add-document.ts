import type { AddDocumentFields } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { ReceivedFile } from "../../../platform/storage/receive-file.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import {
  type SubscriberPost,
  tellSubscribersOfDocument,
} from "../../subscription/use-cases/tell-subscribers.ts";
import { documents } from "../schema.ts";
import { addLatestVersion } from "../version-rules.ts";
import { assertReferencesExist, removingFileOnFailure } from "../write-guards.ts";

/**
 * `addProductDocument`: the document and its first version in one transaction; the file is
 * already stored and is removed again when the transaction fails. With `subscribers`, the
 * subscribers of its product and type hear of it once it is committed. Answers the document's id.
 */
export async function addDocument({
  db,
  documentStore,
  now,
  userId,
  file,
  subscribers,
  ...fields
}: AddDocumentFields & {
  db: Database;
  documentStore: FileStore;
  now: Date;
  userId: number | null;
  file: ReceivedFile;
  subscribers?: SubscriberPost;
}): Promise<number> {
  const productId = fields.productId || null;
  const parentId = fields.parentId || null;
  const documentId = await removingFileOnFailure(documentStore, file.key, () =>
    inTransaction(db, async (tx) => {
      await assertReferencesExist(tx, { productId, parentId });
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
      await addLatestVersion(tx, {
        documentId: created.id,
        version: fields.version,
        file,
        changeNote: null,
        uploadedBy: userId,
        createdAt: now,
      });
      return created.id;
    }),
  );
  if (subscribers) {
    await tellSubscribersOfDocument(
      subscribers,
      {
        documentId,
        name: fields.name,
        productId,
        type: fields.type,
        accessLevel: fields.accessLevel,
        version: fields.version,
        changeNote: null,
        actorId: userId,
      },
      now,
    );
  }
  return documentId;
}
