import { z } from "zod";
import { type Language, languages } from "../constants.ts";
import { forumAuthorTitles, forumLimits, forumStatuses, rewardStates } from "../domain/forum.ts";
import { richTextCharacters, richTextLength } from "../editor.ts";
import {
  keywordFilter,
  multiLine,
  optionalField,
  pageOf,
  pageQuery,
  recordId,
  recordIdFromText,
  recordVersion,
  singleLine,
} from "./common.ts";
import { memberTitle } from "./community.ts";
import {
  localization,
  translationInput,
  translationState,
  translationsAnswer,
} from "./translation.ts";

const forumPage = pageQuery.extend({
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(forumLimits.maxPageSize)
    .default(forumLimits.defaultPageSize),
});

function forumBody(maxCharacters: number) {
  return multiLine()
    .min(1)
    .max(forumLimits.bodyMaxHtmlLength)
    .refine((html) => richTextLength(html) <= maxCharacters, "validation.richText.tooLong")
    .refine((html) => richTextCharacters(html).trim().length > 0 || /<img\s/i.test(html));
}

/* ---------------------------------------------------------------- boards */

const templateKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-zA-Z0-9_]{0,29}$/);

const boardTemplateField = z.object({
  key: templateKey,
  label: singleLine().min(1).max(40),
  labelEn: singleLine().min(1).max(60),
  kind: z.enum(["text", "textarea"]),
  required: z.boolean().default(false),
});

/** The language a board's name and description are written in; versions in others are translations. */
export const boardLanguage: Language = "zh-CN";

export const boardInput = z.object({
  /** Simplified Chinese (`boardLanguage`); other languages are the board's versions (`boardTranslationInput`). */
  name: singleLine().min(1).max(forumLimits.boardNameMaxLength),
  /**
   * No longer stored: the English name is the board's en-US version, saved on its own
   * (`topicManageController/saveTranslation`). Accepted and ignored so older clients keep working.
   */
  nameEn: singleLine().max(forumLimits.boardNameEnMaxLength).optional(),
  description: singleLine().max(forumLimits.boardDescriptionMaxLength).default(""),
  /** No longer stored, as `nameEn`: the English description is the en-US version's. */
  descriptionEn: singleLine().max(forumLimits.boardDescriptionEnMaxLength).optional(),
  icon: optionalField(singleLine().max(forumLimits.boardIconMaxLength)),
  sort: z.number().int().min(-100_000).max(100_000).default(0),
  template: z
    .array(boardTemplateField)
    .max(forumLimits.boardTemplateFieldsMax)
    .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length)
    .default([]),
});
export type BoardInput = z.infer<typeof boardInput>;
export const updateBoardInput = boardInput.extend({ id: recordId, version: recordVersion });
export type UpdateBoardInput = z.infer<typeof updateBoardInput>;

export const boardAdminListQuery = forumPage.extend({ keyword: keywordFilter });
export const boardSortInput = z.object({
  list: z
    .array(z.object({ id: recordId, sort: z.number().int().min(-100_000).max(100_000) }))
    .min(1)
    .max(200),
});
export const boardModeratorsInput = z.object({
  id: recordId,
  userIds: z.array(recordId).max(forumLimits.boardModeratorsMax),
});

/** A template field as a reader sees it: the label in their language. */
const boardTemplateFieldView = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["text", "textarea"]),
  required: z.boolean(),
});

export const forumUserRef = z.object({ id: z.number(), nickname: z.string() });

/** A board as readers see it, in their language. */
export const forumBoard = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  sort: z.number(),
  postCount: z.number(),
  lastPostAt: z.string().nullable(),
  template: z.array(boardTemplateFieldView),
  moderators: z.array(forumUserRef),
  /** The language of the name and description and where they come from. */
  localization,
});
export type ForumBoard = z.infer<typeof forumBoard>;

/** What a board's version in another language holds: its name and description. */
export const boardTranslationFields = z.object({
  name: singleLine().min(1).max(forumLimits.boardNameEnMaxLength),
  description: singleLine().max(forumLimits.boardDescriptionEnMaxLength).default(""),
});
export type BoardTranslationFields = z.infer<typeof boardTranslationFields>;
export const boardTranslationInput = translationInput(boardTranslationFields);
export const boardTranslations = translationsAnswer(
  z.object({ name: z.string(), description: z.string() }),
);

