import type { FaqGroup, FaqItem, TextStatus } from "@portal/shared";
import { sanitizeRichText } from "../../platform/sanitize/rich-text.ts";
import type { FaqRow } from "./faq-query.ts";

/** A question; its answer sanitized again on the way out. */
export function presentFaq(row: FaqRow): FaqItem {
  return {
    ...row,
    answer: sanitizeRichText(row.answer),
    status: row.status as TextStatus,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A question type with its published questions, as the knowledge base page lists them. */
export function presentFaqGroup(group: Omit<FaqGroup, "faqs"> & { faqs: FaqRow[] }): FaqGroup {
  return { ...group, faqs: group.faqs.map(presentFaq) };
}
