import {
  contentLimits,
  type FaqTranslationFields,
  type FaqTypeTranslationFields,
  type Language,
} from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { richTextWithin } from "../../platform/sanitize/rich-text.ts";
import { translatableKind } from "../translation/use-cases/translatable-kind.ts";
import { faqNotFound, faqTypeNotFound } from "./errors.ts";
import { faqs, faqTypes } from "./schema.ts";

/** A question as the translation module sees it. */
export function translatableFaq(row: {
  id: number;
  language: string;
  question: string;
  answer: string;
}) {
  return {
    id: row.id,
    language: row.language as Language,
    fields: { question: row.question, answer: row.answer },
  };
}

/** A question type as the translation module sees it. */
export function translatableFaqType(row: { id: number; language: string; name: string }) {
  return { id: row.id, language: row.language as Language, fields: { name: row.name } };
}

async function readFaq(db: Database, id: number, lock: boolean) {
  const query = db.select().from(faqs).where(eq(faqs.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw faqNotFound();
  return row;
}

async function readFaqType(db: Database, id: number, lock: boolean) {
  const query = db.select().from(faqTypes).where(eq(faqTypes.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw faqTypeNotFound();
  return row;
}

/** Questions' versions in other languages, the answer sanitized as the original's. */
export const faqTranslations = translatableKind({
  kind: "faq",
  readOriginal: async (db, id, { lock }) => translatableFaq(await readFaq(db, id, lock)),
  storedFields: (fields: FaqTranslationFields) => ({
    question: fields.question,
    answer: richTextWithin(fields.answer, {
      field: "fields.answer",
      maxCharacters: contentLimits.richTextMaxCharacters,
    }),
  }),
});

/** Question types' names in other languages. */
export const faqTypeTranslations = translatableKind({
  kind: "faqType",
  readOriginal: async (db, id, { lock }) => translatableFaqType(await readFaqType(db, id, lock)),
  storedFields: (fields: FaqTypeTranslationFields) => ({ name: fields.name }),
});
