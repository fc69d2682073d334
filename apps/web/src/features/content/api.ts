import type {
  Banner,
  CollectAnswer,
  FaqGroup,
  FriendshipLink,
  LikeAnswer,
  Page,
  SinglePageKey,
  TextComment,
  TextDetail,
  TextSummary,
  TextType,
} from "@portal/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { http } from "../../lib/http.ts";

/** The public lists of texts and the path each reads. */
export type TextListPath = "getTextList" | "notices" | "articles" | "queryArticles";
export type TextListQuery = {
  path: TextListPath;
  type?: TextType | undefined;
  keyword?: string | undefined;
  page: number;
  pageSize: number;
};

/** A page of a staff table: its filters, page and page size. */
type StaffTableQuery = { page: number; pageSize: number };

/**
 * Every key of the content domain starts with "content": a staff change invalidates what it
 * changed under it, so the public lists, the home page and the staff tables show it at once.
 * The session is part of a text's key: whether the reader liked or collected it, and whether a
 * draft may be read, depend on who asks.
 */
export const contentKeys = {
  list: (query: TextListQuery) => ["content", "list", query] as const,
  popular: (limit: number) => ["content", "popular", limit] as const,
  /** A text, whoever reads it (a like or a comment changes every reader's copy). */
  anyText: (id: number) => ["content", "text", id] as const,
  text: (id: number, token: string | null) => ["content", "text", id, token] as const,
  page: (key: SinglePageKey, token: string | null) => ["content", "page", key, token] as const,
  /** Every page of a text's comments. */
  commentsOf: (textId: number) => ["content", "comments", textId] as const,
  comments: (textId: number, page: number, token: string | null) =>
    ["content", "comments", textId, page, token] as const,
  /** The knowledge base, whatever was searched. */
  allFaqs: ["content", "faqs"] as const,
  faqs: (keyword: string) => ["content", "faqs", keyword] as const,
  banners: ["content", "banners"] as const,
  links: ["content", "links"] as const,
  /** The staff's FAQ tables: the types and the pages of questions. */
  faqManagement: ["content", "management", "faq"] as const,
  faqTypes: ["content", "management", "faq", "types"] as const,
  faqTable: (query: StaffTableQuery) => ["content", "management", "faq", "list", query] as const,
  bannerManagement: ["content", "management", "banners"] as const,
  bannerTable: (query: StaffTableQuery) => ["content", "management", "banners", query] as const,
};

export const commentPageSize = 10;

