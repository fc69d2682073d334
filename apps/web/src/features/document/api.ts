import type {
  DocumentFamily,
  DocumentItem,
  DocumentSearchQuery,
  DownloadRecordItem,
  FeedbackBody,
  FeedbackItem,
  FeedbackStatus,
  ModifyDocumentBody,
  ModifyFeedbackBody,
  Page,
  ProductListItem,
  ProductTreeNode,
} from "@portal/shared";
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { http, type QueryValue } from "../../lib/http.ts";
import type { DocumentUploadLimits } from "./management/upload-rules.ts";

/** The document centre's search (`queryDocument`) without the parts the server fills in. */
export type DocumentCentreQuery = Partial<DocumentSearchQuery>;

export type DocumentAdminQuery = {
  keyword?: string;
  productId?: number;
  type?: string;
  language?: string;
  page: number;
  pageSize: number;
};

export type FeedbackQueueQuery = {
  status?: FeedbackStatus;
  keyword?: string;
  page: number;
  pageSize: number;
};

/** Documents answer `canDownload` for the caller, so every key holds the session it was asked with. */
export const documentKeys = {
  all: ["documents"] as const,
  search: (token: string | null, query: DocumentCentreQuery) =>
    ["documents", "search", token, query] as const,
  ofProduct: (token: string | null, productId: number) =>
    ["documents", "product", token, productId] as const,
  one: (token: string | null, id: number) => ["documents", "one", token, id] as const,
  withRelations: (token: string | null, id: number) =>
    ["documents", "withRelations", token, id] as const,
  children: (token: string | null, id: number) => ["documents", "children", token, id] as const,
  admin: (query: DocumentAdminQuery) => ["documents", "admin", query] as const,
  records: (documentId: number, page: number, pageSize: number) =>
    ["documents", "records", documentId, page, pageSize] as const,
  versionCheck: (id: number, version: string) =>
    ["documents", "versionCheck", id, version] as const,
  myFeedbacks: (token: string | null, page: number, pageSize: number) =>
    ["documents", "myFeedbacks", token, page, pageSize] as const,
  feedbackQueue: (query: FeedbackQueueQuery) => ["documents", "feedbackQueue", query] as const,
};

/** Products seen from the document pages; kept apart so document changes do not refetch them. */
export const documentProductKeys = {
  tree: (language: string) => ["documentProducts", "tree", language] as const,
  choices: (language: string, keyword: string) =>
    ["documentProducts", "choices", language, keyword] as const,
};

/** Drops the empty filters, so the query string (and the cache key) holds only what is set. */
function definedQuery(query: object): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
  ) as Record<string, QueryValue>;
}

/** GET /api/product/getProductTree: categories, their published products and children. */
export function useProductTree() {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: documentProductKeys.tree(language),
    queryFn: ({ signal }) => http.get<ProductTreeNode[]>("/api/product/getProductTree", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/document/queryDocument: the public search of the document centre. */
export function useDocumentSearch(query: DocumentCentreQuery, enabled = true) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    enabled,
    queryKey: documentKeys.search(token, query),
    queryFn: ({ signal }) =>
      http.get<Page<DocumentItem>>("/api/document/queryDocument", {
        query: definedQuery(query),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/document/getProductDocuments for each of several products (the unfolded products of
 * the tree, which show the document types they have).
 */
export function useDocumentsOfProducts(productIds: readonly number[]) {
  const token = useAppStore((state) => state.token);
  return useQueries({
    queries: productIds.map((productId) => ({
      queryKey: documentKeys.ofProduct(token, productId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.get<DocumentItem[]>("/api/document/getProductDocuments", {
          query: { productId },
          signal,
        }),
    })),
  });
}

/** GET /api/document/getDocument: one document (the feedback form's preselected one). */
export function useDocument(id: number | null) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    enabled: id !== null,
    queryKey: documentKeys.one(token, id ?? 0),
    queryFn: ({ signal }) =>
      http.get<DocumentItem>("/api/document/getDocument", { query: { id }, signal, quiet: true }),
  });
}

/** GET /api/document/getDocVo: a document with its parent and children (the edit form, the drawer). */
export function useDocumentWithRelations(id: number | null) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    enabled: id !== null,
    queryKey: documentKeys.withRelations(token, id ?? 0),
    queryFn: ({ signal }) =>
      http.get<DocumentFamily>("/api/document/getDocVo", { query: { id }, signal }),
  });
}

