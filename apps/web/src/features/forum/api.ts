import type {
  ActiveUser,
  FollowDelivery,
  FollowedBoard,
  FollowedPost,
  FollowMember,
  FollowState,
  FollowTargetType,
  ForumAttachmentInput,
  ForumBoard,
  ForumPostDetail,
  ForumPostSummary,
  ForumReply,
  ForumSearchPage,
  Language,
  MemberActivity,
  MemberReply,
  PointsLedgerPage,
  PublishAnswer,
  PublishPostInput,
  VoteAnswer,
} from "@portal/shared";
import { forumLimits } from "@portal/shared";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { http } from "../../lib/http.ts";
import { pagedQuery, useInvalidatingMutation } from "../../lib/mutations.ts";

type Paging = { page: number; pageSize: number };

/**
 * Every key of the forum starts with "forum": a write marks the lists, the post and its replies
 * stale at once. Board names and labels come in the reader's language, and whether the reader
 * liked, follows or may moderate depends on the session, so both are part of the keys.
 */
const forumKeys = {
  all: ["forum"] as const,
  boards: (language: Language) => ["forum", "boards", language] as const,
  board: (id: number, language: Language) => ["forum", "board", id, language] as const,
  lists: ["forum", "posts"] as const,
  boardPosts: (topicId: number, paging: Paging, language: Language) =>
    ["forum", "posts", "board", topicId, paging, language] as const,
  hot: (language: Language) => ["forum", "posts", "hot", language] as const,
  unanswered: (paging: Paging, language: Language) =>
    ["forum", "posts", "unanswered", paging, language] as const,
  search: (keyword: string, paging: Paging, language: Language) =>
    ["forum", "posts", "search", keyword, paging, language] as const,
  anyPost: (id: number) => ["forum", "post", id] as const,
  post: (id: number, token: string | null, language: Language) =>
    ["forum", "post", id, token, language] as const,
  repliesOf: (postId: number) => ["forum", "replies", postId] as const,
  memberPosts: (userId: number, kind: MemberPostsKind, paging: Paging, language: Language) =>
    ["forum", "posts", "member", userId, kind, paging, language] as const,
  memberReplies: (userId: number, paging: Paging) =>
    ["forum", "replies", "member", userId, paging] as const,
  memberActivity: (userId: number) => ["forum", "posts", "member", userId, "counts"] as const,
  replies: (postId: number, page: number, token: string | null, language: Language) =>
    ["forum", "replies", postId, page, token, language] as const,
};

/** The member's points, under the key the points page reads them with (`["points", paging]`). */
const pointsKey = ["points"] as const;

const hotPostsLimit = 10;
export const unansweredPageSize = 10;

export const forumQueries = {
  boards: (language: Language) =>
    queryOptions({
      queryKey: forumKeys.boards(language),
      queryFn: ({ signal }) =>
        http.get<ForumBoard[]>("/api/topicController/list", { signal, quiet: true }),
    }),
  board: (id: number, language: Language) =>
    queryOptions({
      queryKey: forumKeys.board(id, language),
      queryFn: ({ signal }) =>
        http.get<ForumBoard>("/api/topicController/detail", {
          query: { id },
          signal,
          quiet: true,
        }),
    }),
  hot: (language: Language) =>
    queryOptions({
      queryKey: forumKeys.hot(language),
      queryFn: ({ signal }) =>
        http.get<ForumPostSummary[]>("/api/postsController/queryHotPosts", {
          query: { limit: hotPostsLimit },
          signal,
          quiet: true,
        }),
    }),
  post: (id: number, token: string | null, language: Language) =>
    queryOptions({
      queryKey: forumKeys.post(id, token, language),
      queryFn: ({ signal }) =>
        http.get<ForumPostDetail>("/api/postsController/queryPostsDetailById", {
          query: { id },
          signal,
          quiet: true,
        }),
      // Reading the post counts a view: not again each time the window regains focus.
      refetchOnWindowFocus: false,
    }),
};

