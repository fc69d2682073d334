import {
  type ChatConversationRow,
  type ChatMessage,
  type ChatUploadAnswer,
  type ChatUploadKind,
  type ClientChatSummary,
  chatIdHeader,
  chatLimits,
  type MemberProfile,
  type MemberTitle,
  type Page,
  type QuickReply,
} from "@portal/shared";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { queryClient } from "../../lib/query-client.ts";

type ImServer = { url: string; path: string };

/** Every key of the chat domain starts with "chat". */
const chatKeys = {
  servers: ["chat", "servers"] as const,
  userHistory: (clientChatId: string) => ["chat", "userHistory", clientChatId] as const,
  currentHistory: (clientChatId: string) => ["chat", "currentHistory", clientChatId] as const,
  servedChats: (page: number) => ["chat", "servedChats", page] as const,
  quickReplies: ["chat", "quickReplies"] as const,
  search: (filters: ConversationFilters & Paging) => ["chat", "search", filters] as const,
  agents: ["chat", "agents"] as const,
  history: (clientChatId: string, paging: Paging) =>
    ["chat", "history", clientChatId, paging] as const,
  memberTitle: (memberId: number) => ["chat", "memberTitle", memberId] as const,
};

type Paging = { page: number; pageSize: number };

/** Filters of the staff search of conversations; every one optional. */
export type ConversationFilters = {
  visitor?: string;
  agentUserId?: number;
  from?: string;
  to?: string;
};

