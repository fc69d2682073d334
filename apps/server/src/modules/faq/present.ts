import type { FaqItem, TextStatus } from "@portal/shared";
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
