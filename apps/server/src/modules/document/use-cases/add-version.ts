import { compareVersions } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { ReceivedFile } from "../../../platform/storage/receive-file.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import { documents, documentVersions } from "../schema.ts";
import { highestVersion, versionValues } from "../version-rules.ts";
import { lockDocument, removingFileOnFailure } from "../write-guards.ts";

/**
 * `addDocumentVersion`: a new file under a version newer than every earlier one (409 with a
 * field error otherwise). The document row is locked, so two uploads cannot both pass the
 * check. Answers the version's id.
 */
export function addVersion({
  db,
  documentStore,
  now,
  userId,
  file,
  id,
  version,
  changeNote,
}: {
  db: Database;
  documentStore: FileStore;
  now: Date;
  userId: number | null;
  file: ReceivedFile;
  id: number;
  version: string;
  changeNote?: string | undefined;
}): Promise<number> {
  return removingFileOnFailure(documentStore, file.key, () =>
    inTransaction(db, async (tx) => {
      await lockDocument(tx, id);
      const latest = await highestVersion(tx, id);
      if (compareVersions(version, latest) <= 0) {
        throw new AppError("conflict", "document.versionNotNewer", {
          params: { latest },
          fields: [{ field: "version", messageKey: "document.versionNotNewer" }],
        });
      }
      const [added] = await tx
        .insert(documentVersions)
        .values(
          versionValues(id, version, file, {
            changeNote: changeNote || null,
            uploadedBy: userId,
            createdAt: now,
          }),
        )
        .returning({ id: documentVersions.id });
      if (!added) throw new AppError("internal");
      await tx
        .update(documents)
        .set({ latestVersionId: added.id, updatedAt: now })
        .where(eq(documents.id, id));
      return added.id;
    }),
  );
}