export function useBoards() {
  const language = useAppStore((state) => state.language);
  return useQuery({ ...forumQueries.boards(language), placeholderData: keepPreviousData });
}

export function useBoard(id: number) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...forumQueries.board(id, language),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useHotPosts() {
  const language = useAppStore((state) => state.language);
  return useQuery(forumQueries.hot(language));
}

export function useUnansweredPosts(page: number) {
  const language = useAppStore((state) => state.language);
  const paging = { page, pageSize: unansweredPageSize };
  return useQuery(
    pagedQuery<ForumPostSummary>(
      forumKeys.unanswered(paging, language),
      "/api/postsController/queryUnansweredPosts",
      paging,
    ),
  );
}

export function useBoardPosts(topicId: number, paging: Paging) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...pagedQuery<ForumPostSummary>(
      forumKeys.boardPosts(topicId, paging, language),
      "/api/postsController/queryPostsPageByTopicId",
      { topicId, ...paging },
    ),
    enabled: Number.isSafeInteger(topicId) && topicId > 0,
  });
}

export function useSearchPosts(keyword: string, paging: Paging) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...pagedQuery<ForumPostSummary, ForumSearchPage>(
      forumKeys.search(keyword, paging, language),
      "/api/postsController/search",
      { keyword, ...paging },
    ),
    enabled: keyword !== "",
  });
}

export function usePost(id: number) {
  const token = useAppStore((state) => state.token);
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...forumQueries.post(id, token, language),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useReplies(postId: number, page: number) {
  const token = useAppStore((state) => state.token);
  const language = useAppStore((state) => state.language);
  return useQuery(
    pagedQuery<ForumReply>(
      forumKeys.replies(postId, page, token, language),
      "/api/follow/findFollowPosts",
      { postId, page, pageSize: forumLimits.repliesPageSize },
    ),
  );
}

/** The signed-in member's balance (the first page of their ledger carries it). */
export function usePointsBalance(enabled: boolean) {
  const paging = { page: 1, pageSize: 1 };
  return useQuery({
    queryKey: [...pointsKey, paging],
    queryFn: ({ signal }) =>
      http.get<PointsLedgerPage>("/api/user/points", { query: paging, signal, quiet: true }),
    select: (answer) => answer.balance,
    enabled,
  });
}

/* ---------------------------------------------------------------- writes */

export function usePublishPost() {
  return useInvalidatingMutation(
    (input: PublishPostInput) =>
      http.post<PublishAnswer>("/api/postsController/publishPosts", input, {
        fieldErrorsInForm: true,
      }),
    [forumKeys.lists, ["forum", "boards"], ["forum", "board"], pointsKey],
  );
}

/** A write on one post: the post, its replies and the lists that show its counts. */
function postKeys(postId: number) {
  return [forumKeys.anyPost(postId), forumKeys.repliesOf(postId), forumKeys.lists] as const;
}

export function usePostVote(postId: number) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    async (kind: "like" | "dislike") => {
      const path = kind === "like" ? "postsToLike" : "postsToDislike";
      const answer = await http.post<VoteAnswer>(`/api/postsController/${path}`, { postId });
      queryClient.setQueriesData<ForumPostDetail>(
        { queryKey: forumKeys.anyPost(postId) },
        (post) => (post ? { ...post, ...answer } : post),
      );
      return answer;
    },
    [forumKeys.lists],
  );
}

export function useReportPost() {
  return useInvalidatingMutation(
    (input: { postId: number; reason: string }) =>
      http.post<{ reported: true; hidden: boolean }>("/api/postsController/postsToReport", input, {
        fieldErrorsInForm: true,
      }),
    [],
  );
}

export function useReportReply() {
  return useInvalidatingMutation(
    (input: { id: number; reason: string }) =>
      http.post<{ reported: true; hidden: boolean }>("/api/follow/report", input, {
        fieldErrorsInForm: true,
      }),
    [],
  );
}

export function useDeletePost(postId: number) {
  return useInvalidatingMutation(
    (reason: string) =>
      http.post<null>(
        "/api/postsController/delPosts",
        { id: postId, reason },
        { fieldErrorsInForm: true },
      ),
    [...postKeys(postId), ["forum", "boards"], ["forum", "board"], pointsKey],
  );
}