/** GET /api/document/getChildDoc: the parts and annexes of a document. */
export function useChildDocuments(id: number, enabled: boolean) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    enabled,
    queryKey: documentKeys.children(token, id),
    queryFn: ({ signal }) =>
      http.get<DocumentItem[]>("/api/document/getChildDoc", { query: { id }, signal }),
  });
}

/** POST /api/document/feedback: a signed-in user reports a problem with a document. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) =>
      http.post<{ id: number }>("/api/document/feedback", body, { fieldErrorsInForm: true }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...documentKeys.all, "myFeedbacks"] }),
  });
}

/** GET /api/document/myFeedbacks: the signed-in user's own reports, newest first. */
export function useMyFeedbacks(page: number, pageSize: number) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    enabled: token !== null,
    queryKey: documentKeys.myFeedbacks(token, page, pageSize),
    queryFn: ({ signal }) =>
      http.get<Page<FeedbackItem>>("/api/document/myFeedbacks", {
        query: { page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/product/getProductListWithoutChild: products a document may belong to. */
export function useProductChoices(keyword: string) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: documentProductKeys.choices(language, keyword),
    queryFn: ({ signal }) =>
      http.get<Page<ProductListItem>>("/api/product/getProductListWithoutChild", {
        query: definedQuery({ keyword, page: 1, pageSize: 50 }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/document/findProductDocuments: every document, for the management table. */
export function useAdminDocuments(query: DocumentAdminQuery) {
  return useQuery({
    queryKey: documentKeys.admin(query),
    queryFn: ({ signal }) =>
      http.get<Page<DocumentItem>>("/api/document/findProductDocuments", {
        query: definedQuery(query),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/document/downloadRecords: who downloaded a document and when. */
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

/** GET /api/document/validateProductfileVersion, as a function for a form rule to await. */
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
 * GET /api/document/uploadLimits: the size and extensions the server accepts (configurable).
 * Quiet: without the limits the form still works, and the server still checks the file.
 */
export function useUploadLimits() {
  return useQuery({
    queryKey: ["documentUploadLimits"],
    queryFn: ({ signal }) =>
      http.get<DocumentUploadLimits>("/api/document/uploadLimits", { signal, quiet: true }),
    staleTime: 10 * 60_000,
  });
}

export type UploadProgress = { onProgress: (percent: number) => void; signal?: AbortSignal };

/** After any change staff make, every document list (public ones included) is stale. */
function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
}

/** POST /api/document/addProductDocument (multipart: the fields, then the file). */
export function useAddDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: ({ form, onProgress, signal }: UploadProgress & { form: FormData }) =>
      http.upload<{ id: number }>("/api/document/addProductDocument", form, {
        onProgress,
        signal,
        fieldErrorsInForm: true,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/document/addDocumentVersion (multipart: id, version, changeNote, then the file). */
export function useAddDocumentVersion() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: ({ form, onProgress, signal }: UploadProgress & { form: FormData }) =>
      http.upload<{ id: number }>("/api/document/addDocumentVersion", form, {
        onProgress,
        signal,
        fieldErrorsInForm: true,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/document/modifyProductDocument. */
export function useModifyDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (body: ModifyDocumentBody) =>
      http.post<null>("/api/document/modifyProductDocument", body, { fieldErrorsInForm: true }),
    onSuccess: invalidate,
  });
}

/** POST /api/document/removeProductDocument (409 while it has children). */
export function useRemoveDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: number) => http.post<null>("/api/document/removeProductDocument", { id }),
    onSuccess: invalidate,
  });
}

/** GET /api/document/findFeedbacks: the staff's feedback queue. */
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

/** POST /api/document/modifyFeedback: staff set the status and answer. */
export function useModifyFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifyFeedbackBody) =>
      http.post<null>("/api/document/modifyFeedback", body, { fieldErrorsInForm: true }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...documentKeys.all, "feedbackQueue"] }),
  });
}
