import { z } from "zod";
import { languages } from "../constants.ts";
import { contentLimits, singlePageKeys, textStatuses, textTypes } from "../domain/content.ts";
import { pictureMimeTypes } from "../upload-kinds.ts";
import {
  keywordFilter,
  multiLine,
  optionalField,
  pageQuery,
  recordId,
  recordIdFromText,
  recordVersion,
  singleLine,
} from "./common.ts";
import {
  localization,
  originalLanguage,
  translationInput,
  translationState,
  translationsAnswer,
} from "./translation.ts";

const url = singleLine().max(contentLimits.urlMaxLength);
const richText = z.string().max(contentLimits.richTextMaxHtmlLength);
const sort = z.number().int().min(-100_000).max(100_000);

/** What staff write: every field of a text but its counters. */
export const textInput = z.object({
  type: z.enum(textTypes),
  language: originalLanguage,
  title: singleLine().min(1).max(contentLimits.titleMaxLength),
  summary: optionalField(multiLine().max(contentLimits.summaryMaxLength)),
  cover: optionalField(url),
  /** Rich text (HTML), sanitized against the allow-list on save and on output. */
  content: richText.default(""),
  status: z.enum(textStatuses),
  category: optionalField(singleLine().max(contentLimits.categoryMaxLength)),
  tags: z
    .array(singleLine().min(1).max(contentLimits.tagMaxLength))
    .max(contentLimits.tagsMax)
    .default([]),
  /** A school video's uploaded file or embed address. */
  videoUrl: optionalField(url),
  /** The key of a single page (`type: "page"`). */
  pageKey: optionalField(z.enum(singlePageKeys)),
  pinned: z.boolean().default(false),
  sort: sort.default(0),
  /** The product a notice is about: its subscribers hear of the notice when first published. */
  productId: recordId.nullish(),
});
export type TextInput = z.infer<typeof textInput>;

export const updateTextInput = textInput.extend({
  id: recordId,
  version: recordVersion,
});

/** What a text's version in another language holds: the words, not the settings. */
export const textTranslationFields = textInput.pick({
  title: true,
  summary: true,
  content: true,
  category: true,
});
export type TextTranslationFields = z.infer<typeof textTranslationFields>;
export const textTranslationInput = translationInput(textTranslationFields);
export type TextTranslationInput = z.infer<typeof textTranslationInput>;
export const textTranslations = translationsAnswer(
  z.object({
    title: z.string(),
    summary: z.string().nullable(),
    content: z.string(),
    category: z.string().nullable(),
  }),
);
export type UpdateTextInput = z.infer<typeof updateTextInput>;

export const contentIdBody = z.object({ id: recordId });
export const contentIdQuery = z.object({ id: recordIdFromText });

/**
 * Marketing texts in these categories are the downloadable material (brochures, handbooks) of
 * /server/marketingSupportMaterial; the other marketing texts are /server/marketingSupport's.
 */
export const marketingMaterialCategories = ["产品彩页", "方案手册", "案例集", "宣传视频"] as const;

/** `a,b,c` in a query string: distinct non-empty items, each checked by `item`. */
function commaList<T extends z.ZodType<unknown, string>>(item: T, max: number) {
  return z
    .string()
    .transform((text) => [
      ...new Set(
        text
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(item).min(1).max(max))
    .optional();
}

const categoryFilter = singleLine().max(contentLimits.categoryMaxLength);

/** The management table's filters. */
export const textAdminListQuery = pageQuery.extend({
  type: z.enum(textTypes).optional(),
  /** The types a management page manages (`types=news,knowledge`); `type` narrows further. */
  types: commaList(z.enum(textTypes), textTypes.length),
  status: z.enum(textStatuses).optional(),
  keyword: keywordFilter,
  category: optionalField(categoryFilter),
  /** Only texts in one of these categories. */
  categoryIn: commaList(categoryFilter, 20),
  /** Only texts in none of these categories (or in none at all). */
  categoryNotIn: commaList(categoryFilter, 20),
});

/** Publishing or unpublishing from the management table. */
export const textStatusBody = z.object({ id: recordId, status: z.enum(textStatuses) });

/** Public lists: published texts, optionally of some types, a category or a keyword. */
export const textListQuery = pageQuery.extend({
  type: z.enum(textTypes).optional(),
  category: optionalField(singleLine().max(contentLimits.categoryMaxLength)),
  keyword: keywordFilter,
});

export const popularTextsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(contentLimits.popularMax).default(5),
});

