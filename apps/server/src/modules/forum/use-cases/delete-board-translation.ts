import type { TranslationTarget } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { boardTranslations, refreshEnglishCopy } from "../board-translation-kind.ts";

/** `deleteTranslation`: readers of that language get the fallback again; 404 when there is none. */
export function deleteBoardTranslation({
  db,
  target,
}: {
  db: Database;
  target: TranslationTarget;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    await boardTranslations.remove(tx, target);
    await refreshEnglishCopy(tx, target.id);
  });
}
