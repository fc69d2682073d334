import {
  type ForumAuthor,
  type ForumBoard,
  type ForumBoardAdmin,
  type ForumPostDetail,
  type ForumPostSummary,
  type ForumReply,
  type ForumReplyChild,
  type ForumStatus,
  type Language,
  type Localization,
  type MemberReply,
  type MemberTitle,
  maskPhone,
  type RewardState,
  type TranslationState,
} from "@portal/shared";
import { toTraditional } from "../../platform/i18n/traditional.ts";
import { sanitizeRichText } from "../../platform/sanitize/rich-text.ts";
import type { BoardWithModerators } from "./board-rows.ts";
import type { ForumPostRow, PostSummaryRow } from "./post-rows.ts";
import { plainText } from "./posting-rules.ts";
import type { BoardTemplateField } from "./schema.ts";
import type { MemberReplyRow } from "./use-cases/list-member-activity.ts";

const excerptLength = 160;

/** A template label (Simplified, with its English) as the reader's language wants it. */
function localized(language: Language, simplified: string, english: string): string {
  if (language === "en-US") return english || simplified;
  if (language === "zh-TW") return toTraditional(simplified);
  return simplified;
}

function labelled(field: BoardTemplateField, language: Language) {
  return {
    key: field.key,
    label: localized(language, field.label, field.labelEn),
    kind: field.kind,
    required: field.required,
  };
}

/** A board with its name and description already in the reader's language (`localizeBoards`). */
export function presentBoard(
  board: BoardWithModerators & { localization: Localization },
  language: Language,
): ForumBoard {
  return {
    id: board.id,
    name: board.name,
    description: board.description,
    icon: board.icon,
    sort: board.sort,
    postCount: board.postCount,
    lastPostAt: board.lastPostAt?.toISOString() ?? null,
    template: board.template.map((field) => labelled(field, language)),
    moderators: board.moderators,
    localization: board.localization,
  };
}

/** A board as written, with the languages it has versions in (`boardTranslations.rowsAsWritten`). */
export function presentBoardAdmin(
  board: BoardWithModerators & { localization: Localization; translations: TranslationState[] },
): ForumBoardAdmin {
  return {
    id: board.id,
    name: board.name,
    nameEn: board.nameEn,
    description: board.description,
    descriptionEn: board.descriptionEn,
    language: board.localization.originalLanguage,
    translations: board.translations,
    icon: board.icon,
    sort: board.sort,
    template: board.template,
    postCount: board.postCount,
    lastPostAt: board.lastPostAt?.toISOString() ?? null,
    moderators: board.moderators,
    version: board.version,
    createdAt: board.createdAt.toISOString(),
  };
}

export type AuthorRow = {
  id: number;
  nickname: string | null;
  phone: string;
  avatarUrl: string | null;
  isEngineer: boolean;
  /** In the reader's language, from the community module's `titlesOf`. */
  memberTitle: MemberTitle;
};

function presentAuthor(author: AuthorRow): ForumAuthor {
  return {
    id: author.id,
    nickname: author.nickname ?? maskPhone(author.phone),
    avatarUrl: author.avatarUrl,
    title: author.isEngineer ? "engineer" : "member",
    memberTitle: author.memberTitle,
  };
}

/**
 * A post's opening words as plain text. The body was sanitized when it was saved and an excerpt
 * is text, never markup, so its tags are dropped without sanitizing it again (which, for a page
 * of twenty posts, cost more than the query); a tag cut off by the head's 1,000 characters goes
 * too, and lines (of a log, of code) stay apart.
 */
