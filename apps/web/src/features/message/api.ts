import type { DailySignIn, MessageRow, MessageUnreadCount, PointsLedgerPage } from "@portal/shared";
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { pagedQuery, useInvalidatingMutation } from "../../lib/mutations.ts";

type Paging = { page: number; pageSize: number };
export type MessageFilters = Paging & { unread: boolean };

/**
 * Every key of the signed-in member's notices starts with "message": marking read refreshes the
 * list and the header's count at once. Points have a key of their own.
 */
const messageKeys = {
  all: ["message"] as const,
  unread: () => [...messageKeys.all, "unread"] as const,
  list: (query: MessageFilters) => [...messageKeys.all, "list", query] as const,
  points: (query: Paging) => ["points", query] as const,
};

/** How often the header asks for the count when no socket tells it. */
const unreadPollMs = 60_000;

const messageQueries = {
  /** GET message/unreadCount, quiet: the header keeps its last count on a failure. */
  unread: () =>
    queryOptions({
      queryKey: messageKeys.unread(),
      queryFn: ({ signal }) =>
        http.get<MessageUnreadCount>("/api/message/unreadCount", {
          signal,
          quiet: true,
          onUnauthorized: "forget",
        }),
      select: (answer) => answer.count,
    }),
  list: (query: MessageFilters) =>
    pagedQuery<MessageRow>(messageKeys.list(query), "/api/message/list", {
      page: query.page,
      pageSize: query.pageSize,
      unread: query.unread,
    }),
  /** GET user/points: the balance beside a page of the ledger (the first read opens it). */
  points: (query: Paging) =>
    queryOptions({
      queryKey: messageKeys.points(query),
      queryFn: ({ signal }) =>
        http.get<PointsLedgerPage>("/api/user/points", { query, signal, quiet: true }),
      placeholderData: keepPreviousData,
    }),
};

/** The header's unread count: pushed over the socket while `live`, else asked every minute. */
export function useUnreadCount(live: boolean) {
  return useQuery({ ...messageQueries.unread(), refetchInterval: live ? false : unreadPollMs });
}

/**
 * Puts a count the server pushed in place of the one asked for; a changed count means notices
 * came or were read elsewhere, so an open message centre lists them again.
 */
export function receiveUnreadCount(queryClient: QueryClient, count: number) {
  const before = queryClient.getQueryData<MessageUnreadCount>(messageKeys.unread());
  queryClient.setQueryData<MessageUnreadCount>(messageKeys.unread(), { count });
  if (before?.count !== count) {
    void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, "list"] });
  }
}

/** Forgets the signed-out member's notices, so the next member never sees them. */
export function forgetMessages(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: messageKeys.all });
}

export function useMessages(query: MessageFilters) {
  return useQuery(messageQueries.list(query));
}

export function usePointsLedger(query: Paging) {
  return useQuery(messageQueries.points(query));
}

/** POST message/markRead: the list and the header's count are asked again. */
export function useMarkRead() {
  return useInvalidatingMutation(
    (ids: number[]) => http.post<MessageUnreadCount>("/api/message/markRead", { ids }),
    [messageKeys.all],
  );
}

export function useMarkAllRead() {
  return useInvalidatingMutation(
    () => http.post<MessageUnreadCount>("/api/message/markAllRead", {}),
    [messageKeys.all],
  );
}

/** POST user/dailySignIn: today's sign-in points; the balance and ledger are asked again. */
export function useDailySignIn() {
  return useInvalidatingMutation(
    () => http.post<DailySignIn>("/api/user/dailySignIn", {}),
    [["points"]],
  );
}
