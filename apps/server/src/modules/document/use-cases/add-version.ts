import { compareVersions } from "@portal/shared";
import { eq } from "drizzle-orm";
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
import { addLatestVersion, highestVersion } from "../version-rules.ts";
import { lockDocument, removingFileOnFailure } from "../write-guards.ts";

/**
 * `addDocumentVersion`: a new file under a version newer than every earlier one (409 with a
 * field error otherwise). The document row is locked, so two uploads cannot both pass the
 * check. With `subscribers`, the document's subscribers hear of it once the version is
 * committed. Answers the version's id.
 */
export async function addVersion({
  db,
  documentStore,
  now,
  userId,
  file,
  id,
  version,
  changeNote,
  subscribers,
}: {
  db: Database;
  documentStore: FileStore;
  now: Date;
  userId: number | null;
  file: ReceivedFile;
  id: number;
  version: string;
  changeNote?: string | undefined;
  subscribers?: SubscriberPost;
}): Promise<number> {
  const versionId = await removingFileOnFailure(documentStore, file.key, () =>
    inTransaction(db, async (tx) => {
      await lockDocument(tx, id);
      const latest = await highestVersion(tx, id);
      if (compareVersions(version, latest) <= 0) {
        throw new AppError("conflict", "document.versionNotNewer", {
          params: { latest },
          fields: [{ field: "version", messageKey: "document.versionNotNewer" }],
        });
      }
      return addLatestVersion(tx, {
        documentId: id,
        version,
        file,
        changeNote: changeNote || null,
        uploadedBy: userId,
        createdAt: now,
      });
    }),
  );
  if (subscribers) {
    const [document] = await db
      .select({
        name: documents.name,
        productId: documents.productId,
        type: documents.type,
        accessLevel: documents.accessLevel,
      })
      .from(documents)
      .where(eq(documents.id, id));
    if (document) {
      await tellSubscribersOfDocument(
        subscribers,
        { documentId: id, ...document, version, changeNote: changeNote || null, actorId: userId },
        now,
      );
    }
  }
  return versionId;
}
