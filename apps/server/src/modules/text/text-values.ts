import { contentLimits, type TextInput } from "@portal/shared";
import { AppError } from "../../platform/http/errors.ts";
import { richTextWithin } from "../../platform/sanitize/rich-text.ts";

/** 404 for a notice naming a product that does not exist (its foreign key refused the save). */
export function noticeProductNotFound() {
  return new AppError("not_found", "text.productNotFound", {
    fields: [{ field: "productId", messageKey: "text.productNotFound" }],
  });
}

/** The columns a staff save writes, the body sanitized and held to the word limit. */
export function textValues(input: TextInput) {
  if (input.pageKey && input.type !== "page") {
    throw new AppError("bad_request", "text.pageKeyOnlyForPages", {
      fields: [{ field: "pageKey", messageKey: "text.pageKeyOnlyForPages" }],
    });
  }
  return {
    type: input.type,
    pageKey: input.pageKey ?? null,
    language: input.language,
    title: input.title,
    summary: input.summary ?? null,
    cover: input.cover ?? null,
    content: richTextWithin(input.content, {
      field: "content",
      maxCharacters: contentLimits.richTextMaxCharacters,
    }),
    videoUrl: input.videoUrl ?? null,
    category: input.category ?? null,
    tags: [...new Set(input.tags)],
    status: input.status,
    pinned: input.pinned,
    sort: input.sort,
    // Only a notice is about a product; other types drop it rather than refuse the save.
    productId: input.type === "notice" ? (input.productId ?? null) : null,
  };
}
