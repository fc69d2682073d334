import { compareVersions } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { ReceivedFile } from "../../platform/storage/receive-file.ts";
import { documents, documentVersions } from "./schema.ts";

/** The highest version of a document, by `compareVersions` ("0" when it has none). */
export async function highestVersion(db: Database, documentId: number): Promise<string> {
  const rows = await db
    .select({ version: documentVersions.version })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId));
  return rows
    .map((row) => row.version)
    .reduce((highest, version) => (compareVersions(version, highest) > 0 ? version : highest), "0");
}

/**
 * Adds the stored file as a version of the document and makes it the latest one, inside the
 * caller's transaction; answers the version's id.
 */
export async function addLatestVersion(
  tx: Database,
  added: {
    documentId: number;
    version: string;
    file: ReceivedFile;
    changeNote: string | null;
    uploadedBy: number | null;
    createdAt: Date;
  },
): Promise<number> {
  const { documentId, file, createdAt } = added;
  const [row] = await tx
    .insert(documentVersions)
    .values({
      documentId,
      version: added.version,
      fileKey: file.key,
      fileName: file.fileName,
      size: file.size,
      mimeType: file.mimeType,
      changeNote: added.changeNote,
      uploadedBy: added.uploadedBy,
      createdAt,
    })
    .returning({ id: documentVersions.id });
  if (!row) throw new AppError("internal");
  await tx
    .update(documents)
    .set({ latestVersionId: row.id, updatedAt: createdAt })
    .where(eq(documents.id, documentId));
  return row.id;
}
