import type {
  DocumentFamily,
  DocumentItem,
  DownloadRecordItem,
  FeedbackItem,
  FeedbackStatus,
  ModifyDocumentBody,
  ModifyFeedbackBody,
  Page,
} from "@portal/shared";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "../../../components/management/use-translations.ts";
import { useAppStore } from "../../../lib/app-store.ts";
import { http } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/mutations.ts";
import { definedQuery, documentKeys } from "../api.ts";
import type { DocumentUploadLimits } from "./upload-rules.ts";

type DocumentManagementQuery = {
  keyword?: string;
  productId?: number;
  type?: string;
  language?: string;
  page: number;
  pageSize: number;
};

type FeedbackQueueQuery = {
  status?: FeedbackStatus;
  keyword?: string;
  page: number;
  pageSize: number;
};

export type VersionCheck = { valid: boolean; latest: string };

/** The staff's reads of the document domain, one key and one call each. */
const documentManagementQueries = {
  /** GET findProductDocuments: every document, for the management table and the parent picker. */
  documents: (query: DocumentManagementQuery) =>
    queryOptions({
      queryKey: documentKeys.managementList(query),
      queryFn: ({ signal }) =>
        http.get<Page<DocumentItem>>("/api/document/findProductDocuments", {
          query: definedQuery(query),
          signal,
          quiet: true,
        }),
    }),
  /**
   * GET manageDocVo: a document as written with its parent and children, as the edit form
   * starts from it (read afresh, never from a copy cached a while ago; never a reader's version,
   * which would be saved over the original).
   */
  withRelations: (token: string | null, id: number) =>
    queryOptions({
      queryKey: documentKeys.withRelations(token, id),
      queryFn: ({ signal }) =>
        http.get<DocumentFamily>("/api/document/manageDocVo", {
          query: { id },
          signal,
          quiet: true,
        }),
      staleTime: 0,
      gcTime: 0,
    }),
  /** GET downloadRecords: who downloaded a document and when. */
  records: (documentId: number, page: number, pageSize: number) =>
    queryOptions({
      queryKey: documentKeys.records(documentId, page, pageSize),
      queryFn: ({ signal }) =>
        http.get<Page<DownloadRecordItem>>("/api/document/downloadRecords", {
          query: { documentId, page, pageSize },
          signal,
          quiet: true,
        }),
    }),
  /** GET validateProductfileVersion: whether a version number is newer than every one so far. */
  versionCheck: (id: number, version: string) =>
    queryOptions({
      queryKey: documentKeys.versionCheck(id, version),
      queryFn: ({ signal }) =>
        http.get<VersionCheck>("/api/document/validateProductfileVersion", {
          query: { id, version },
          signal,
          quiet: true,
        }),
      staleTime: 0,
    }),
  /**
   * GET uploadLimits: the size and extensions the server accepts (configurable). Quiet: without
   * the limits the form still works, and the server still checks the file.
   */
  uploadLimits: () =>
    queryOptions({
      queryKey: documentKeys.uploadLimits,
      queryFn: ({ signal }) =>
        http.get<DocumentUploadLimits>("/api/document/uploadLimits", { signal, quiet: true }),
      staleTime: 10 * 60_000,
    }),
  /** GET findFeedbacks: the staff's feedback queue. */
  feedbackQueue: (query: FeedbackQueueQuery) =>
    queryOptions({
      queryKey: documentKeys.feedbackQueue(query),
      queryFn: ({ signal }) =>
        http.get<Page<FeedbackItem>>("/api/document/findFeedbacks", {
          query: definedQuery(query),
          signal,
          quiet: true,
        }),
    }),
};

/**
 * A page of documents; quiet, as the table shows a failure (a 403 above all) in its place and
 * the parent picker says it found nothing.
 */
export function useManagedDocuments(query: DocumentManagementQuery) {
  return useQuery({
    ...documentManagementQueries.documents(query),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentWithRelations(id: number) {
  const token = useAppStore((state) => state.token);
  return useQuery(documentManagementQueries.withRelations(token, id));
}

export function useDownloadRecords(documentId: number, page: number, pageSize: number) {
  return useQuery({
    ...documentManagementQueries.records(documentId, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** The version check as a function for a form rule to await. */
export function useVersionCheck() {
  const queryClient = useQueryClient();
  return (id: number, version: string) =>
    queryClient.fetchQuery(documentManagementQueries.versionCheck(id, version));
}

export function useUploadLimits() {
  return useQuery(documentManagementQueries.uploadLimits());
}

export function useFeedbackQueue(query: FeedbackQueueQuery) {
  return useQuery({
    ...documentManagementQueries.feedbackQueue(query),
    placeholderData: keepPreviousData,
  });
}

export type UploadProgress = { onProgress: (percent: number) => void; signal?: AbortSignal };

/**
 * A multipart upload of a file with its fields: POST addProductDocument (a new document) or
 * addDocumentVersion (a new version of one).
 */
export function useDocumentUpload(action: "addProductDocument" | "addDocumentVersion") {
  return useInvalidatingMutation(
    ({ form, onProgress, signal }: UploadProgress & { form: FormData }) =>
      http.upload<{ id: number }>(`/api/document/${action}`, form, {
        onProgress,
        signal,
        fieldErrorsInForm: true,
      }),
    [documentKeys.all],
  );
}

/** POST modifyProductDocument. */
export function useModifyDocument() {
  return useInvalidatingMutation(
    (body: ModifyDocumentBody) =>
      http.post<null>("/api/document/modifyProductDocument", body, { fieldErrorsInForm: true }),
    [documentKeys.all],
  );
}

/** POST removeProductDocument (409 while it has children). */
export function useRemoveDocument() {
  return useInvalidatingMutation(
    (id: number) => http.post<null>("/api/document/removeProductDocument", { id }),
    [documentKeys.all],
  );
}

/**
 * A document's names and descriptions in other languages, for the languages drawer. Readers get
 * them in every document list, so a change marks them all stale.
 */
export function useDocumentTranslations<Values, Fields>(
  id: number,
  fieldsOf: (values: Values) => Fields,
) {
  return useTranslations({
    base: "/api/document",
    id,
    queryKey: [...documentKeys.all, "translations", id],
    views: [documentKeys.all],
    fieldsOf,
  });
}

/** POST modifyFeedback: staff set the status and answer. */
export function useModifyFeedback() {
  return useInvalidatingMutation(
    (body: ModifyFeedbackBody) =>
      http.post<null>("/api/document/modifyFeedback", body, { fieldErrorsInForm: true }),
    [documentKeys.feedback],
  );
}
