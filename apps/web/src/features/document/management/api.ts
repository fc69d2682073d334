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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store.ts";
import { http } from "../../../lib/http.ts";
import { definedQuery, documentKeys, invalidateDocumentViews } from "../api.ts";
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

/** GET findProductDocuments: every document, for the management table and the parent picker. */
export function useManagedDocuments(query: DocumentManagementQuery) {
  return useQuery({
    queryKey: documentKeys.managementList(query),
    queryFn: ({ signal }) =>
      http.get<Page<DocumentItem>>("/api/document/findProductDocuments", {
        query: definedQuery(query),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET getDocVo: a document with its parent and children (the edit form). */
export function useDocumentWithRelations(id: number | null) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    enabled: id !== null,
    queryKey: documentKeys.withRelations(token, id ?? 0),
    queryFn: ({ signal }) =>
      http.get<DocumentFamily>("/api/document/getDocVo", { query: { id }, signal }),
  });
}

/** GET downloadRecords: who downloaded a document and when. */
export function useDownloadRecords(documentId: number | null, page: number, pageSize: number) {
  return useQuery({
    enabled: documentId !== null,
    queryKey: documentKeys.records(documentId ?? 0, page, pageSize),
    queryFn: ({ signal }) =>
      http.get<Page<DownloadRecordItem>>("/api/document/downloadRecords", {
        query: { documentId, page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type VersionCheck = { valid: boolean; latest: string };

/** GET validateProductfileVersion, as a function for a form rule to await. */
export function useVersionCheck() {
  const queryClient = useQueryClient();
  return (id: number, version: string) =>
    queryClient.fetchQuery({
      queryKey: documentKeys.versionCheck(id, version),
      queryFn: ({ signal }) =>
        http.get<VersionCheck>("/api/document/validateProductfileVersion", {
          query: { id, version },
          signal,
          quiet: true,
        }),
      staleTime: 0,
    });
}

/**
 * GET uploadLimits: the size and extensions the server accepts (configurable). Quiet: without
 * the limits the form still works, and the server still checks the file.
 */
export function useUploadLimits() {
  return useQuery({
    queryKey: documentKeys.uploadLimits,
    queryFn: ({ signal }) =>
      http.get<DocumentUploadLimits>("/api/document/uploadLimits", { signal, quiet: true }),
    staleTime: 10 * 60_000,
  });
}

export type UploadProgress = { onProgress: (percent: number) => void; signal?: AbortSignal };

/**
 * A multipart upload of a file with its fields: POST addProductDocument (a new document) or
 * addDocumentVersion (a new version of one).
 */
export function useDocumentUpload(action: "addProductDocument" | "addDocumentVersion") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress, signal }: UploadProgress & { form: FormData }) =>
      http.upload<{ id: number }>(`/api/document/${action}`, form, {
        onProgress,
        signal,
        fieldErrorsInForm: true,
      }),
    onSuccess: () => invalidateDocumentViews(queryClient),
  });
}

/** POST modifyProductDocument. */
export function useModifyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifyDocumentBody) =>
      http.post<null>("/api/document/modifyProductDocument", body, { fieldErrorsInForm: true }),
    onSuccess: () => invalidateDocumentViews(queryClient),
  });
}

/** POST removeProductDocument (409 while it has children). */
export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>("/api/document/removeProductDocument", { id }),
    onSuccess: () => invalidateDocumentViews(queryClient),
  });
}

/** GET findFeedbacks: the staff's feedback queue. */
export function useFeedbackQueue(query: FeedbackQueueQuery) {
  return useQuery({
    queryKey: documentKeys.feedbackQueue(query),
    queryFn: ({ signal }) =>
      http.get<Page<FeedbackItem>>("/api/document/findFeedbacks", {
        query: definedQuery(query),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Reads the staff's feedback queue again. */
export function useRefreshFeedbackQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.feedback });
}

/** POST modifyFeedback: staff set the status and answer. */
export function useModifyFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifyFeedbackBody) =>
      http.post<null>("/api/document/modifyFeedback", body, { fieldErrorsInForm: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.feedback }),
  });
}
