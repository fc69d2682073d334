import { type BoardTranslationFields, boardLanguage } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { translatableKind } from "../translation/use-cases/translatable-kind.ts";
import { boardNotFound } from "./board-rows.ts";
import { forumBoards } from "./schema.ts";

/** The words of a board that have a version per language. */
export type BoardWords = { id: number; name: string; description: string };

/** A board's name and description as the translation module sees them: written in zh-CN. */
export function translatableBoard(board: BoardWords) {
  return {
    id: board.id,
    language: boardLanguage,
    fields: { name: board.name, description: board.description },
  };
}

const boardWords = {
  id: forumBoards.id,
  name: forumBoards.name,
  description: forumBoards.description,
};

/** Boards' names and descriptions in other languages; icon, order and template stay. */
export const boardTranslations = translatableKind({
  kind: "forumBoard",
  async readOriginal(db, id, { lock }) {
    const query = db.select(boardWords).from(forumBoards).where(eq(forumBoards.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw boardNotFound();
    return translatableBoard(row);
  },
  storedFields: (fields: BoardTranslationFields) => ({
    name: fields.name,
    description: fields.description,
  }),
});

/**
 * Writes into `name_en` and `description_en` what an English reader is shown now (the en-US
 * version, else the original). Staff no longer type them: they stay, without a migration, as a
 * copy for the moderation module's staff lists, which read those columns; every write of a
 * board's words or versions calls this in its transaction.
 */
export async function refreshEnglishCopy(tx: Database, id: number): Promise<void> {
  const [row] = await tx.select(boardWords).from(forumBoards).where(eq(forumBoards.id, id));
  if (!row) return;
  const [english] = await boardTranslations.rowsInLanguage(tx, [row], "en-US", translatableBoard);
  if (!english) return;
  await tx
    .update(forumBoards)
    .set({ nameEn: english.name, descriptionEn: english.description })
    .where(eq(forumBoards.id, id));
}
