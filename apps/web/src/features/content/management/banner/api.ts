import type { Banner, BannerInput, FriendshipLink, Language, Page } from "@portal/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { http } from "../../../../lib/http.ts";
import { sendVersionedSave, useInvalidatingMutation } from "../../../../lib/mutations.ts";
import { contentKeys } from "../../api.ts";

type BannerTableQuery = { page: number; pageSize: number };

/**
 * GET /banner/list: every banner, shown or not, in carousel order. Quiet: the page shows a
 * failure (a 403 above all) in place of the table.
 */
const bannerTableQuery = (query: BannerTableQuery) =>
  queryOptions({
    queryKey: contentKeys.bannerTable(query),
    queryFn: ({ signal }) =>
      http.get<Page<Banner>>("/api/banner/list", { query, signal, quiet: true }),
  });

/** A change shows at once in the staff table and in the home carousel. */
export const bannerViews = [contentKeys.bannerManagement, contentKeys.banners];

export function useBannerTable(query: BannerTableQuery) {
  return useQuery({ ...bannerTableQuery(query), placeholderData: keepPreviousData });
}

/** save (no id) or update (with the version the form read). */
export function useSaveBanner() {
  return useInvalidatingMutation(
    sendVersionedSave<BannerInput>({ add: "/api/banner/save", update: "/api/banner/update" }),
    bannerViews,
  );
}

export function useDeleteBanner() {
  return useInvalidatingMutation(
    (id: number) => http.post<null>("/api/banner/delete", { id }),
    bannerViews,
  );
}

/** POST /banner/uploadImage with the upload's progress; answers the picture's URL. */
export function uploadBannerImage(file: File, onProgress: (percent: number) => void) {
  return http.uploadFile<{ url: string }>("/api/banner/uploadImage", file, { onProgress });
}

type LinkValues = { language: Language; name: string; url: string; sort: number };

/**
 * GET /link/manageList: the links as written, with their other languages; few, so unpaged.
 * Under the footer's key: a change marks both stale.
 */
export function useManagedLinks() {
  return useQuery({
    queryKey: [...contentKeys.links, "management"],
    queryFn: ({ signal }) =>
      http.get<FriendshipLink[]>("/api/link/manageList", { signal, quiet: true }),
  });
}

export function useSaveLink() {
  return useInvalidatingMutation(
    sendVersionedSave<LinkValues>({ add: "/api/link/save", update: "/api/link/update" }),
    [contentKeys.links],
  );
}

export function useDeleteLink() {
  return useInvalidatingMutation(
    (id: number) => http.post<null>("/api/link/delete", { id }),
    [contentKeys.links],
  );
}