export function useRaiseReward(postId: number) {
  return useInvalidatingMutation(
    (reward: number) =>
      http.post<{ reward: number }>(
        "/api/postsController/hightReward",
        { postId, reward },
        { fieldErrorsInForm: true },
      ),
    [...postKeys(postId), pointsKey],
  );
}

export function useAdoptReply(postId: number) {
  return useInvalidatingMutation(
    (replyId: number) => http.post<null>("/api/postsController/adopted", { postId, replyId }),
    [...postKeys(postId), pointsKey],
  );
}

export function useSendReply(postId: number) {
  return useInvalidatingMutation(
    (input: { content: string; parentId?: number }) =>
      http.post<PublishAnswer>(
        "/api/follow/sendPost",
        { postId, ...input },
        { fieldErrorsInForm: true },
      ),
    postKeys(postId),
  );
}

export function useReplyVote(postId: number) {
  return useInvalidatingMutation(
    ({ id, kind }: { id: number; kind: "like" | "dislike" }) =>
      http.post<VoteAnswer>(`/api/follow/${kind}`, { id }),
    [forumKeys.repliesOf(postId)],
  );
}

export function useDeleteReply(postId: number) {
  return useInvalidatingMutation(
    (input: { id: number; reason?: string }) => http.post<null>("/api/follow/deletePost", input),
    postKeys(postId),
  );
}

/**
 * Sends a file for a question (the board's moderators may attach in their first day), with its
 * progress; answers the attachment to publish with. A refusal is left to the caller.
 */
export function uploadForumAttachment(
  file: File,
  topicId: number | undefined,
  onProgress: (percent: number) => void,
): Promise<ForumAttachmentInput> {
  const form = new FormData();
  form.append("file", file);
  return http.upload<ForumAttachmentInput>("/api/postsController/uploadAttachment", form, {
    query: topicId ? { topicId } : undefined,
    onProgress,
    quiet: true,
  });
}

/**
 * Follows live under "forum" too, so any forum write refreshes them; their own writes refresh
 * every follow state and list, and the posts (a post's follow count).
 */
const followKeys = {
  all: ["forum", "follows"] as const,
  state: (targetType: FollowTargetType, targetId: number, token: string | null) =>
    ["forum", "follows", "state", targetType, targetId, token] as const,
  list: (kind: FollowListKind, paging: Paging, token: string | null, language: Language) =>
    ["forum", "follows", "list", kind, paging, token, language] as const,
  followers: (userId: number | null, paging: Paging, token: string | null) =>
    ["forum", "follows", "followers", userId, paging, token] as const,
  settings: (token: string | null) => ["forum", "follows", "settings", token] as const,
};

/** The lists of what the signed-in member follows, by the path that answers each. */
const followListPaths = {
  users: "/api/user/queryUserFocusUsers",
  topics: "/api/user/queryUserFocusTopics",
  posts: "/api/user/queryUserFocusPosts",
} as const;
export type FollowListKind = keyof typeof followListPaths;
type FollowListRow = { users: FollowMember; topics: FollowedBoard; posts: FollowedPost };

/** Whether the signed-in member follows a member, a board or a post (nothing asked signed out). */
export function useFollowState(targetType: FollowTargetType, targetId: number) {
  const token = useAppStore((state) => state.token);
  return useQuery({
    queryKey: followKeys.state(targetType, targetId, token),
    queryFn: ({ signal }) =>
      http.get<FollowState>("/api/user/oneFocusOn", {
        query: { targetType, targetId },
        signal,
        quiet: true,
      }),
    enabled: token !== null,
  });
}

/** Follows (`true`) or lets go (`false`) of a target. */
export function useSetFollow(targetType: FollowTargetType, targetId: number) {
  return useInvalidatingMutation(
    (follow: boolean) =>
      http.post<FollowState>(follow ? "/api/user/focusOn" : "/api/user/disFocusOn", {
        targetType,
        targetId,
      }),
    targetType === "post" ? [followKeys.all, forumKeys.anyPost(targetId)] : [followKeys.all],
  );
}

