import type { FaqGroup, FaqItem, FaqType, Language, TextStatus } from "@portal/shared";
import { sanitizeRichText } from "../../platform/sanitize/rich-text.ts";
import type { FaqTypeRow } from "./use-cases/list-faq-types.ts";
import type { LocalizedFaqRow, LocalizedFaqType } from "./use-cases/localize-faqs.ts";

/** A question; its answer sanitized again on the way out. */
export function presentFaq(row: LocalizedFaqRow): FaqItem {
  return {
    id: row.id,
    typeId: row.typeId,
    typeName: row.typeName,
    typeLanguage: row.typeLanguage as Language,
    question: row.question,
    answer: sanitizeRichText(row.answer),
    sort: row.sort,
    status: row.status as TextStatus,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    localization: row.localization,
    ...(row.translations ? { translations: row.translations } : {}),
  };
}

export function presentFaqType(type: LocalizedFaqType<FaqTypeRow>): FaqType {
  return {
    id: type.id,
    name: type.name,
    sort: type.sort,
    version: type.version,
    faqCount: type.faqCount,
    localization: type.localization,
    ...(type.translations ? { translations: type.translations } : {}),
  };
}

/** A question type with its published questions, as the knowledge base page lists them. */
export function presentFaqGroup(
  group: LocalizedFaqType<FaqTypeRow> & { faqs: LocalizedFaqRow[] },
): FaqGroup {
  const { version: _version, ...type } = presentFaqType(group);
  return { ...type, faqs: group.faqs.map(presentFaq) };
}
