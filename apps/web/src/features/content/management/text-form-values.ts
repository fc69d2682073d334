import {
  defaultLanguage,
  type Language,
  type SinglePageKey,
  type TextDetail,
  type TextInput,
  type TextStatus,
  type TextType,
} from "@portal/shared";
import type { TextSectionSettings } from "./text-sections.ts";

/** What the edit form holds. */
export type TextFormValues = {
  type: TextType;
  /** The language the original is written in. */
  language: Language;
  pageKey?: SinglePageKey | undefined;
  title: string;
  summary?: string | undefined;
  cover?: string | undefined;
  videoUrl?: string | undefined;
  category?: string | undefined;
  tags: string[];
  pinned: boolean;
  sort: number;
  status: TextStatus;
  content: string;
  /** The product a notice is about. */
  productId?: number | null | undefined;
};

/** A new text of the page's first type, a draft. */
export function newTextFormValues(settings: TextSectionSettings): TextFormValues {
  return {
    type: settings.types[0],
    language: defaultLanguage,
    title: "",
    tags: [],
    pinned: false,
    sort: 0,
    status: "draft",
    content: "",
    category: settings.categories?.[0],
  };
}

export function textFormValuesOf(text: TextDetail): TextFormValues {
  return {
    type: text.type,
    language: text.localization.originalLanguage,
    pageKey: text.pageKey ?? undefined,
    title: text.title,
    summary: text.summary ?? undefined,
    cover: text.cover ?? undefined,
    videoUrl: text.videoUrl ?? undefined,
    category: text.category ?? undefined,
    tags: text.tags,
    pinned: text.pinned,
    sort: text.sort,
    status: text.status,
    content: text.content,
    productId: text.productId,
  };
}

const trimmed = (text: string | undefined) => text?.trim() || undefined;

/** The request of a save: texts trimmed, empty ones left out, fields of other types dropped. */
export function textInputOf(values: TextFormValues): TextInput {
  return {
    type: values.type,
    language: values.language,
    pageKey: values.type === "page" ? values.pageKey : undefined,
    title: values.title.trim(),
    summary: trimmed(values.summary),
    cover: trimmed(values.cover),
    videoUrl: values.type === "schoolVideo" ? trimmed(values.videoUrl) : undefined,
    category: trimmed(values.category),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    pinned: values.pinned,
    sort: values.sort,
    status: values.status,
    content: values.content,
    productId: values.type === "notice" ? (values.productId ?? null) : undefined,
  };
}
