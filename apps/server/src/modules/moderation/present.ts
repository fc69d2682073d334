import {
  type AuditItem,
  type ForumStatus,
  type Language,
  type ManagedPostDetail,
  type ManagedReply,
  type ModerationAction,
  type ModerationRecord,
  maskPhone,
  moderationLimits,
  type PendingReason,
  pendingReasons,
  type ReportGroup,
  type ReportOutcome,
  type RewardState,
  richTextCharacters,
} from "@portal/shared";
import { toSimplified, toTraditional } from "../../platform/i18n/traditional.ts";
import { sanitizeRichText } from "../../platform/sanitize/rich-text.ts";
import type { ManagedPostRow } from "./use-cases/get-managed-post.ts";
import type { ManagedReplyRow } from "./use-cases/list-all-replies.ts";
import type { AuditRow } from "./use-cases/list-audit-queue.ts";
import type { ModerationActionRow } from "./use-cases/list-moderation-record.ts";
import type { ReportedTargetRow } from "./use-cases/list-report-groups.ts";

/** How a member is named to moderators: the nickname, else the phone with its middle hidden. */
function personOf(id: number, nickname: string | null, phone: string) {
  return { id, nickname: nickname || maskPhone(phone) };
}

function boardOf(language: Language, id: number, name: string, nameEn: string) {
  const shown = language === "en-US" ? nameEn : language === "zh-TW" ? toTraditional(name) : name;
  return { id, name: shown };
}

function excerptOf(html: string): string {
  const text = richTextCharacters(html).replace(/\s+/g, " ").trim();
  const characters = [...text];
  return characters.length > moderationLimits.excerptLength
    ? `${characters.slice(0, moderationLimits.excerptLength).join("")}…`
    : text;
}

export function presentReportGroup(row: ReportedTargetRow, language: Language): ReportGroup {
  return {
    kind: row.kind,
    targetId: row.targetId,
    postId: row.postId,
    title: row.title,
    excerpt: excerptOf(row.content),
    status: row.status as ForumStatus,
    statusReason: row.statusReason,
    hiddenByReports: row.hiddenByReports,
    board: boardOf(language, row.boardId, row.boardName, row.boardNameEn),
    author: personOf(row.authorId, row.authorNickname, row.authorPhone),
    openCount: row.reports.filter((report) => report.outcome === "open").length,
    lastReportedAt: row.lastReportedAt.toISOString(),
    reports: row.reports.map((report) => ({
      id: report.id,
      reason: report.reason,
      outcome: report.outcome as ReportOutcome,
      createdAt: report.createdAt.toISOString(),
      decidedAt: report.decidedAt?.toISOString() ?? null,
      reporter: {
        ...personOf(report.reporterId, report.reporterNickname, report.reporterPhone),
        ...report.record,
      },
    })),
  };
}

/**
 * Which of the sensitive words the text holds now, ignoring case and the Traditional or
 * Simplified form of a character.
 */
function matchedWords(text: string, words: readonly string[]): string[] {
  const wanted = toSimplified(text).toLowerCase();
  return words.filter((word) => {
    const simplified = toSimplified(word.trim()).toLowerCase();
    return simplified.length > 0 && wanted.includes(simplified);
  });
}

export function presentAuditItem(
  row: AuditRow,
  language: Language,
  sensitiveWords: readonly string[],
): AuditItem {
  const text = richTextCharacters(row.content);
  const matched = matchedWords(
    row.kind === "post" ? `${row.title}\n${text}` : text,
    sensitiveWords,
  );
  const stored = pendingReasons.find((reason) => reason === row.statusReason);
  const reason: PendingReason = stored ?? (matched.length > 0 ? "sensitive_words" : "new_account");
  return {
    kind: row.kind,
    id: row.id,
    postId: row.postId,
    title: row.title,
    excerpt: excerptOf(row.content),
    content: sanitizeRichText(row.content),
    author: personOf(row.authorId, row.authorNickname, row.authorPhone),
    board: boardOf(language, row.boardId, row.boardName, row.boardNameEn),
    reason,
    matchedWords: matched,
    reward: row.reward,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentManagedReply(row: ManagedReplyRow): ManagedReply {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    content: sanitizeRichText(row.content),
    author: personOf(row.authorId, row.authorNickname, row.authorPhone),
    status: row.status as ForumStatus,
    statusReason: row.statusReason,
    hiddenByReports: row.hiddenByReports,
    certified: row.certified,
    adopted: row.adopted,
    likeCount: row.likeCount,
    dislikeCount: row.dislikeCount,
    reportCount: row.reportCount,
    openReportCount: row.openReportCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentModerationRecord(row: ModerationActionRow): ModerationRecord {
  return {
    id: row.id,
    postId: row.postId,
    replyId: row.replyId,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action as ModerationAction,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentManagedPost(row: ManagedPostRow, language: Language): ManagedPostDetail {
  const { post } = row;
  return {
    id: post.id,
    title: post.title,
    content: sanitizeRichText(post.content),
    status: post.status as ForumStatus,
    statusReason: post.statusReason,
    hiddenByReports: post.hiddenByReports,
    reward: post.reward,
    rewardState: post.rewardState as RewardState,
    adoptedReplyId: post.adoptedReplyId,
    isTop: post.isTop,
    isEssence: post.isEssence,
    isLocked: post.isLocked,
    board: boardOf(language, post.boardId, row.boardName, row.boardNameEn),
    author: personOf(post.authorId, row.authorNickname, row.authorPhone),
    tags: post.tags,
    replyCount: post.replyCount,
    allReplyCount: row.allReplyCount,
    likeCount: post.likeCount,
    dislikeCount: post.dislikeCount,
    viewCount: post.viewCount,
    followCount: post.followCount,
    reports: row.reports,
    replyReports: row.replyReports,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    lastActivityAt: post.lastActivityAt.toISOString(),
  };
}

export function presentModeratedPost(post: {
  id: number;
  boardId: number;
  isTop: boolean;
  isEssence: boolean;
  isLocked: boolean;
}) {
  return {
    id: post.id,
    topicId: post.boardId,
    isTop: post.isTop,
    isEssence: post.isEssence,
    isLocked: post.isLocked,
  };
}
