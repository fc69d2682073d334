/*
 * The forum's states, limits, attachment kinds and post paths: plain values that the web's pages
 * use without the schemas, which would bring zod with them. `schemas/forum.ts` builds its schemas
 * on these.
 */

import { officeFileExtensions, pictureExtensions } from "../upload-kinds.ts";

/** Where a post or reply stands: waiting in the audit queue, shown, refused, or deleted. */
export const forumStatuses = ["pending", "published", "rejected", "deleted"] as const;
export type ForumStatus = (typeof forumStatuses)[number];

/** A bounty's points: none, held from the author, paid to the adopted answer, or returned. */
export const rewardStates = ["none", "held", "paid", "refunded"] as const;
export type RewardState = (typeof rewardStates)[number];

/** Every moderator action recorded on a post (and shown on its management page). */
export const moderationActions = [
  "top",
  "untop",
  "essence",
  "unessence",
  "move",
  "lock",
  "unlock",
  "delete",
  "restore",
  "approve",
  "reject",
  "hide",
  "certify",
  "uncertify",
  "adopt",
] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** Why a post or reply waits in the audit queue. */
export const pendingReasons = ["new_account", "sensitive_words"] as const;
export type PendingReason = (typeof pendingReasons)[number];

/** How a reply's author is titled beside their name. */
export const forumAuthorTitles = ["engineer", "member"] as const;

export const forumLimits = {
  titleMinLength: 4,
  titleMaxLength: 120,
  /** Characters of text in a post's or reply's body (HTML around it may take more). */
  bodyMaxCharacters: 10_000,
  bodyMaxHtmlLength: 200_000,
  replyMaxCharacters: 5_000,
  tagsMax: 5,
  tagMaxLength: 20,
  productsMax: 5,
  attachmentsMax: 5,
  /** One attachment (a log, a schematic, a screenshot) at most this size. */
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentNameMaxLength: 200,
  attachmentUrlMaxLength: 500,
  templateAnswerMaxLength: 1_000,
  rewardMax: 1_000,
  reasonMaxLength: 300,
  boardNameMaxLength: 40,
  /** A board's name in another language than its original's (English runs longer). */
  boardNameEnMaxLength: 60,
  boardDescriptionMaxLength: 300,
  /** A board's description in another language than its original's. */
  boardDescriptionEnMaxLength: 400,
  boardIconMaxLength: 500,
  boardTemplateFieldsMax: 10,
  boardModeratorsMax: 20,
  defaultPageSize: 20,
  maxPageSize: 50,
  repliesPageSize: 20,
  hotPostsMax: 20,
  /** A new account (first day) posts at most this many times and adds no links or files. */
  newAccountPostsPerDay: 3,
  /** A new account's first posts wait in the audit queue. */
  newAccountQueuedPosts: 2,
  newAccountHours: 24,
  /** One post a minute per member. */
  postIntervalSeconds: 60,
  /** The same body again by the same author within this window is refused. */
  repeatWindowMinutes: 10,
  /** A bounty with no adopted answer after this many days goes back to the author. */
  bountyExpiryDays: 30,
  hotDays: 7,
} as const;
/** What a question may attach: logs and sources as text, pictures, office files and archives. */
export const forumAttachmentExtensions = [
  ...pictureExtensions,
  ...officeFileExtensions,
  "log",
  "json",
  "hex",
  "ini",
  "md",
  "c",
  "h",
] as const;
/** The web route of a post (and of one of its replies): where a notice about it leads. */
export function forumPostPath(postId: number, replyId?: number | null): string {
  return replyId ? `/forum/post/${postId}?reply=${replyId}` : `/forum/post/${postId}`;
}
