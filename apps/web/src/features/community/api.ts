import type { MemberProfile } from "@portal/shared";
import { useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { http } from "../../lib/http.ts";
import { forumKey } from "../../lib/query-keys.ts";

/** `followCounts`: members only, as the forum module counts them. */
type FollowCounts = { followers: number; following: number };

const communityKeys = {
  /**
   * Under the account's public-user key ("account", "user", id): the account's profile and
   * avatar writes mark it stale, and the account feature cannot import this one to say so.
   * The title and medal names are in the reader's language, hence the language in the key.
   */
  member: (id: number, language: string) => ["account", "user", id, language] as const,
  /** Under the forum's follow keys: the forum's follow button marks them stale when it follows. */
  followCounts: (id: number) => [...forumKey, "follows", "counts", id] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * GET /api/user/userInfoById?id=: a member's public profile with title, points and medals; a
 * 404 is shown by the page, not a toast.
 */
export function useMemberProfile(id: number) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: communityKeys.member(id, language),
    queryFn: ({ signal }) =>
      http.get<MemberProfile>("/api/user/userInfoById", { query: { id }, signal, quiet: true }),
    enabled: validId(id),
  });
}

/** GET /api/user/followCounts?id=: how many follow the member and how many they follow. */
export function useFollowCounts(id: number) {
  return useQuery({
    queryKey: communityKeys.followCounts(id),
    queryFn: ({ signal }) =>
      http.get<FollowCounts>("/api/user/followCounts", { query: { id }, signal, quiet: true }),
    enabled: validId(id),
  });
}
