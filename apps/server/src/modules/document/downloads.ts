import type { Readable } from "node:stream";
import {
  type DocumentAccessLevel,
  type DownloadRecordItem,
  documentTypes,
  formatDate,
  type Language,
  maskPhone,
  type Page,
  type PageQuery,
} from "@portal/shared";
import { ZipArchive } from "archiver";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../platform/app-context.ts";
import type { Database } from "../../platform/db/client.ts";
import { paginate } from "../../platform/db/paginate.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { AppError } from "../../platform/http/errors.ts";
import { translate } from "../../platform/i18n/registry.ts";
import { loadWatermarkFont, stampPdf, UnreadablePdfError } from "../../platform/pdf/watermark.ts";
import { findProductState } from "../product/catalogue.ts";
import { products } from "../product/schema.ts";
import { users } from "../user/schema.ts";
import { requireUserById } from "../user/service.ts";
import { assertCanDownload, type DocumentViewer } from "./access.ts";
import { presentDownloadRecord } from "./present.ts";
import { documentDownloads, documents, documentVersions } from "./schema.ts";
import { documentNotFound, visibleTo } from "./service.ts";

type DownloadContext = Pick<AppContext, "db" | "documentStore" | "now" | "config">;

/** What to download: a document's latest version, one version, or a version of a document. */
export type DownloadTarget = { documentId?: number | undefined; versionId?: number | undefined };

type VersionRow = typeof documentVersions.$inferSelect;

const versionNotFound = () => new AppError("not_found", "document.versionNotFound");

/** The version asked for, once the viewer is known to be allowed to have it (404/401/403). */
async function resolveDownload(
  db: Database,
  viewer: DocumentViewer,
  target: DownloadTarget,
): Promise<{ documentName: string; version: VersionRow }> {
  let version: VersionRow | undefined;
  if (target.versionId !== undefined) {
    [version] = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.id, target.versionId));
    if (!version) throw versionNotFound();
    if (target.documentId !== undefined && version.documentId !== target.documentId) {
      throw versionNotFound();
    }
  }
  const documentId = target.documentId ?? version?.documentId;
  if (documentId === undefined) throw versionNotFound();
  const [document] = await db
    .select({
      name: documents.name,
      accessLevel: documents.accessLevel,
      latestVersionId: documents.latestVersionId,
    })
    .from(documents)
    .leftJoin(products, eq(products.id, documents.productId))
    .where(and(eq(documents.id, documentId), visibleTo(viewer)));
  if (!document) throw documentNotFound();
  assertCanDownload(viewer, document.accessLevel as DocumentAccessLevel);
  if (!version && document.latestVersionId !== null) {
    [version] = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.id, document.latestVersionId));
  }
  if (!version) throw versionNotFound();
  return { documentName: document.name, version };
}

async function openStoredFile(ctx: DownloadContext, key: string): Promise<Readable> {
  try {
    return await ctx.documentStore.openReadStream(key);
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") {
      throw new AppError("not_found", "document.fileMissing", { cause: error });
    }
    throw error;
  }
}

/** Counts each download on its document and version and records who took it. */
async function recordDownloads(
  ctx: DownloadContext,
  downloads: { documentId: number; versionId: number }[],
  userId: number | null,
  watermarked: boolean,
) {
  if (downloads.length === 0) return;
  await inTransaction(ctx.db, async (tx) => {
    for (const { documentId, versionId } of downloads) {
      await tx
        .update(documents)
        .set({ downloadCount: sql`${documents.downloadCount} + 1` })
        .where(eq(documents.id, documentId));
      await tx
        .update(documentVersions)
        .set({ downloadCount: sql`${documentVersions.downloadCount} + 1` })
        .where(eq(documentVersions.id, versionId));
    }
    await tx.insert(documentDownloads).values(
      downloads.map(({ documentId, versionId }) => ({
        documentId,
        versionId,
        userId,
        watermarked,
        createdAt: ctx.now(),
      })),
    );
  });
}