/** A board as staff edit it: its words as written, the template as stored. */
export const forumBoardAdmin = z.object({
  id: z.number(),
  /** As written, in `language`. */
  name: z.string(),
  /** What an English reader is shown (the en-US version's name, else `name`); read only. */
  nameEn: z.string(),
  description: z.string(),
  /** What an English reader is shown of the description; read only. */
  descriptionEn: z.string(),
  /** The language `name` and `description` are written in. */
  language: z.enum(languages),
  /** The versions written in other languages. */
  translations: z.array(translationState),
  icon: z.string().nullable(),
  sort: z.number(),
  template: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      labelEn: z.string(),
      kind: z.enum(["text", "textarea"]),
      required: z.boolean(),
    }),
  ),
  postCount: z.number(),
  lastPostAt: z.string().nullable(),
  moderators: z.array(forumUserRef),
  version: z.number(),
  createdAt: z.string(),
});
export type ForumBoardAdmin = z.infer<typeof forumBoardAdmin>;

/* ---------------------------------------------------------------- posts */

export const forumAttachment = z.object({
  name: singleLine().min(1).max(forumLimits.attachmentNameMaxLength),
  /** An address the platform's upload receiver answered (a path on this site). */
  url: singleLine()
    .max(forumLimits.attachmentUrlMaxLength)
    .regex(/^\/(?!\/)[^\s]*$/),
  size: z
    .number()
    .int()
    .min(0)
    .max(1024 * 1024 * 1024),
});
export type ForumAttachmentInput = z.infer<typeof forumAttachment>;

export const publishPostInput = z.object({
  topicId: recordId,
  title: singleLine().min(forumLimits.titleMinLength).max(forumLimits.titleMaxLength),
  /** Rich text, sanitized on save and on output. */
  content: forumBody(forumLimits.bodyMaxCharacters),
  reward: z.number().int().min(0).max(forumLimits.rewardMax).default(0),
  tags: z
    .array(singleLine().min(1).max(forumLimits.tagMaxLength))
    .max(forumLimits.tagsMax)
    .default([]),
  productIds: z.array(recordId).max(forumLimits.productsMax).default([]),
  attachments: z.array(forumAttachment).max(forumLimits.attachmentsMax).default([]),
  /** The board template's answers by field key. */
  templateAnswers: z
    .record(templateKey, multiLine().max(forumLimits.templateAnswerMaxLength))
    .refine((answers) => Object.keys(answers).length <= forumLimits.boardTemplateFieldsMax)
    .default({}),
});
export type PublishPostInput = z.infer<typeof publishPostInput>;

export const publishAnswer = z.object({
  id: z.number(),
  status: z.enum(["published", "pending"]),
});
export type PublishAnswer = z.infer<typeof publishAnswer>;

export const raiseRewardInput = z.object({
  postId: recordId,
  reward: z.number().int().min(1).max(forumLimits.rewardMax),
});
export const forumIdQuery = z.object({ id: recordIdFromText });
/** The board a question is being written for: its moderators may attach in their first day. */
export const attachmentQuery = z.object({ topicId: recordIdFromText.optional() });
export const forumPostIdBody = z.object({ postId: recordId });
export const deletePostInput = z.object({
  id: recordId,
  reason: singleLine().min(1).max(forumLimits.reasonMaxLength),
});
export const adoptInput = z.object({ postId: recordId, replyId: recordId });
export const existsAnswer = z.object({ exists: z.boolean() });

export const rewardAnswer = z.object({ reward: z.number(), rewardState: z.enum(rewardStates) });
export const followAnswer = z.object({ followed: z.boolean(), followCount: z.number() });
export const voteAnswer = z.object({
  liked: z.boolean(),
  disliked: z.boolean(),
  likeCount: z.number(),
  dislikeCount: z.number(),
});
export type VoteAnswer = z.infer<typeof voteAnswer>;

export const forumAuthor = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  title: z.enum(forumAuthorTitles),
  /** The title shown beside the name in the reader's language (engineer, honorary or member). */
  memberTitle,
});
export type ForumAuthor = z.infer<typeof forumAuthor>;