export const contentQueries = {
  list: (query: TextListQuery) =>
    queryOptions({
      queryKey: contentKeys.list(query),
      queryFn: ({ signal }) => {
        const { path, ...parameters } = query;
        return http.get<Page<TextSummary>>(`/api/text/${path}`, {
          query: parameters,
          signal,
          quiet: true,
        });
      },
    }),
  popular: (limit: number) =>
    queryOptions({
      queryKey: contentKeys.popular(limit),
      queryFn: ({ signal }) =>
        http.get<TextSummary[]>("/api/text/popArticles", { query: { limit }, signal, quiet: true }),
    }),
  /** GET query: the text with its body; reading it counts one read. */
  text: (id: number, token: string | null) =>
    queryOptions({
      queryKey: contentKeys.text(id, token),
      queryFn: ({ signal }) =>
        http.get<TextDetail>("/api/text/query", { query: { id }, signal, quiet: true }),
      // One read a visit: the text is not read again when the window regains focus.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  page: (key: SinglePageKey, token: string | null) =>
    queryOptions({
      queryKey: contentKeys.page(key, token),
      queryFn: ({ signal }) =>
        http.get<TextDetail>("/api/text/page", { query: { key }, signal, quiet: true }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  comments: (textId: number, page: number, token: string | null) =>
    queryOptions({
      queryKey: contentKeys.comments(textId, page, token),
      queryFn: ({ signal }) =>
        http.get<Page<TextComment>>("/api/text/comment/getComments", {
          query: { textId, page, pageSize: commentPageSize },
          signal,
          quiet: true,
        }),
    }),
  faqs: (keyword: string) =>
    queryOptions({
      queryKey: contentKeys.faqs(keyword),
      queryFn: ({ signal }) =>
        http.get<FaqGroup[]>("/api/faq/queryAll", { query: { keyword }, signal, quiet: true }),
    }),
  banners: () =>
    queryOptions({
      queryKey: contentKeys.banners,
      queryFn: ({ signal }) =>
        http.get<Banner[]>("/api/banner/getBanners", { signal, quiet: true }),
    }),
  links: () =>
    queryOptions({
      queryKey: contentKeys.links,
      queryFn: ({ signal }) =>
        http.get<FriendshipLink[]>("/api/link/list", { signal, quiet: true }),
    }),
};

export function useTextList(query: TextListQuery) {
  return useQuery({ ...contentQueries.list(query), placeholderData: keepPreviousData });
}

export function usePopularTexts(limit: number) {
  return useQuery(contentQueries.popular(limit));
}

export function useText(id: number) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    ...contentQueries.text(id, token),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useSinglePage(key: SinglePageKey) {
  const token = useAppStore((state) => state.token);
  return useQuery(contentQueries.page(key, token));
}

export function useComments(textId: number, page: number) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    ...contentQueries.comments(textId, page, token),
    placeholderData: keepPreviousData,
  });
}

export function useFaqGroups(keyword: string) {
  return useQuery({ ...contentQueries.faqs(keyword), placeholderData: keepPreviousData });
}

export function useBanners() {
  return useQuery(contentQueries.banners());
}

export function useFriendshipLinks() {
  return useQuery(contentQueries.links());
}

/** A like or a collection changes the text's counts: the cached text takes the new ones. */
function patchText(queryClient: QueryClient, id: number, patch: Partial<TextDetail>) {
  queryClient.setQueriesData<TextDetail>({ queryKey: contentKeys.anyText(id) }, (text) =>
    text ? { ...text, ...patch } : text,
  );
}

export function useLikeText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<LikeAnswer>("/api/text/like", { id }),
    onSuccess: (answer, id) => patchText(queryClient, id, answer),
  });
}

export function useCollectText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<CollectAnswer>("/api/text/collect", { id }),
    onSuccess: (answer, id) => patchText(queryClient, id, answer),
  });
}

/** Adding or deleting a comment changes the list and the text's comment count. */
function useCommentWrite<Input>(
  call: (input: Input) => Promise<unknown>,
  textIdOf: (input: Input) => number,
  change: number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (_answer, input) => {
      const textId = textIdOf(input);
      queryClient.setQueriesData<TextDetail>({ queryKey: contentKeys.anyText(textId) }, (text) =>
        text ? { ...text, commentCount: Math.max(0, text.commentCount + change) } : text,
      );
      await queryClient.invalidateQueries({ queryKey: contentKeys.commentsOf(textId) });
    },
  });
}

export function useAddComment() {
  return useCommentWrite(
    (input: { textId: number; content: string }) =>
      http.post<{ id: number }>("/api/text/comment/addComment", input, { fieldErrorsInForm: true }),
    (input) => input.textId,
    1,
  );
}

export function useDeleteComment() {
  return useCommentWrite(
    (input: { id: number; textId: number }) =>
      http.post<null>("/api/text/comment/delete", { id: input.id }),
    (input) => input.textId,
    -1,
  );
}

export function useLikeComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; textId: number }) =>
      http.post<LikeAnswer>("/api/text/comment/like", { id: input.id }),
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: contentKeys.commentsOf(input.textId) }),
  });
}

/** Counts a click on a friendship link; the visitor leaves whether or not it is counted. */
export function useCountLinkClick() {
  return useMutation({
    mutationFn: (id: number) =>
      http.post<{ clickCount: number }>("/api/link/countLinkClick", { id }, { quiet: true }),
  });
}
