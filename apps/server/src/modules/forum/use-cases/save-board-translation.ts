import type { BoardTranslationFields, TranslationTarget } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { boardTranslations, refreshEnglishCopy } from "../board-translation-kind.ts";

/** `saveTranslation`: a board's name and description in another language (version 0 adds it). */
export function saveBoardTranslation({
  db,
  now,
  input,
}: {
  db: Database;
  now: Date;
  input: TranslationTarget & { version: number; fields: BoardTranslationFields };
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    await boardTranslations.save(tx, now, input);
    await refreshEnglishCopy(tx, input.id);
  });
}
