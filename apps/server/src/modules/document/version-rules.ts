import { compareVersions } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import type { ReceivedFile } from "../../platform/storage/receive-file.ts";
import { documentVersions } from "./schema.ts";

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

/** The row of a new version: the stored file under its version number. */
export function versionValues(
  documentId: number,
  version: string,
  file: ReceivedFile,
  extra: { changeNote: string | null; uploadedBy: number | null; createdAt: Date },
) {
  return {
    documentId,
    version,
    fileKey: file.key,
    fileName: file.fileName,
    size: file.size,
    mimeType: file.mimeType,
    ...extra,
  };
}
