import type { Banner, BannerInput, Page } from "@portal/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { http } from "../../../../lib/http.ts";
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
function refreshBannerViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKeys.bannerManagement }),
    queryClient.invalidateQueries({ queryKey: contentKeys.banners }),
  ]);
}

export function useBannerTable(query: BannerTableQuery) {
  return useQuery({ ...bannerTableQuery(query), placeholderData: keepPreviousData });
}

/** save (no id) or update (with the version the form read). */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      version,
      input,
    }: {
      id: number | null;
      version: number | null;
      input: BannerInput;
    }) =>
      id === null
        ? http.post<{ id: number }>("/api/banner/save", input, { fieldErrorsInForm: true })
        : http.post<null>(
            "/api/banner/update",
            { ...input, id, version },
            { fieldErrorsInForm: true },
          ),
    onSuccess: () => refreshBannerViews(queryClient),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>("/api/banner/delete", { id }),
    onSuccess: () => refreshBannerViews(queryClient),
  });
}

/** POST /banner/uploadImage with the upload's progress; answers the picture's URL. */
export function useUploadBannerImage() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append("file", file);
      return http.upload<{ url: string }>("/api/banner/uploadImage", form, { onProgress });
    },
  });
}

type LinkValues = { name: string; url: string; sort: number };

/** The friendship links are few: the footer's own list (`useFriendshipLinks`) is the table. */
export function useSaveLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      version,
      values,
    }: {
      id: number | null;
      version: number | null;
      values: LinkValues;
    }) =>
      id === null
        ? http.post<{ id: number }>("/api/link/save", values, { fieldErrorsInForm: true })
        : http.post<null>(
            "/api/link/update",
            { ...values, id, version },
            { fieldErrorsInForm: true },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.links }),
  });
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>("/api/link/delete", { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.links }),
  });
}
