import type {
  DocumentItem,
  DocumentSearchQuery,
  DocumentVersionItem,
  FeedbackBody,
  FeedbackItem,
  Page,
} from "@portal/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { type DownloadRequest, http, type QueryValue } from "../../lib/http.ts";
import { catalogueKey } from "../../lib/query-keys.ts";

/** The document centre's search (`queryDocument`) without the parts the server fills in. */
export type DocumentCentreQuery = Partial<DocumentSearchQuery>;

/**
 * Every key of the document domain, public and management, starts with the catalogue's and
 * "document": a
 * document write marks every list of documents stale at once (the product page's too).
 * Documents answer `canDownload` for the caller, so the public keys hold the session.
 */
export const documentKeys = {
  all: [...catalogueKey, "document"] as const,
  search: (token: string | null, query: DocumentCentreQuery) =>
    [...catalogueKey, "document", "search", token, query] as const,
  ofProduct: (token: string | null, productId: number) =>
    [...catalogueKey, "document", "ofProduct", token, productId] as const,
  one: (token: string | null, id: number) =>
    [...catalogueKey, "document", "one", token, id] as const,
  withRelations: (token: string | null, id: number) =>
    [...catalogueKey, "document", "withRelations", token, id] as const,
  children: (token: string | null, id: number) =>
    [...catalogueKey, "document", "children", token, id] as const,
  /** Reports on documents: the user's own and the staff's queue show the same reports. */
  feedback: [...catalogueKey, "document", "feedback"] as const,
  myFeedbacks: (token: string | null, page: number, pageSize: number) =>
    [...catalogueKey, "document", "feedback", "mine", token, page, pageSize] as const,
  managementList: (query: object) => [...catalogueKey, "document", "management", query] as const,
  records: (documentId: number, page: number, pageSize: number) =>
    [...catalogueKey, "document", "records", documentId, page, pageSize] as const,
  versionCheck: (id: number, version: string) =>
    [...catalogueKey, "document", "versionCheck", id, version] as const,
  uploadLimits: [...catalogueKey, "document", "uploadLimits"] as const,
  feedbackQueue: (query: object) =>
    [...catalogueKey, "document", "feedback", "queue", query] as const,
};

/** Drops the empty filters, so the query string (and the cache key) holds only what is set. */
export function definedQuery(query: object): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
  ) as Record<string, QueryValue>;
}

/** The public reads of the document domain, one key and one call each. */
export const documentQueries = {
  /** GET queryDocument: the public search of the document centre. */
  search: (token: string | null, query: DocumentCentreQuery) =>
    queryOptions({
      queryKey: documentKeys.search(token, query),
      queryFn: ({ signal }) =>
        http.get<Page<DocumentItem>>("/api/document/queryDocument", {
          query: definedQuery(query),
          signal,
        }),
    }),
  /**
   * GET getProductDocuments: every document of a product with what the caller may download
   * (the product page's list, the document centre's tree). Quiet: both show the failure.
   */
  ofProduct: (token: string | null, productId: number) =>
    queryOptions({
      queryKey: documentKeys.ofProduct(token, productId),
      queryFn: ({ signal }) =>
        http.get<DocumentItem[]>("/api/document/getProductDocuments", {
          query: { productId },
          signal,
          quiet: true,
        }),
    }),
  /** GET getDocument: one document (the feedback form's preselected one). */
  one: (token: string | null, id: number) =>
    queryOptions({
      queryKey: documentKeys.one(token, id),
      queryFn: ({ signal }) =>
        http.get<DocumentItem>("/api/document/getDocument", { query: { id }, signal, quiet: true }),
    }),
  /** GET getChildDoc: the parts and annexes of a document. */
  children: (token: string | null, id: number) =>
    queryOptions({
      queryKey: documentKeys.children(token, id),
      queryFn: ({ signal }) =>
        http.get<DocumentItem[]>("/api/document/getChildDoc", { query: { id }, signal }),
    }),
  /** GET myFeedbacks: the signed-in user's own reports, newest first. */
  myFeedbacks: (token: string | null, page: number, pageSize: number) =>
    queryOptions({
      queryKey: documentKeys.myFeedbacks(token, page, pageSize),
      queryFn: ({ signal }) =>
        http.get<Page<FeedbackItem>>("/api/document/myFeedbacks", {
          query: { page, pageSize },
          signal,
        }),
    }),
};

/** After a document write (or a download, which counts), every list of documents is stale. */
export function invalidateDocumentViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: documentKeys.all });
}

export function useDocumentSearch(query: DocumentCentreQuery, enabled = true) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    ...documentQueries.search(token, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useProductDocuments(productId: number) {
  const token = useAppStore((state) => state.token);
  return useQuery(documentQueries.ofProduct(token, productId));
}

/** The documents of several products (the unfolded products of the document centre's tree). */
export function useDocumentsOfProducts(productIds: readonly number[]) {
  const token = useAppStore((state) => state.token);
  return useQueries({
    queries: productIds.map((productId) => documentQueries.ofProduct(token, productId)),
  });
}

export function useDocument(id: number | null) {
  const token = useAppStore((state) => state.token);
  return useQuery({ ...documentQueries.one(token, id ?? 0), enabled: id !== null });
}

export function useChildDocuments(id: number, enabled: boolean) {
  const token = useAppStore((state) => state.token);
  return useQuery({ ...documentQueries.children(token, id), enabled });
}

/** POST feedback: a signed-in user reports a problem with a document. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) =>
      http.post<{ id: number }>("/api/document/feedback", body, { fieldErrorsInForm: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.feedback }),
  });
}

export function useMyFeedbacks(page: number, pageSize: number) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    ...documentQueries.myFeedbacks(token, page, pageSize),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The files of the document domain, for a download button. */
export const documentDownloads = {
  /** GET download?versionId=: exactly this version. */
  version: (version: DocumentVersionItem): DownloadRequest => ({
    path: "/api/document/download",
    query: { versionId: version.id },
    fallbackName: version.fileName,
  }),
  /** A version a reader picked: the latest through GET downloadDocument?id=, any other by its id. */
  file: (document: DocumentItem, version: DocumentVersionItem): DownloadRequest =>
    version.id === document.latestVersion.id
      ? {
          path: "/api/document/downloadDocument",
          query: { id: document.id },
          fallbackName: version.fileName,
        }
      : documentDownloads.version(version),
  /** GET downloadWithWatermark: a PDF stamped for the signed-in user. */
  watermarked: (document: DocumentItem, version: DocumentVersionItem): DownloadRequest => ({
    path: "/api/document/downloadWithWatermark",
    query: {
      id: document.id,
      versionId: version.id === document.latestVersion.id ? undefined : version.id,
    },
    fallbackName: version.fileName,
  }),
};
