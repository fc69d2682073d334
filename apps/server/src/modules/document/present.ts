import {
  type DocumentAccessLevel,
  type DocumentFamily,
  type DocumentItem,
  type DocumentType,
  type DocumentVersionItem,
  type DownloadRecordItem,
  type FeedbackItem,
  type FeedbackStatus,
  type FeedbackType,
  type Language,
  type Localization,
  maskPhone,
  type TranslationState,
} from "@portal/shared";
import type { documentVersions } from "./schema.ts";

export type VersionRow = typeof documentVersions.$inferSelect;

/** A document row as lists read it, with its product's model. */
export type DocumentRow = {
  document: {
    id: number;
    name: string;
    type: string;
    language: string;
    accessLevel: string;
    description: string | null;
    productId: number | null;
    parentId: number | null;
    downloadCount: number;
    editVersion: number;
    updatedAt: Date;
  };
  productModel: string | null;
};

/** A version without where its bytes are stored. */
function presentVersion(version: VersionRow): DocumentVersionItem {
  return {
    id: version.id,
    version: version.version,
    fileName: version.fileName,
    size: version.size,
    mimeType: version.mimeType,
    changeNote: version.changeNote,
    downloadCount: version.downloadCount,
    createdAt: version.createdAt.toISOString(),
  };
}

/** A document with what lists show of it: its versions (newest first), child count and the viewer's right. */
export type DocumentRecord = {
  row: DocumentRow;
  versions: VersionRow[];
  childCount: number;
  canDownload: boolean;
};

/** A document with how its name and description came (and, for staff, its other languages). */
export type LocalizedDocument = DocumentRecord & {
  localization: Localization;
  translations?: TranslationState[];
};

export function presentDocument({ row, ...extra }: LocalizedDocument): DocumentItem {
  const [latest] = extra.versions;
  // Every document is created together with its first version, in one transaction.
  if (!latest) throw new Error(`document ${row.document.id} has no version`);
  return {
    id: row.document.id,
    name: row.document.name,
    type: row.document.type as DocumentType,
    language: row.document.language as Language,
    accessLevel: row.document.accessLevel as DocumentAccessLevel,
    description: row.document.description,
    productId: row.document.productId,
    productModel: row.productModel,
    parentId: row.document.parentId,
    childCount: extra.childCount,
    downloadCount: row.document.downloadCount,
    canDownload: extra.canDownload,
    latestVersion: presentVersion(latest),
    versions: extra.versions.map(presentVersion),
    version: row.document.editVersion,
    updatedAt: row.document.updatedAt.toISOString(),
    localization: extra.localization,
    ...(extra.translations ? { translations: extra.translations } : {}),
  };
}

/** `getDocVo`: a document with its parent and children. */
export function presentDocumentFamily(family: {
  document: LocalizedDocument;
  parent: LocalizedDocument | null;
  children: LocalizedDocument[];
}): DocumentFamily {
  return {
    ...presentDocument(family.document),
    parent: family.parent && presentDocument(family.parent),
    children: family.children.map(presentDocument),
  };
}

export type FeedbackRow = {
  id: number;
  documentId: number;
  documentName: string;
  /** The document's language and description: what its name's versions are made from. */
  documentLanguage: string;
  documentDescription: string | null;
  productModel: string | null;
  type: string;
  content: string;
  contact: string | null;
  status: string;
  reply: string | null;
  createdAt: Date;
  handledAt: Date | null;
  version: number;
  reporterId: number;
  reporterNickname: string | null;
};

/** Feedback with the language its document's name is shown in. */
export type LocalizedFeedbackRow = FeedbackRow & { documentLocalization: Localization };

/** Feedback as its author sees it, or with who reported it for staff. */
export function presentFeedback(row: LocalizedFeedbackRow, showReporter: boolean): FeedbackItem {
  return {
    id: row.id,
    documentId: row.documentId,
    documentName: row.documentName,
    documentLocalization: row.documentLocalization,
    productModel: row.productModel,
    type: row.type as FeedbackType,
    content: row.content,
    contact: row.contact,
    status: row.status as FeedbackStatus,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    version: row.version,
    reporter: showReporter ? { id: row.reporterId, nickname: row.reporterNickname } : null,
  };
}

export type DownloadRecordRow = {
  id: number;
  documentId: number;
  documentName: string;
  version: string;
  watermarked: boolean;
  userId: number | null;
  nickname: string | null;
  phone: string | null;
  createdAt: Date;
};

/** A download record for staff: who by nickname and masked phone, never the full number. */
export function presentDownloadRecord(row: DownloadRecordRow): DownloadRecordItem {
  return {
    id: row.id,
    documentId: row.documentId,
    documentName: row.documentName,
    version: row.version,
    watermarked: row.watermarked,
    user:
      row.userId === null
        ? null
        : { id: row.userId, nickname: row.nickname, phone: maskPhone(row.phone) },
    createdAt: row.createdAt.toISOString(),
  };
}
