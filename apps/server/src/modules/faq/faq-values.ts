import { contentLimits, type FaqInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { richTextWithin } from "../../platform/sanitize/rich-text.ts";
import { faqTypeNotFound } from "./errors.ts";
import { faqTypes } from "./schema.ts";

/** The columns of a question as staff wrote it: its type must exist, its answer is sanitized. */
export async function faqValues(db: Database, input: FaqInput) {
  const [type] = await db
    .select({ id: faqTypes.id })
    .from(faqTypes)
    .where(eq(faqTypes.id, input.typeId));
  if (!type) throw faqTypeNotFound();
  return {
    typeId: input.typeId,
    language: input.language,
    question: input.question,
    answer: richTextWithin(input.answer, {
      field: "answer",
      maxCharacters: contentLimits.richTextMaxCharacters,
    }),
    sort: input.sort,
    status: input.status,
  };
}
