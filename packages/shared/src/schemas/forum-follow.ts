import { z } from "zod";
import { pageOf, pageQuery, recordId, recordIdFromText } from "./common.ts";

/** What a member can follow: another member, a board (a "topic" in the paths) or a post. */
export const followTargetTypes = ["user", "topic", "post"] as const;
export type FollowTargetType = (typeof followTargetTypes)[number];

/** `focusOn` and `disFocusOn`. */
export const followTargetInput = z.object({
  targetType: z.enum(followTargetTypes),
  targetId: recordId,
});
export type FollowTargetInput = z.infer<typeof followTargetInput>;

/** `oneFocusOn`: the same target in a query string. */
export const followTargetQuery = z.object({
  targetType: z.enum(followTargetTypes),
  targetId: recordIdFromText,
});

export const followState = z.object({ following: z.boolean() });
export type FollowState = z.infer<typeof followState>;

/** How news of what a member follows reaches them: each as it happens, or one message a day. */
export const followDeliveries = ["instant", "digest"] as const;
export type FollowDelivery = (typeof followDeliveries)[number];

export const followSettings = z.object({ delivery: z.enum(followDeliveries) });

/** A member as follow lists show them. */
export const followMember = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  /** When the follow began. */
  followedAt: z.string(),
});
export type FollowMember = z.infer<typeof followMember>;

export const followedBoard = z.object({
  id: z.number(),
  /** In the reader's language. */
  name: z.string(),
  /** The language `name` is shown in, for its `lang`. */
  nameLanguage: z.string(),
  postCount: z.number(),
  followedAt: z.string(),
});
export type FollowedBoard = z.infer<typeof followedBoard>;

export const followedPost = z.object({
  id: z.number(),
  title: z.string(),
  boardId: z.number(),
  replyCount: z.number(),
  lastActivityAt: z.string(),
  followedAt: z.string(),
});
export type FollowedPost = z.infer<typeof followedPost>;

export const followMemberPage = pageOf(followMember);
export const followedBoardPage = pageOf(followedBoard);
export const followedPostPage = pageOf(followedPost);

/** `queryUserFollowers`: the signed-in member's followers, or `id`'s. */
export const followersQuery = pageQuery.extend({ id: recordIdFromText.optional() });

export const followCountsQuery = z.object({ id: recordIdFromText });
export const followCounts = z.object({ followers: z.number(), following: z.number() });

/** `queryActiveUsers`: a member's visible posts and replies of the last 7 days. */
export const activeUser = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  posts: z.number(),
  replies: z.number(),
});
export type ActiveUser = z.infer<typeof activeUser>;

export const activeUserLimits = {
  /** How many members the side column names. */
  count: 10,
  /** How far back activity counts. */
  days: 7,
} as const;
