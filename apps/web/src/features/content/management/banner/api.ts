import type { Banner, BannerInput, Page } from "@portal/shared";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { http } from "../../../../lib/http.ts";

const bannerManagementKeys = {
  all: ["content", "management", "banners"] as const,
  list: (page: number, pageSize: number) =>
    ["content", "management", "banners", page, pageSize] as const,
};

/** A change shows at once in the staff table and in the home carousel (`["content", "banners"]`). */
function refreshBannerViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bannerManagementKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["content", "banners"] }),
  ]);
}

/** GET /banner/list: every banner, shown or not, in carousel order. */
export function useBannerTable(page: number, pageSize: number) {
  return useQuery({
    queryKey: bannerManagementKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      http.get<Page<Banner>>("/api/banner/list", {
        query: { page, pageSize },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["content", "links"] }),
  });
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>("/api/link/delete", { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["content", "links"] }),
  });
}
