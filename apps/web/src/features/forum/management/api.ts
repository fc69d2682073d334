import type {
  AuditItem,
  AuditKind,
  BoardInput,
  BoardTranslationFields,
  ForumBoardAdmin,
  ForumStatus,
  ManagedPostDetail,
  ManagedReply,
  ModerationRecord,
  ReportGroup,
  ReportOutcome,
  ReportTargetKind,
  UserCandidate,
} from "@portal/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslations } from "../../../components/management/use-translations.ts";
import { http } from "../../../lib/http.ts";
import { pagedQuery, sendVersionedSave, useInvalidatingMutation } from "../../../lib/mutations.ts";
import { forumKey } from "../../../lib/query-keys.ts";

type Paging = { page: number; pageSize: number };

export type BoardQuery = { keyword?: string | undefined } & Paging;
export type AuditQuery = { kind?: AuditKind | undefined } & Paging;
export type ReportQuery = { outcome?: ReportOutcome | undefined } & Paging;
export type ReplyQuery = { postId: number; status?: ForumStatus | undefined } & Paging;

/**
 * Keys of the forum's management pages, under the forum's root key: every moderator decision
 * marks the whole forum stale (`forumViews`), public lists and posts included.
 */
const managementKey = [...forumKey, "management"] as const;
const forumManagementKeys = {
  boards: (query: BoardQuery) => [...managementKey, "boards", query] as const,
  boardOptions: () => [...managementKey, "boardOptions"] as const,
  boardTranslations: (id: number) => [...managementKey, "boardTranslations", id] as const,
  audit: (query: AuditQuery) => [...managementKey, "audit", query] as const,
  reports: (kind: ReportTargetKind, query: ReportQuery) =>
    [...managementKey, "reports", kind, query] as const,
  post: (id: number) => [...managementKey, "post", id] as const,
  replies: (query: ReplyQuery) => [...managementKey, "replies", query] as const,
  log: (query: { postId: number } & Paging) => [...managementKey, "log", query] as const,
  moderatorCandidates: (keyword: string) =>
    [...managementKey, "moderatorCandidates", keyword] as const,
};

/** The reports lists: a post's at postsController, a reply's at follow. */
const reportListPaths: Record<ReportTargetKind, string> = {
  post: "/api/postsController/findReportRecord",
  reply: "/api/follow/findReportRecord",
};

const forumManagementQueries = {
  /** GET topicManageController/lookupUsers: accounts matching what was typed, phones masked. */
  moderatorCandidates: (keyword: string) =>
    queryOptions({
      queryKey: forumManagementKeys.moderatorCandidates(keyword),
      queryFn: ({ signal }) =>
        http.get<UserCandidate[]>("/api/topicManageController/lookupUsers", {
          query: { keyword },
          signal,
          quiet: true,
        }),
    }),
  /** GET topicManageController/list: the boards as written in their order, their languages, moderators. */
  boards: (query: BoardQuery) =>
    pagedQuery<ForumBoardAdmin>(
      forumManagementKeys.boards(query),
      "/api/topicManageController/list",
      query,
    ),
  /** Every board (one page of the largest size), for the move dialog's picker. */
  boardOptions: () =>
    pagedQuery<ForumBoardAdmin>(
      forumManagementKeys.boardOptions(),
      "/api/topicManageController/list",
      { page: 1, pageSize: 50 },
    ),
  /** GET manualAuditController/queryAuditInfo: what waits, oldest first, with why. */
  audit: (query: AuditQuery) =>
    pagedQuery<AuditItem>(
      forumManagementKeys.audit(query),
      "/api/manualAuditController/queryAuditInfo",
      query,
    ),
  /** GET findReportRecord: reported posts or replies, each with its reports and reporters. */
  reports: (kind: ReportTargetKind, query: ReportQuery) =>
    pagedQuery<ReportGroup>(forumManagementKeys.reports(kind, query), reportListPaths[kind], query),
  /** GET postsController/queryManagePostDetail: a post in any state. */
  post: (id: number) =>
    queryOptions({
      queryKey: forumManagementKeys.post(id),
      queryFn: ({ signal }) =>
        http.get<ManagedPostDetail>("/api/postsController/queryManagePostDetail", {
          query: { id },
          signal,
          quiet: true,
        }),
    }),
  /** GET follow/findAllStatesFollowPosts: a post's replies in every state. */
  replies: (query: ReplyQuery) =>
    pagedQuery<ManagedReply>(
      forumManagementKeys.replies(query),
      "/api/follow/findAllStatesFollowPosts",
      query,
    ),
  /** GET postsController/queryModerationRecord: who did what to the post, when and why. */
  log: (query: { postId: number } & Paging) =>
    pagedQuery<ModerationRecord>(
      forumManagementKeys.log(query),
      "/api/postsController/queryModerationRecord",
      query,
    ),
};

