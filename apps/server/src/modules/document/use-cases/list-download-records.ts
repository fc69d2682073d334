import type { Page, PageQuery } from "@portal/shared";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { users } from "../../user/schema.ts";
import type { DownloadRecordRow } from "../present.ts";
import { documentDownloads, documents, documentVersions } from "../schema.ts";

/** `downloadRecords`: who downloaded what and when, newest first. */
export function listDownloadRecords({
  db,
  documentId,
  ...page
}: PageQuery & { db: Database; documentId?: number | undefined }): Promise<
  Page<DownloadRecordRow>
> {
  const condition =
    documentId === undefined ? undefined : eq(documentDownloads.documentId, documentId);
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: documentDownloads.id,
          documentId: documentDownloads.documentId,
          documentName: documents.name,
          version: documentVersions.version,
          watermarked: documentDownloads.watermarked,
          userId: documentDownloads.userId,
          nickname: users.nickname,
          phone: users.phone,
          createdAt: documentDownloads.createdAt,
        })
        .from(documentDownloads)
        .innerJoin(documents, eq(documents.id, documentDownloads.documentId))
        .innerJoin(documentVersions, eq(documentVersions.id, documentDownloads.versionId))
        .leftJoin(users, eq(users.id, documentDownloads.userId))
        .where(condition)
        .orderBy(desc(documentDownloads.createdAt), desc(documentDownloads.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(documentDownloads).where(condition),
  });
}
