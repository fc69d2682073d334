import { z } from "zod";
import {
  forumLimits,
  forumStatuses,
  moderationActions,
  pendingReasons,
  rewardStates,
} from "../domain/forum.ts";
import { moderationLimits, reportOutcomes, reportTargetKinds } from "../domain/moderation.ts";
import {
  optionalField,
  pageOf,
  pageQuery,
  recordId,
  recordIdFromText,
  singleLine,
} from "./common.ts";
import { forumUserRef } from "./forum.ts";

const moderationPage = pageQuery.extend({
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(moderationLimits.maxPageSize)
    .default(moderationLimits.defaultPageSize),
});

const reportReason = singleLine().min(1).max(moderationLimits.reportReasonMaxLength);
/** A moderator's reason: required for deleting, moving, locking and rejecting (checked there). */
const decisionReason = optionalField(singleLine().max(forumLimits.reasonMaxLength));
const requiredReason = singleLine().min(1).max(forumLimits.reasonMaxLength);

/* ---------------------------------------------------------------- reports */

export const reportPostInput = z.object({ postId: recordId, reason: reportReason });
export const reportReplyInput = z.object({ id: recordId, reason: reportReason });

/** The member's report is recorded; `hidden` tells whether the content is hidden now. */
export const reportAnswer = z.object({ reported: z.literal(true), hidden: z.boolean() });

/** Uphold deletes the content; dismiss shows it again. */
export const decidePostReportInput = z.object({
  postId: recordId,
  uphold: z.boolean(),
  reason: decisionReason,
});
export const decideReplyReportInput = z.object({
  id: recordId,
  uphold: z.boolean(),
  reason: decisionReason,
});

export const reportDecisionAnswer = z.object({
  outcome: z.enum(["upheld", "dismissed"]),
  /** How many open reports the decision closed. */
  decided: z.number(),
});

export const reportRecordQuery = moderationPage.extend({
  /** Targets with reports of this outcome; every target with reports when left out. */
  outcome: z.enum(reportOutcomes).optional(),
});

/** A reporter with their record: how many of their decided reports were upheld or dismissed. */
const reporterRecord = forumUserRef.extend({
  upheld: z.number(),
  dismissed: z.number(),
  open: z.number(),
});

const reportEntry = z.object({
  id: z.number(),
  reason: z.string(),
  outcome: z.enum(reportOutcomes),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  reporter: reporterRecord,
});

/** One reported post or reply with every report on it (of the outcome asked), newest first. */
export const reportGroup = z.object({
  kind: z.enum(reportTargetKinds),
  targetId: z.number(),
  postId: z.number(),
  /** The post's title (a reply's post's title). */
  title: z.string(),
  excerpt: z.string(),
  status: z.enum(forumStatuses),
  statusReason: z.string().nullable(),
  hiddenByReports: z.boolean(),
  board: z.object({ id: z.number(), name: z.string() }),
  author: forumUserRef,
  openCount: z.number(),
  lastReportedAt: z.string(),
  reports: z.array(reportEntry),
});
export type ReportGroup = z.infer<typeof reportGroup>;
export const reportGroupPage = pageOf(reportGroup);

/* ---------------------------------------------------------------- manual audit */

export const auditKinds = ["post", "reply"] as const;
export type AuditKind = (typeof auditKinds)[number];

export const auditQueueQuery = moderationPage.extend({ kind: z.enum(auditKinds).optional() });

/** A post or reply waiting in the queue, oldest first, with why it waits. */
export const auditItem = z.object({
  kind: z.enum(auditKinds),
  id: z.number(),
  postId: z.number(),
  title: z.string(),
  excerpt: z.string(),
  /** The body, sanitized, for the moderator to read before deciding. */
  content: z.string(),
  author: forumUserRef,
  board: z.object({ id: z.number(), name: z.string() }),
  reason: z.enum(pendingReasons),
  /** The sensitive words the title or body holds now. */
  matchedWords: z.array(z.string()),
  reward: z.number(),
  createdAt: z.string(),
});
export type AuditItem = z.infer<typeof auditItem>;
export const auditItemPage = pageOf(auditItem);

export const verifyContentInput = z.object({
  id: recordId,
  kind: z.enum(auditKinds),
  approve: z.boolean(),
  /** Required when rejecting: the author is told it. */
  reason: decisionReason,
});
export const verifyContentAnswer = z.object({ id: z.number(), status: z.enum(forumStatuses) });

export const auditCount = z.object({ count: z.number() });

/* ---------------------------------------------------------------- moderator actions */

export const topPostInput = z.object({ postId: recordId, top: z.boolean() });
export const essencePostInput = z.object({ postId: recordId, essence: z.boolean() });
export const movePostInput = z.object({
  postId: recordId,
  topicId: recordId,
  reason: requiredReason,
});
export const lockPostInput = z.object({
  postId: recordId,
  locked: z.boolean(),
  /** Required when locking. */
  reason: decisionReason,
});
export const certifyReplyInput = z.object({ id: recordId, certified: z.boolean() });

/** The post's flags after a moderator action. */
export const moderatedPost = z.object({
  id: z.number(),
  topicId: z.number(),
  isTop: z.boolean(),
  isEssence: z.boolean(),
  isLocked: z.boolean(),
});
export const certifiedReply = z.object({ id: z.number(), certified: z.boolean() });

export const allStatesRepliesQuery = moderationPage.extend({
  postId: recordIdFromText,
  status: z.enum(forumStatuses).optional(),
});

/** A reply in any state, as staff see it. */
export const managedReply = z.object({
  id: z.number(),
  postId: z.number(),
  parentId: z.number().nullable(),
  content: z.string(),
  author: forumUserRef,
  status: z.enum(forumStatuses),
  statusReason: z.string().nullable(),
  hiddenByReports: z.boolean(),
  certified: z.boolean(),
  adopted: z.boolean(),
  likeCount: z.number(),
  dislikeCount: z.number(),
  reportCount: z.number(),
  openReportCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedReply = z.infer<typeof managedReply>;
export const managedReplyPage = pageOf(managedReply);

export const moderationRecordQuery = moderationPage.extend({ postId: recordIdFromText });

export const moderationRecord = z.object({
  id: z.number(),
  postId: z.number(),
  replyId: z.number().nullable(),
  actorId: z.number().nullable(),
  actorName: z.string(),
  action: z.enum(moderationActions),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationRecord = z.infer<typeof moderationRecord>;
export const moderationRecordPage = pageOf(moderationRecord);

export const managedPostQuery = z.object({ id: recordIdFromText });

const reportSummary = z.object({
  open: z.number(),
  upheld: z.number(),
  dismissed: z.number(),
});

/** A post in any state as staff see it on its management page. */
export const managedPostDetail = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  status: z.enum(forumStatuses),
  statusReason: z.string().nullable(),
  hiddenByReports: z.boolean(),
  reward: z.number(),
  rewardState: z.enum(rewardStates),
  adoptedReplyId: z.number().nullable(),
  isTop: z.boolean(),
  isEssence: z.boolean(),
  isLocked: z.boolean(),
  board: z.object({ id: z.number(), name: z.string() }),
  author: forumUserRef,
  tags: z.array(z.string()),
  replyCount: z.number(),
  /** Replies in every state. */
  allReplyCount: z.number(),
  likeCount: z.number(),
  dislikeCount: z.number(),
  viewCount: z.number(),
  followCount: z.number(),
  reports: reportSummary,
  /** Reports on the post's replies. */
  replyReports: reportSummary,
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActivityAt: z.string(),
});
export type ManagedPostDetail = z.infer<typeof managedPostDetail>;