/** A line of a list: no body. */
export const textSummary = z.object({
  id: z.number(),
  type: z.enum(textTypes),
  title: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(textStatuses),
  pinned: z.boolean(),
  publishedAt: z.string().nullable(),
  readCount: z.number(),
  likeCount: z.number(),
  collectCount: z.number(),
  commentCount: z.number(),
  authorName: z.string().nullable(),
  /** The language of title, summary and body, and where they come from. */
  localization,
  /** Management lists only: the versions written in other languages. */
  translations: z.array(translationState).optional(),
});
export type TextSummary = z.infer<typeof textSummary>;

/** A whole text with what the viewer did with it. */
export const textDetail = textSummary.extend({
  content: z.string(),
  videoUrl: z.string().nullable(),
  pageKey: z.enum(singlePageKeys).nullable(),
  /** The product a notice is about. */
  productId: z.number().nullable(),
  sort: z.number(),
  version: z.number(),
  updatedAt: z.string(),
  liked: z.boolean(),
  collected: z.boolean(),
});
export type TextDetail = z.infer<typeof textDetail>;

export const readCountAnswer = z.object({ id: z.number(), readCount: z.number() });
export const likeAnswer = z.object({ liked: z.boolean(), likeCount: z.number() });
export type LikeAnswer = z.infer<typeof likeAnswer>;
export const collectAnswer = z.object({ collected: z.boolean(), collectCount: z.number() });
export type CollectAnswer = z.infer<typeof collectAnswer>;

export const commentListQuery = pageQuery.extend({ textId: recordIdFromText });
export const commentInput = z.object({
  textId: recordId,
  content: multiLine().min(1).max(contentLimits.commentMaxLength),
});
export const textComment = z.object({
  id: z.number(),
  textId: z.number(),
  userId: z.number(),
  /** Empty, with no avatar, when the author's account was deleted: the comment stays. */
  nickname: z.string(),
  avatar: z.string().nullable(),
  authorDeleted: z.boolean(),
  content: z.string(),
  likeCount: z.number(),
  liked: z.boolean(),
  /** The viewer wrote it or moderates: the page offers to delete it. */
  deletable: z.boolean(),
  createdAt: z.string(),
});
export type TextComment = z.infer<typeof textComment>;

export const pageKeyQuery = z.object({ key: z.enum(singlePageKeys) });

// FAQ

export const faqTypeInput = z.object({
  language: originalLanguage,
  name: singleLine().min(1).max(contentLimits.faqTypeNameMaxLength),
  sort: sort.default(0),
});
export const updateFaqTypeInput = faqTypeInput.extend({ id: recordId, version: recordVersion });
export const faqTypeSortInput = z.object({
  /** Every type id in the order wanted. */
  ids: z.array(recordId).min(1).max(500),
});
export const faqType = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  version: z.number(),
  faqCount: z.number(),
  /** The language of the name and where it comes from. */
  localization,
  /** Management lists only: the versions written in other languages. */
  translations: z.array(translationState).optional(),
});
export type FaqType = z.infer<typeof faqType>;

export const faqInput = z.object({
  typeId: recordId,
  language: originalLanguage,
  question: singleLine().min(1).max(contentLimits.faqQuestionMaxLength),
  /** Rich text (HTML), sanitized like a text's body. */
  answer: richText.min(1),
  sort: sort.default(0),
  status: z.enum(textStatuses).default("published"),
});
export type FaqInput = z.infer<typeof faqInput>;
export const updateFaqInput = faqInput.extend({ id: recordId, version: recordVersion });
export type UpdateFaqInput = z.infer<typeof updateFaqInput>;

export const faqListQuery = pageQuery.extend({
  typeId: optionalField(recordIdFromText),
  keyword: keywordFilter,
});
export type FaqListQuery = z.infer<typeof faqListQuery>;

export const faqItem = z.object({
  id: z.number(),
  typeId: z.number(),
  typeName: z.string(),
  /** The language `typeName` is shown in (the type's localization may differ from the question's). */
  typeLanguage: z.enum(languages),
  question: z.string(),
  answer: z.string(),
  sort: z.number(),
  status: z.enum(textStatuses),
  version: z.number(),
  updatedAt: z.string(),
  /** The language of the question and answer and where they come from. */
  localization,
  /** Management lists only: the versions written in other languages. */
  translations: z.array(translationState).optional(),
});
export type FaqItem = z.infer<typeof faqItem>;

