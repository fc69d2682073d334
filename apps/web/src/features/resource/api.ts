import type { CatalogItem, ResourceItem, UserCatalogItem } from "@portal/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslations } from "../../components/management/use-translations.ts";
import { http } from "../../lib/http.ts";
import { pagedQuery, sendVersionedSave, useInvalidatingMutation } from "../../lib/mutations.ts";
import { resourceKey } from "../../lib/query-keys.ts";
import { auditLogKey } from "../audit/index.ts";

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
    pagedQuery<ResourceItem>(resourceKeys.search(query), "/api/resource/search-resource", query),
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
    pagedQuery<ResourceItem>(
      resourceKeys.userSearch(query),
      "/api/resource/search-user-resource",
      query,
    ),
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

/** A staff change: every resource view reads the server again, and the audit log records it. */
function useResourceMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  return useInvalidatingMutation(send, [resourceKeys.all, auditLogKey]);
}

export type CatalogFormInput = { parentId: number | null; name: string; sort: number };

/** Adds a folder (id null) or saves a rename, re-sort or move with the version it read. */
export function useSaveCatalog() {
  return useResourceMutation(
    sendVersionedSave<CatalogFormInput>({ add: "/api/catalog/add", update: "/api/catalog/update" }),
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

/**
 * A folder's (`catalog`) or a file's (`resource`) versions in other languages, for the languages
 * drawer. Readers get them in every resource view, so a change marks them all stale.
 */
export function useResourceTranslations<Values, Fields>(
  base: "catalog" | "resource",
  id: number,
  fieldsOf: (values: Values) => Fields,
) {
  return useTranslations({
    base: `/api/${base}`,
    id,
    queryKey: [...resourceKeys.all, "translations", base, id],
    views: [resourceKeys.all],
    fieldsOf,
  });
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
  return useInvalidatingMutation(
    ({ ids, onProgress }: { ids: number[]; onProgress?: (percent: number) => void }) =>
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
    [resourceKeys.all],
  );
}
