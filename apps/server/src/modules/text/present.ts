import type {
  TextComment,
  TextDetail,
  TextStatus,
  TextSummary,
  TextType,
  TranslationState,
} from "@portal/shared";
import { sanitizeRichText } from "../../platform/sanitize/rich-text.ts";
import type { LocalizedTextRow } from "./use-cases/localize-texts.ts";

export function presentTextSummary(
  row: LocalizedTextRow & { translations?: TranslationState[] },
): TextSummary {
  return {
    id: row.id,
    type: row.type as TextType,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    category: row.category,
    tags: row.tags,
    status: row.status as TextStatus,
    pinned: row.pinned,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readCount: row.readCount,
    likeCount: row.likeCount,
    collectCount: row.collectCount,
    commentCount: row.commentCount,
    authorName: row.authorName,
    localization: row.localization,
    ...(row.translations ? { translations: row.translations } : {}),
  };
}

/** The whole text; its body is sanitized again on the way out, whatever the table holds. */
export function presentTextDetail(
  row: LocalizedTextRow,
  viewerState: { liked: boolean; collected: boolean },
): TextDetail {
  return {
    ...presentTextSummary(row),
    content: sanitizeRichText(row.content),
    videoUrl: row.videoUrl,
    pageKey: row.pageKey as TextDetail["pageKey"],
    productId: row.productId,
    sort: row.sort,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    ...viewerState,
  };
}

export type CommentRow = {
  id: number;
  textId: number;
  userId: number;
  nickname: string | null;
  avatar: string | null;
  authorDeleted: boolean;
  content: string;
  likeCount: number;
  liked: boolean;
  createdAt: Date;
};

export function presentComment(
  row: CommentRow,
  viewer: { userId: number | null; moderates: boolean },
): TextComment {
  return {
    id: row.id,
    textId: row.textId,
    userId: row.userId,
    nickname: row.authorDeleted ? "" : (row.nickname ?? ""),
    avatar: row.authorDeleted ? null : row.avatar,
    authorDeleted: row.authorDeleted,
    content: row.content,
    likeCount: row.likeCount,
    liked: row.liked,
    deletable: viewer.moderates || viewer.userId === row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}