/** Accounts a board may take as moderators, once something is typed. */
export function useModeratorCandidates(keyword: string) {
  return useQuery({
    ...forumManagementQueries.moderatorCandidates(keyword),
    enabled: keyword.length > 0,
  });
}

export function useForumBoards(query: BoardQuery) {
  return useQuery(forumManagementQueries.boards(query));
}

export function useForumBoardOptions(enabled: boolean) {
  return useQuery({ ...forumManagementQueries.boardOptions(), enabled });
}

export function useAuditQueue(query: AuditQuery) {
  return useQuery(forumManagementQueries.audit(query));
}

export function useReportGroups(kind: ReportTargetKind, query: ReportQuery) {
  return useQuery(forumManagementQueries.reports(kind, query));
}

export function useManagedPost(id: number) {
  return useQuery(forumManagementQueries.post(id));
}

export function useManagedReplies(query: ReplyQuery) {
  return useQuery(forumManagementQueries.replies(query));
}

export function useModerationLog(query: { postId: number } & Paging) {
  return useQuery(forumManagementQueries.log(query));
}

/** Every forum view, staff and public: a moderator's change shows everywhere at once. */
const forumViews = [forumKey];

function useForumMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  return useInvalidatingMutation(send, forumViews);
}

/** Adds a board (id null) or saves a change to the version its form read. */
export function useSaveBoard() {
  return useForumMutation(
    sendVersionedSave<BoardInput>({
      add: "/api/topicManageController/add",
      update: "/api/topicManageController/update",
    }),
  );
}

/**
 * A board's name and description in other languages (topicManageController/translations,
 * saveTranslation, deleteTranslation): a change shows on every forum page at once.
 */
export function useBoardTranslations(id: number) {
  return useTranslations({
    base: "/api/topicManageController",
    id,
    queryKey: forumManagementKeys.boardTranslations(id),
    views: forumViews,
    fieldsOf: (values: BoardTranslationFields) => ({
      name: values.name.trim(),
      description: values.description?.trim() ?? "",
    }),
  });
}

/** Deletes a board; the server refuses (409, with why) while it holds posts. */
export function useDeleteBoard() {
  return useForumMutation((id: number) =>
    http.post<null>("/api/topicManageController/delete", { id }),
  );
}

/** Replaces a board's moderators. */
export function useSetBoardModerators() {
  return useForumMutation((body: { id: number; userIds: number[] }) =>
    http.post<null>("/api/topicManageController/setModerators", body),
  );
}

/** Approves (publishes) or rejects with a reason a waiting post or reply. */
export function useVerifyContent() {
  return useForumMutation(
    (body: { id: number; kind: AuditKind; approve: boolean; reason?: string }) =>
      // Quiet: the queue explains a 409 (decided by someone else) itself.
      http.post<{ id: number; status: ForumStatus }>(
        "/api/manualAuditController/verifyPublishContent",
        body,
        { quiet: true },
      ),
  );
}

/** Decides a target's open reports: uphold deletes it, dismiss shows it again. */
export function useDecideReports() {
  return useForumMutation(
    ({
      kind,
      targetId,
      uphold,
      reason,
    }: {
      kind: ReportTargetKind;
      targetId: number;
      uphold: boolean;
      reason?: string;
    }) =>
      // Quiet: the reports page explains a 409 (decided by someone else) itself.
      kind === "post"
        ? http.post(
            "/api/postsController/manageReport",
            { postId: targetId, uphold, reason },
            { quiet: true },
          )
        : http.post("/api/follow/manageReport", { id: targetId, uphold, reason }, { quiet: true }),
  );
}

/** The moderator actions on a post's management page, each a POST with its body. */
export type PostAction =
  | { path: "postsToTop"; body: { postId: number; top: boolean } }
  | { path: "postsToEssence"; body: { postId: number; essence: boolean } }
  | { path: "lockPosts"; body: { postId: number; locked: boolean; reason?: string } }
  | { path: "movePosts"; body: { postId: number; topicId: number; reason: string } }
  | { path: "delPosts"; body: { id: number; reason: string } };

export function usePostAction() {
  return useForumMutation((action: PostAction) =>
    http.post(`/api/postsController/${action.path}`, action.body),
  );
}

/** Certifies a reply (listed first after the adopted one), or takes the mark away. */
export function useCertifyReply() {
  return useForumMutation((body: { id: number; certified: boolean }) =>
    http.post("/api/follow/certify", body),
  );
}

/** Deletes a reply with a reason. */
export function useDeleteReply() {
  return useForumMutation((body: { id: number; reason: string }) =>
    http.post<null>("/api/follow/deletePost", body),
  );
}