/** A post in a list: no body, a short excerpt of its text. */
export const forumPostSummary = z.object({
  id: z.number(),
  topicId: z.number(),
  /** The board's name in the reader's language (see `topicLanguage`). */
  topicName: z.string(),
  /** The language `topicName` is shown in: the reader's, or the original's when it has none. */
  topicLanguage: z.enum(languages),
  title: z.string(),
  excerpt: z.string(),
  author: forumAuthor,
  status: z.enum(forumStatuses),
  hiddenByReports: z.boolean(),
  reward: z.number(),
  rewardState: z.enum(rewardStates),
  tags: z.array(z.string()),
  isTop: z.boolean(),
  isEssence: z.boolean(),
  isLocked: z.boolean(),
  adoptedReplyId: z.number().nullable(),
  replyCount: z.number(),
  likeCount: z.number(),
  viewCount: z.number(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type ForumPostSummary = z.infer<typeof forumPostSummary>;

const forumTemplateAnswer = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
});

export const forumPostDetail = forumPostSummary.extend({
  content: z.string(),
  statusReason: z.string().nullable(),
  board: z.object({ id: z.number(), name: z.string() }),
  templateAnswers: z.array(forumTemplateAnswer),
  productIds: z.array(z.number()),
  attachments: z.array(z.object({ name: z.string(), url: z.string(), size: z.number() })),
  dislikeCount: z.number(),
  followCount: z.number(),
  liked: z.boolean(),
  disliked: z.boolean(),
  followed: z.boolean(),
  isAuthor: z.boolean(),
  canModerate: z.boolean(),
  updatedAt: z.string(),
});
export type ForumPostDetail = z.infer<typeof forumPostDetail>;

export const boardPostsQuery = forumPage.extend({ topicId: recordIdFromText });
export const staffBoardPostsQuery = forumPage.extend({
  topicId: recordIdFromText.optional(),
  status: z.enum(forumStatuses).optional(),
  keyword: keywordFilter,
});
export const unansweredPostsQuery = forumPage.extend({ topicId: recordIdFromText.optional() });

/** A member's page: their visible posts (`posts`) or the posts that adopted their answer. */
export const memberPostsQuery = forumPage.extend({
  userId: recordIdFromText,
  kind: z.enum(["posts", "adopted"]).default("posts"),
});
export const memberRepliesQuery = forumPage.extend({ userId: recordIdFromText });
export const memberActivityQuery = z.object({ userId: recordIdFromText });

/** A member's reply as their page lists it, with the post it answers. */
export const memberReply = z.object({
  id: z.number(),
  postId: z.number(),
  postTitle: z.string(),
  /** The reply's words as plain text, cut to a line's length. */
  excerpt: z.string(),
  adopted: z.boolean(),
  createdAt: z.string(),
});
export type MemberReply = z.infer<typeof memberReply>;

/** How much a member's page shows of their forum activity. */
export const memberActivity = z.object({
  posts: z.number(),
  replies: z.number(),
  adopted: z.number(),
});
export type MemberActivity = z.infer<typeof memberActivity>;
export const hotPostsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(forumLimits.hotPostsMax).default(10),
});
export const forumSearchQuery = forumPage.extend({
  keyword: singleLine().min(1).max(50),
});
export const forumSearchPage = pageOf(forumPostSummary).extend({
  /** Always false since the search index counts every match; the forum page still reads it. */
  totalCapped: z.boolean(),
});
export type ForumSearchPage = z.infer<typeof forumSearchPage>;

/* ---------------------------------------------------------------- replies */

export const sendReplyInput = z.object({
  postId: recordId,
  content: forumBody(forumLimits.replyMaxCharacters),
  /** The reply answered; a reply to a reply is filed under its top reply. */
  parentId: recordId.optional(),
});
export type SendReplyInput = z.infer<typeof sendReplyInput>;

export const replyListQuery = forumPage.extend({ postId: recordIdFromText });
export const forumIdBody = z.object({ id: recordId });
export const deleteReplyInput = z.object({
  id: recordId,
  reason: optionalField(singleLine().max(forumLimits.reasonMaxLength)),
});

const forumReplyBase = z.object({
  id: z.number(),
  postId: z.number(),
  parentId: z.number().nullable(),
  content: z.string(),
  status: z.enum(forumStatuses),
  hiddenByReports: z.boolean(),
  certified: z.boolean(),
  adopted: z.boolean(),
  author: forumAuthor,
  likeCount: z.number(),
  dislikeCount: z.number(),
  /** The viewer's vote: 1 liked, -1 disliked, 0 none. */
  myVote: z.number(),
  isAuthor: z.boolean(),
  createdAt: z.string(),
});
export const forumReply = forumReplyBase.extend({ children: z.array(forumReplyBase) });
export type ForumReply = z.infer<typeof forumReply>;
export type ForumReplyChild = z.infer<typeof forumReplyBase>;
