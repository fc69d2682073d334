import type { ChatMessage } from "@portal/shared";
import { queryOptions } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { queryClient } from "../../lib/query-client.ts";

type ImServer = { url: string; path: string };

/** Every key of the chat domain starts with "chat". */
const chatKeys = {
  servers: ["chat", "servers"] as const,
  userHistory: (clientChatId: string) => ["chat", "userHistory", clientChatId] as const,
  currentHistory: (clientChatId: string) => ["chat", "currentHistory", clientChatId] as const,
};

/** GET getIMServerList: where the socket opens (an empty url: this origin). */
const imServersQuery = queryOptions({
  queryKey: chatKeys.servers,
  queryFn: ({ signal }) =>
    http.get<ImServer[]>("/api/nettySocketController/getIMServerList", { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The socket endpoint to use: the first the server lists. */
export async function chatServer(): Promise<ImServer> {
  const [server] = await queryClient.fetchQuery(imServersQuery);
  return server ?? { url: "", path: "/socket.io" };
}

/**
 * GET findUserHistoryMsg: the visitor's own latest messages (a member's by its session). Quiet:
 * the panel still works without its history.
 */
export function fetchUserHistory(clientChatId: string): Promise<ChatMessage[]> {
  return queryClient.fetchQuery({
    queryKey: chatKeys.userHistory(clientChatId),
    queryFn: ({ signal }) =>
      http.get<ChatMessage[]>("/api/im/findUserHistoryMsg", {
        query: { clientChatId: clientChatId.startsWith("user-") ? undefined : clientChatId },
        quiet: true,
        onUnauthorized: "forget",
        signal,
      }),
    staleTime: 0,
  });
}

/** GET findCurrentHistoryMsg: what the console loads when a chat connects; a failure shows the server's message. */
export function fetchCurrentHistory(clientChatId: string): Promise<ChatMessage[]> {
  return queryClient.fetchQuery({
    queryKey: chatKeys.currentHistory(clientChatId),
    queryFn: ({ signal }) =>
      http.get<ChatMessage[]>("/api/im/findCurrentHistoryMsg", { query: { clientChatId }, signal }),
    staleTime: 0,
  });
}