/** `downloadDocument`, `download`, `downloadFile`: the stored bytes, counted and recorded. */
export async function openDownload(
  ctx: DownloadContext,
  viewer: DocumentViewer,
  target: DownloadTarget,
) {
  const { version } = await resolveDownload(ctx.db, viewer, target);
  const stream = await openStoredFile(ctx, version.fileKey);
  try {
    await recordDownloads(
      ctx,
      [{ documentId: version.documentId, versionId: version.id }],
      viewer.userId,
      false,
    );
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return { stream, fileName: version.fileName, mimeType: version.mimeType, size: version.size };
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * `downloadWithWatermark`: the PDF with the downloader's nickname, masked phone and the date on
 * every page. A nickname the font cannot draw is followed by the user id, so the stamp still
 * names the account. 400 when the version is not a PDF.
 */
export async function watermarkedDownload(
  ctx: DownloadContext,
  viewer: DocumentViewer & { userId: number },
  target: DownloadTarget,
) {
  const { version } = await resolveDownload(ctx.db, viewer, target);
  if (version.mimeType !== "application/pdf") {
    throw new AppError("bad_request", "document.notPdf");
  }
  const user = await requireUserById(ctx.db, viewer.userId);
  const font = await loadWatermarkFont(ctx.config.documents.watermarkFont);
  const original = await readAll(await openStoredFile(ctx, version.fileKey));
  const nickname = user.nickname ?? "";
  const who = nickname && font.canDraw(nickname) ? nickname : `${nickname} #${user.id}`.trim();
  const stamp = [who, maskPhone(user.phone), formatDate(ctx.now())].join(" · ");
  let stamped: Uint8Array;
  try {
    stamped = await stampPdf(original, stamp, font);
  } catch (error) {
    if (error instanceof UnreadablePdfError) {
      throw new AppError("bad_request", "document.notWatermarkable", { cause: error });
    }
    throw error;
  }
  await recordDownloads(
    ctx,
    [{ documentId: version.documentId, versionId: version.id }],
    viewer.userId,
    true,
  );
  return { bytes: stamped, fileName: version.fileName };
}

/** `name.ext`, or `name (2).ext` when the name is already in the archive. */
function uniqueEntryName(fileName: string, taken: Set<string>) {
  let candidate = fileName;
  const dot = fileName.lastIndexOf(".");
  const [stem, extension] =
    dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ""];
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) {
    candidate = `${stem} (${copy})${extension}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * `product/downloadPackage`: a zip, streamed, of the latest version of each public document of
 * a published product (404 otherwise; managers may also package a draft). A product without
 * public documents gets a zip holding a README that says so. Each packaged document counts as
 * one download; a document whose file is missing is left out and named in `missingDocumentIds`.
 */
export async function productPackage(
  ctx: DownloadContext,
  viewer: DocumentViewer,
  productId: number,
  language: Language,
): Promise<{ fileName: string; archive: Readable; missingDocumentIds: number[] }> {
  const product = await findProductState(ctx.db, productId);
  if (!product || (product.status !== "published" && !viewer.seesDrafts)) {
    throw new AppError("not_found", "document.productNotFound");
  }
  const rows = await ctx.db
    .select({ type: documents.type, version: documentVersions })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.id, documents.latestVersionId))
    .where(and(eq(documents.productId, productId), eq(documents.accessLevel, "public")))
    .orderBy(asc(documents.name), asc(documents.id));
  const typeOrder = (type: string) => documentTypes.indexOf(type as (typeof documentTypes)[number]);
  rows.sort((left, right) => typeOrder(left.type) - typeOrder(right.type));

  const entries: { name: string; stream: Readable; documentId: number; versionId: number }[] = [];
  const missingDocumentIds: number[] = [];
  const taken = new Set<string>();
  try {
    for (const { version } of rows) {
      let stream: Readable;
      try {
        stream = await openStoredFile(ctx, version.fileKey);
      } catch (error) {
        // One lost file should not withhold the others.
        if (!(error instanceof AppError && error.code === "not_found")) throw error;
        missingDocumentIds.push(version.documentId);
        continue;
      }
      entries.push({
        name: uniqueEntryName(version.fileName, taken),
        stream,
        documentId: version.documentId,
        versionId: version.id,
      });
    }
    await recordDownloads(ctx, entries, viewer.userId, false);
  } catch (error) {
    for (const entry of entries) entry.stream.destroy();
    throw error;
  }

  const archive = new ZipArchive({ zlib: { level: 6 } });
  for (const entry of entries) archive.append(entry.stream, { name: entry.name });
  if (entries.length === 0) {
    archive.append(translate(language, "document.packageEmptyReadme", { model: product.model }), {
      name: "README.txt",
    });
  }
  void archive.finalize();
  return { fileName: `${product.model}-documents.zip`, archive, missingDocumentIds };
}

/** `downloadRecords`: who downloaded what and when, newest first. */
export async function listDownloadRecords(
  db: Database,
  query: PageQuery & { documentId?: number | undefined },
): Promise<Page<DownloadRecordItem>> {
  const condition =
    query.documentId === undefined ? undefined : eq(documentDownloads.documentId, query.documentId);
  const page = await paginate(query, {
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
  return { ...page, list: page.list.map(presentDownloadRecord) };
}