/** What a question's version in another language holds. */
export const faqTranslationFields = faqInput.pick({ question: true, answer: true });
export type FaqTranslationFields = z.infer<typeof faqTranslationFields>;
export const faqTranslationInput = translationInput(faqTranslationFields);
export const faqTranslations = translationsAnswer(
  z.object({ question: z.string(), answer: z.string() }),
);

/** What a question type's version in another language holds. */
export const faqTypeTranslationFields = faqTypeInput.pick({ name: true });
export type FaqTypeTranslationFields = z.infer<typeof faqTypeTranslationFields>;
export const faqTypeTranslationInput = translationInput(faqTypeTranslationFields);
export const faqTypeTranslations = translationsAnswer(z.object({ name: z.string() }));

/** The knowledge base: every type in order with its published FAQs. */
export const faqGroup = faqType.omit({ version: true }).extend({ faqs: z.array(faqItem) });
export type FaqGroup = z.infer<typeof faqGroup>;

// Banners

/** What a banner picture may be, by its bytes (no SVG: it may carry script). */
export const bannerImageMimeTypes = pictureMimeTypes;

const optionalTime = z.iso.datetime({ offset: true }).nullable().default(null);

export const bannerInput = z.object({
  language: originalLanguage,
  title: singleLine().min(1).max(contentLimits.bannerTitleMaxLength),
  image: url.min(1),
  link: optionalField(url),
  sort: sort.default(0),
  enabled: z.boolean().default(true),
  /** The active period; open on a side left empty. */
  startsAt: optionalTime,
  endsAt: optionalTime,
});
export type BannerInput = z.infer<typeof bannerInput>;
export const updateBannerInput = bannerInput.extend({ id: recordId, version: recordVersion });
export type UpdateBannerInput = z.infer<typeof updateBannerInput>;
export const bannerItem = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  sort: z.number(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  version: z.number(),
  /** The language of the title and picture and where they come from. */
  localization,
  /** Management lists only: the versions written in other languages. */
  translations: z.array(translationState).optional(),
});
export type Banner = z.infer<typeof bannerItem>;

/** What a banner's version in another language holds: its title and its picture (words drawn in it). */
export const bannerTranslationFields = bannerInput.pick({ title: true, image: true });
export type BannerTranslationFields = z.infer<typeof bannerTranslationFields>;
export const bannerTranslationInput = translationInput(bannerTranslationFields);
export const bannerTranslations = translationsAnswer(
  z.object({ title: z.string(), image: z.string() }),
);

// Friendship links

export const linkInput = z.object({
  language: originalLanguage,
  name: singleLine().min(1).max(contentLimits.linkNameMaxLength),
  url: url.min(1),
  sort: sort.default(0),
});
export const updateLinkInput = linkInput.extend({ id: recordId, version: recordVersion });
export const friendshipLink = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  sort: z.number(),
  clickCount: z.number(),
  version: z.number(),
  /** The language of the name and where it comes from. */
  localization,
  /** Management lists only: the versions written in other languages. */
  translations: z.array(translationState).optional(),
});
export type FriendshipLink = z.infer<typeof friendshipLink>;

/** What a link's version in another language holds: its name (the address stays). */
export const linkTranslationFields = linkInput.pick({ name: true });
export type LinkTranslationFields = z.infer<typeof linkTranslationFields>;
export const linkTranslationInput = translationInput(linkTranslationFields);
export const linkTranslations = translationsAnswer(z.object({ name: z.string() }));

// Editor calls

export const editorUploadKinds = ["image", "file", "video", "snapshot"] as const;
export type EditorUploadKind = (typeof editorUploadKinds)[number];

export const editorUploadAnswer = z.object({
  state: z.string(),
  url: z.string(),
  title: z.string(),
  original: z.string(),
});
export type EditorUploadAnswer = z.infer<typeof editorUploadAnswer>;

export const captureInput = z.object({
  source: z.array(singleLine().min(1).max(2000)).min(1).max(contentLimits.captureMaxUrls),
});
export const captureAnswer = z.object({
  state: z.string(),
  list: z.array(z.object({ source: z.string(), state: z.string(), url: z.string() })),
});

/**
 * The JSONP callback names the editor configuration answers to: one identifier, never a path
 * such as `location.assign` or `document.write` that would act on the page with the answer.
 */
export const jsonpCallbackPattern = /^[A-Za-z_$][\w$]{0,63}$/;
