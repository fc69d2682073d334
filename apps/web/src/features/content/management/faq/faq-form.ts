import {
  defaultLanguage,
  type FaqInput,
  type FaqItem,
  type FaqType,
  type Language,
  type TextStatus,
} from "@portal/shared";

export type FaqFormValues = {
  typeId: number | undefined;
  language: Language;
  question: string;
  answer: string;
  sort: number | null;
  status: TextStatus;
};

/** The form's values for a question, or for a new one (published, in the first type). */
export function faqFormValuesOf(faq: FaqItem | null, types: readonly FaqType[]): FaqFormValues {
  if (faq) {
    return {
      typeId: faq.typeId,
      language: faq.localization.originalLanguage,
      question: faq.question,
      answer: faq.answer,
      sort: faq.sort,
      status: faq.status,
    };
  }
  return {
    typeId: types[0]?.id,
    language: defaultLanguage,
    question: "",
    answer: "",
    sort: 0,
    status: "published",
  };
}

/** What the form sends: the question trimmed, an empty order as 0. */
export function faqInputOf(values: FaqFormValues): FaqInput {
  return {
    typeId: values.typeId ?? 0,
    language: values.language,
    question: values.question.trim(),
    answer: values.answer,
    sort: values.sort ?? 0,
    status: values.status,
  };
}

/** An answer with neither text nor a picture, player or table: what an emptied editor leaves. */
export function isBlankRichText(value: unknown): boolean {
  if (typeof value !== "string") return true;
  const text = value.replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;/gi, " ");
  return text.trim() === "" && !/<(img|video|audio|iframe|table)\b/i.test(value);
}