/** A page of the members, boards or posts the signed-in member follows. */
export function useFollowList<Kind extends FollowListKind>(kind: Kind, paging: Paging) {
  const token = useAppStore((state) => state.token);
  const language = useAppStore((state) => state.language);
  return useQuery(
    pagedQuery<FollowListRow[Kind]>(
      followKeys.list(kind, paging, token, language),
      followListPaths[kind],
      paging,
    ),
  );
}

/** A page of a member's followers (`userId`), or the signed-in member's (null). */
export function useFollowers(userId: number | null, paging: Paging) {
  const token = useAppStore((state) => state.token);
  return useQuery(
    pagedQuery<FollowMember>(
      followKeys.followers(userId, paging, token),
      "/api/user/queryUserFollowers",
      {
        ...paging,
        ...(userId === null ? {} : { id: userId }),
      },
    ),
  );
}

/** How news of what the member follows reaches them, and its change. */
export function useFollowDelivery() {
  const token = useAppStore((state) => state.token);
  const delivery = useQuery({
    queryKey: followKeys.settings(token),
    queryFn: ({ signal }) =>
      http.get<{ delivery: FollowDelivery }>("/api/user/followSettings", { signal, quiet: true }),
    enabled: token !== null,
  });
  const change = useInvalidatingMutation(
    (value: FollowDelivery) =>
      http.post<{ delivery: FollowDelivery }>("/api/user/followSettings", { delivery: value }),
    [followKeys.settings(token)],
  );
  return { delivery, change };
}

/** The side column's most active members of the last 7 days. */
export function useActiveUsers() {
  return useQuery({
    queryKey: ["forum", "active-users"],
    queryFn: ({ signal }) =>
      http.get<ActiveUser[]>("/api/user/queryActiveUsers", { signal, quiet: true }),
  });
}

/** A certified engineer signed in now, as the community module answers them. */
export type OnlineEngineer = { id: number; nickname: string; avatarUrl?: string | null };

/**
 * The engineers online now (the community module's path): an answer that is a list or
 * `{ list }` is taken; anything else reads as nobody, since the column is a courtesy.
 */
export function useOnlineEngineers() {
  return useQuery({
    queryKey: ["forum", "online-engineers"],
    queryFn: async ({ signal }) => {
      const answer = await http.get<OnlineEngineer[] | { list: OnlineEngineer[] }>(
        "/api/user/queryOnlineEngineers",
        { signal, quiet: true },
      );
      return Array.isArray(answer) ? answer : (answer?.list ?? []);
    },
    retry: false,
  });
}

/** What a member's page lists of their posts: their own, or the posts that adopted their answer. */
export type MemberPostsKind = "posts" | "adopted";

/** A page of a member's visible posts, or of the posts that adopted their answer. */
export function useMemberPosts(userId: number, kind: MemberPostsKind, paging: Paging) {
  const language = useAppStore((state) => state.language);
  return useQuery({
    ...pagedQuery<ForumPostSummary>(
      forumKeys.memberPosts(userId, kind, paging, language),
      "/api/postsController/queryUserPosts",
      { ...paging, userId, kind },
    ),
    placeholderData: keepPreviousData,
  });
}

/** A page of a member's visible replies, each with the post it answers. */
export function useMemberReplies(userId: number, paging: Paging) {
  return useQuery({
    ...pagedQuery<MemberReply>(
      forumKeys.memberReplies(userId, paging),
      "/api/postsController/queryUserReplies",
      {
        ...paging,
        userId,
      },
    ),
    placeholderData: keepPreviousData,
  });
}

/** How many visible posts, replies and adopted answers a member has. */
export function useMemberActivity(userId: number) {
  return useQuery({
    queryKey: forumKeys.memberActivity(userId),
    queryFn: ({ signal }) =>
      http.get<MemberActivity>("/api/postsController/queryUserActivity", {
        query: { userId },
        signal,
        quiet: true,
      }),
  });
}