function excerptOf(html: string): string {
  const whole = html.replace(/<[^>]*$/, "").replace(/[\r\n]+/g, " ");
  const text = plainText(whole).replace(/\s+/g, " ").trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength)}…` : text;
}

/** A member's reply as their page lists it: its opening words beside the post it answers. */
export function presentMemberReply(row: MemberReplyRow): MemberReply {
  return {
    id: row.id,
    postId: row.postId,
    postTitle: row.postTitle,
    excerpt: excerptOf(row.content.slice(0, 1000)),
    adopted: row.adopted,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A post in a list, its board and its author's title in the reader's language (`withBoardNamesIn`). */
export function presentPostSummary(
  row: PostSummaryRow & { boardLanguage: Language; authorTitle: MemberTitle },
): ForumPostSummary {
  return {
    id: row.id,
    topicId: row.boardId,
    topicName: row.boardName,
    topicLanguage: row.boardLanguage,
    title: row.title,
    excerpt: excerptOf(row.head),
    author: presentAuthor({
      id: row.authorId,
      nickname: row.authorNickname,
      phone: row.authorPhone,
      avatarUrl: row.authorAvatar,
      isEngineer: row.authorEngineer,
      memberTitle: row.authorTitle,
    }),
    status: row.status as ForumStatus,
    hiddenByReports: row.hiddenByReports,
    reward: row.reward,
    rewardState: row.rewardState as RewardState,
    tags: row.tags,
    isTop: row.isTop,
    isEssence: row.isEssence,
    isLocked: row.isLocked,
    adoptedReplyId: row.adoptedReplyId,
    replyCount: row.replyCount,
    likeCount: row.likeCount,
    viewCount: row.viewCount,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export type PostDetailParts = {
  post: ForumPostRow;
  board: { id: number; name: string; description: string; template: BoardTemplateField[] };
  author: AuthorRow;
  viewer: {
    liked: boolean;
    disliked: boolean;
    followed: boolean;
    isAuthor: boolean;
    canModerate: boolean;
  };
};

/**
 * A whole post, its board named in the reader's language (`localizeBoards`); its body is
 * sanitized again on the way out, whatever the table holds.
 */
export function presentPostDetail(
  parts: PostDetailParts & { board: { localization: Localization } },
  language: Language,
): ForumPostDetail {
  const { post, board, author, viewer } = parts;
  const fields = new Map(board.template.map((field) => [field.key, field]));
  return {
    id: post.id,
    topicId: board.id,
    topicName: board.name,
    topicLanguage: board.localization.language,
    title: post.title,
    excerpt: excerptOf(post.content),
    author: presentAuthor(author),
    status: post.status as ForumStatus,
    hiddenByReports: post.hiddenByReports,
    reward: post.reward,
    rewardState: post.rewardState as RewardState,
    tags: post.tags,
    isTop: post.isTop,
    isEssence: post.isEssence,
    isLocked: post.isLocked,
    adoptedReplyId: post.adoptedReplyId,
    replyCount: post.replyCount,
    likeCount: post.likeCount,
    viewCount: post.viewCount,
    lastActivityAt: post.lastActivityAt.toISOString(),
    createdAt: post.createdAt.toISOString(),
    content: sanitizeRichText(post.content),
    statusReason: post.statusReason,
    board: { id: board.id, name: board.name },
    templateAnswers: Object.entries(post.templateAnswers).map(([key, value]) => {
      const field = fields.get(key);
      return { key, label: field ? labelled(field, language).label : key, value };
    }),
    productIds: post.productIds,
    attachments: post.attachments,
    dislikeCount: post.dislikeCount,
    followCount: post.followCount,
    ...viewer,
    updatedAt: post.updatedAt.toISOString(),
  };
}

export type ReplyRow = {
  id: number;
  postId: number;
  parentId: number | null;
  content: string;
  status: string;
  hiddenByReports: boolean;
  certified: boolean;
  likeCount: number;
  dislikeCount: number;
  createdAt: Date;
  author: AuthorRow;
  myVote: number;
};

function presentReplyChild(
  row: ReplyRow,
  adoptedReplyId: number | null,
  viewerId: number | null,
): ForumReplyChild {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    content: sanitizeRichText(row.content),
    status: row.status as ForumStatus,
    hiddenByReports: row.hiddenByReports,
    certified: row.certified,
    adopted: row.id === adoptedReplyId,
    author: presentAuthor(row.author),
    likeCount: row.likeCount,
    dislikeCount: row.dislikeCount,
    myVote: row.myVote,
    isAuthor: viewerId !== null && row.author.id === viewerId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentReply(
  row: ReplyRow & { children: ReplyRow[] },
  adoptedReplyId: number | null,
  viewerId: number | null,
): ForumReply {
  return {
    ...presentReplyChild(row, adoptedReplyId, viewerId),
    children: row.children.map((child) => presentReplyChild(child, adoptedReplyId, viewerId)),
  };
}
