import type { HonoraryTitleTranslationFields } from "@portal/shared";
import { eq } from "drizzle-orm";
import { translatableKind } from "../translation/use-cases/translatable-kind.ts";
import { honoraryTitleNotFound, translatableHonoraryTitle } from "./honorary-title-rows.ts";
import { honoraryTitles } from "./schema.ts";

/** Honorary titles' names in other languages. */
export const honoraryTitleTranslations = translatableKind({
  kind: "honoraryTitle",
  async readOriginal(db, id, { lock }) {
    const query = db.select().from(honoraryTitles).where(eq(honoraryTitles.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw honoraryTitleNotFound();
    return translatableHonoraryTitle(row);
  },
  storedFields: (fields: HonoraryTitleTranslationFields) => ({ name: fields.name }),
});