/** The reads of the chat domain, one key and one call each. */
const chatQueries = {
  /** GET getIMServerList: where the socket opens (an empty url: this origin). */
  servers: () =>
    queryOptions({
      queryKey: chatKeys.servers,
      queryFn: ({ signal }) =>
        http.get<ImServer[]>("/api/nettySocketController/getIMServerList", { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /**
   * GET findUserHistoryMsg: the visitor's own latest messages (a member's by its session).
   * Quiet: the panel still works without its history.
   */
  userHistory: (clientChatId: string) =>
    queryOptions({
      queryKey: chatKeys.userHistory(clientChatId),
      queryFn: ({ signal }) =>
        http.get<ChatMessage[]>("/api/im/findUserHistoryMsg", {
          query: { clientChatId: clientChatId.startsWith("user-") ? undefined : clientChatId },
          quiet: true,
          onUnauthorized: "forget",
          signal,
        }),
      staleTime: 0,
    }),
  /** GET findCurrentHistoryMsg: what the console loads when a chat connects. */
  currentHistory: (clientChatId: string) =>
    queryOptions({
      queryKey: chatKeys.currentHistory(clientChatId),
      queryFn: ({ signal }) =>
        http.get<ChatMessage[]>("/api/im/findCurrentHistoryMsg", {
          query: { clientChatId },
          signal,
        }),
      staleTime: 0,
    }),
  /**
   * GET findOnlineUsers?scope=mine: one page of the open chats the signed-in agent serves,
   * latest message first. Quiet: the console's list shows the failure with a retry.
   */
  servedChats: (page: number) =>
    queryOptions({
      queryKey: chatKeys.servedChats(page),
      queryFn: ({ signal }) =>
        http.get<Page<ClientChatSummary>>("/api/im/findOnlineUsers", {
          query: { scope: "mine", page, pageSize: chatLimits.consolePageSize },
          quiet: true,
          signal,
        }),
      staleTime: 0,
    }),
  /** GET quickReplies: the signed-in agent's own canned answers. */
  quickReplies: () =>
    queryOptions({
      queryKey: chatKeys.quickReplies,
      queryFn: ({ signal }) => http.get<QuickReply[]>("/api/im/quickReplies", { signal }),
    }),
  /**
   * GET searchConversations: the staff search. Quiet: the page shows a failure (a 403 above
   * all) in place of the table.
   */
  search: (query: ConversationFilters & Paging) =>
    queryOptions({
      queryKey: chatKeys.search(query),
      queryFn: ({ signal }) =>
        http.get<Page<ChatConversationRow>>("/api/im/searchConversations", {
          query,
          signal,
          quiet: true,
        }),
    }),
  /** GET chatAgents: whom the search can filter by. */
  agents: () =>
    queryOptions({
      queryKey: chatKeys.agents,
      queryFn: ({ signal }) =>
        http.get<{ id: number; name: string }[]>("/api/im/chatAgents", { signal }),
      staleTime: 60_000,
    }),
  /** GET findHistoryMsg: one page of a conversation's messages, oldest first. */
  history: (clientChatId: string, paging: Paging) =>
    queryOptions({
      queryKey: chatKeys.history(clientChatId, paging),
      queryFn: ({ signal }) =>
        http.get<Page<ChatMessage>>("/api/im/findHistoryMsg", {
          query: { clientChatId, ...paging },
          signal,
        }),
    }),
};

/** The socket endpoint to use: the first the server lists. */
export async function chatServer(): Promise<ImServer> {
  const [server] = await queryClient.fetchQuery(chatQueries.servers());
  return server ?? { url: "", path: "/socket.io" };
}

export function fetchUserHistory(clientChatId: string): Promise<ChatMessage[]> {
  return queryClient.fetchQuery(chatQueries.userHistory(clientChatId));
}

/** The console's history of a chat as it connects; a failure shows the server's message. */
export function fetchCurrentHistory(clientChatId: string): Promise<ChatMessage[]> {
  return queryClient.fetchQuery(chatQueries.currentHistory(clientChatId));
}

export function fetchServedChats(page: number): Promise<Page<ClientChatSummary>> {
  return queryClient.fetchQuery(chatQueries.servedChats(page));
}

/**
 * POST /api/im/upload: a picture, file or sound into a conversation, with progress; quiet, as
 * the panel shows a refusal's message beside the input.
 */
export function uploadChatFile({
  kind,
  clientChatId,
  file,
  onProgress,
}: {
  kind: ChatUploadKind;
  clientChatId: string;
  file: File;
  onProgress: (percent: number) => void;
}): Promise<ChatUploadAnswer> {
  const form = new FormData();
  form.append("file", file);
  return http.upload<ChatUploadAnswer>("/api/im/upload", form, {
    query: { kind, clientChatId },
    quiet: true,
    onProgress,
  });
}

/**
 * GET /api/im/file?key=: the bytes of a picture, file or sound sent in chat, with the session
 * (an agent, a member) or, for a visitor without an account, its conversation's id in its
 * header; quiet, as the line shows the failure in place.
 */
export function fetchChatFile(
  url: string,
  { visitorChatId, signal }: { visitorChatId: string | undefined; signal?: AbortSignal },
): Promise<Blob> {
  return http.fetchBlob(url, {
    quiet: true,
    onUnauthorized: "none",
    ...(visitorChatId ? { headers: { [chatIdHeader]: visitorChatId } } : {}),
    ...(signal ? { signal } : {}),
  });
}

export function useQuickReplies() {
  return useQuery(chatQueries.quickReplies());
}

type QuickReplyChange =
  | { action: "add"; content: string }
  | { action: "update"; id: number; content: string; version: number }
  | { action: "delete"; id: number }
  | { action: "order"; ids: number[] };

/**
 * Adds, edits, deletes or orders one of the agent's quick replies; the list reloads after. An
 * edit's refusal (a stale version, a field) is the edit form's to show.
 */
export function useChangeQuickReplies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: QuickReplyChange) =>
      http.post<unknown>(`/api/im/quickReplies/${action}`, body, {
        fieldErrorsInForm: action === "update",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.quickReplies }),
  });
}

/** The staff search, kept on screen while the next page loads. */
export function useConversationSearch(query: ConversationFilters & Paging) {
  return useQuery({ ...chatQueries.search(query), placeholderData: keepPreviousData });
}

export function useChatAgents() {
  return useQuery(chatQueries.agents());
}

export function useConversationHistory(clientChatId: string, paging: Paging) {
  return useQuery({
    ...chatQueries.history(clientChatId, paging),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET userInfoById: the title of the member a conversation is with, in the agent's language.
 * Quiet: the console works without it.
 */
export function useMemberTitle(memberId: number) {
  return useQuery({
    queryKey: chatKeys.memberTitle(memberId),
    queryFn: ({ signal }) =>
      http.get<MemberProfile>("/api/user/userInfoById", {
        query: { id: memberId },
        signal,
        quiet: true,
      }),
    select: (profile): MemberTitle | null => (profile.deleted ? null : profile.title),
  });
}
