import type { CatalogItem, Page, ResourceItem, UserCatalogItem } from "@portal/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { resourceKey } from "../../lib/query-keys.ts";
import { invalidateAuditLog } from "../audit/index.ts";

type Paging = { page: number; pageSize: number };
export type ResourceFilters = { keyword?: string; catalogId?: number } & Paging;

/**
 * Every key of the resource domain starts with "resource" (`resourceKey`, which the users
 * feature marks stale when a granted role or account changes): a change (a grant, an upload,
 * a download, which counts) marks the staff tree, the lists and the partner's view stale at once.
 */
const resourceKeys = {
  all: resourceKey,
  tree: () => [...resourceKey, "tree"] as const,
  search: (query: ResourceFilters) => [...resourceKey, "search", query] as const,
  limits: () => [...resourceKey, "limits"] as const,
  userCatalogs: () => [...resourceKey, "user-catalogs"] as const,
  userSearch: (query: ResourceFilters) => [...resourceKey, "user-search", query] as const,
};

const resourceQueries = {
  /** GET catalog/tree: every folder with its grants (staff). */
  tree: () =>
    queryOptions({
      queryKey: resourceKeys.tree(),
      queryFn: ({ signal }) =>
        http.get<CatalogItem[]>("/api/catalog/tree", { signal, quiet: true }),
    }),
  /** GET resource/search-resource (staff). */
  search: (query: ResourceFilters) =>
    queryOptions({
      queryKey: resourceKeys.search(query),
      queryFn: ({ signal }) =>
        http.get<Page<ResourceItem>>("/api/resource/search-resource", {
          query,
          signal,
          quiet: true,
        }),
      placeholderData: keepPreviousData,
    }),
  limits: () =>
    queryOptions({
      queryKey: resourceKeys.limits(),
      queryFn: ({ signal }) =>
        http.get<{ maxBytes: number; extensions: string[] }>("/api/resource/uploadLimits", {
          signal,
          quiet: true,
        }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** GET catalog/user-catalogs: the folders the signed-in user may read. */
  userCatalogs: () =>
    queryOptions({
      queryKey: resourceKeys.userCatalogs(),
      queryFn: ({ signal }) =>
        http.get<UserCatalogItem[]>("/api/catalog/user-catalogs", { signal, quiet: true }),
    }),
  /** GET resource/search-user-resource: the files the signed-in user may download. */
  userSearch: (query: ResourceFilters) =>
    queryOptions({
      queryKey: resourceKeys.userSearch(query),
      queryFn: ({ signal }) =>
        http.get<Page<ResourceItem>>("/api/resource/search-user-resource", {
          query,
          signal,
          quiet: true,
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useCatalogTree() {
  return useQuery(resourceQueries.tree());
}

export function useManagedResources(query: ResourceFilters, enabled = true) {
  return useQuery({ ...resourceQueries.search(query), enabled });
}

export function useResourceUploadLimits() {
  return useQuery(resourceQueries.limits());
}

export function useUserCatalogs() {
  return useQuery(resourceQueries.userCatalogs());
}

export function useUserResources(query: ResourceFilters) {
  return useQuery(resourceQueries.userSearch(query));
}

function invalidateResources(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: resourceKeys.all });
}

/** A staff change: every resource view reads the server again, and the audit log records it. */
function useResourceMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void invalidateAuditLog(queryClient);
      return invalidateResources(queryClient);
    },
  });
}

export type CatalogFormInput = { parentId: number | null; name: string; sort: number };

/** Adds a folder (id null) or saves a rename, re-sort or move with the version it read. */
export function useSaveCatalog() {
  return useResourceMutation(
    ({
      id,
      version,
      input,
    }: {
      id: number | null;
      version: number | null;
      input: CatalogFormInput;
    }) =>
      id === null
        ? http.post<{ id: number }>("/api/catalog/add", input, { fieldErrorsInForm: true })
        : http.post<null>(
            "/api/catalog/update",
            { ...input, id, version },
            { fieldErrorsInForm: true },
          ),
  );
}

export function useSaveCatalogGrants() {
  return useResourceMutation(
    (input: { id: number; version: number; roleIds: number[]; userIds: number[] }) =>
      http.post<null>("/api/catalog/grant", input, { fieldErrorsInForm: true }),
  );
}

export function useRemoveCatalog() {
  return useResourceMutation((input: { id: number; version: number }) =>
    http.post<null>("/api/catalog/remove", input),
  );
}

export type ResourceFormInput = {
  catalogId: number;
  title: string;
  description: string;
  file: File | null;
};

/** Uploads a resource (id null) or saves an edit, a new file replacing the old, with progress. */
export function useSaveResource() {
  return useResourceMutation(
    ({
      id,
      version,
      input,
      onProgress,
      signal,
    }: {
      id: number | null;
      version: number | null;
      input: ResourceFormInput;
      onProgress: (percent: number) => void;
      signal: AbortSignal;
    }) => {
      const form = new FormData();
      if (id !== null && version !== null) {
        form.append("id", String(id));
        form.append("version", String(version));
      }
      form.append("catalogId", String(input.catalogId));
      form.append("title", input.title);
      form.append("description", input.description);
      if (input.file) form.append("file", input.file);
      return http.upload<{ id: number } | null>(
        id === null ? "/api/resource/add" : "/api/resource/update",
        form,
        { onProgress, signal, fieldErrorsInForm: true },
      );
    },
  );
}

export function useRemoveResource() {
  return useResourceMutation((input: { id: number; version: number }) =>
    http.post<null>("/api/resource/remove", input),
  );
}

/** Downloads one file or a zip of several; the counts change, so the lists read again. */
export function useResourceDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, onProgress }: { ids: number[]; onProgress?: (percent: number) => void }) =>
      ids.length === 1
        ? http.download("/api/resource/downloadResource", {
            query: { id: ids[0] },
            fallbackName: "resource",
            onProgress,
          })
        : http.download("/api/resource/batchDownload", {
            query: { ids: ids.join(",") },
            fallbackName: "resources.zip",
            onProgress,
          }),
    onSuccess: () => invalidateResources(queryClient),
  });
}
