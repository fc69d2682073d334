/*
 * What the document domain shares with other features: the product page lists a product's
 * documents with the document centre's own access tag, locked notice and download button, and
 * a product write marks the document lists stale.
 */
export {
  documentDownloads,
  documentKeys,
  documentQueries,
  invalidateDocumentViews,
  useProductDocuments,
} from "./api.ts";
export { AccessLevelTag } from "./components/AccessLevelTag.tsx";
export { DownloadButton } from "./components/DownloadButton.tsx";
export { LockedNotice } from "./components/LockedNotice.tsx";
export { lockReason } from "./document-access.ts";
export { useDocumentLabels } from "./document-labels.ts";
