import type { WeChatShareConfig } from "@portal/shared";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";

/** Every key of the sharing domain starts with "sharing". */
const sharingKeys = {
  weChat: (page: string) => ["sharing", "weChat", page] as const,
};

/**
 * GET /api/weChat/share: the JS-SDK signature of `page` (without its `#` part, as signed), asked
 * only in WeChat's browser. Quiet: a 503 (no account configured) or 502 hides the WeChat share
 * instead of showing an error to a reader who did not ask for anything.
 */
export function useWeChatShareSignature(page: string, enabled: boolean) {
  return useQuery({
    queryKey: sharingKeys.weChat(page),
    queryFn: ({ signal }) =>
      http.get<WeChatShareConfig>("/api/weChat/share", {
        query: { url: page },
        signal,
        quiet: true,
        onUnauthorized: "none",
      }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
