import type { UpdateTextInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { texts } from "../schema.ts";
import { textNotFound } from "../text-rows.ts";
import { textValues } from "../text-values.ts";

/**
 * `update`: every field of a text; 409 when `version` is not the text's version any more. The
 * publish time is set the first time it is published and kept when it goes back to draft.
 */
export function updateText({
  db,
  now,
  input: { id, version, ...input },
}: {
  db: Database;
  now: Date;
  input: UpdateTextInput;
}): Promise<void> {
  const values = textValues(input);
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, texts, { id, version, notFound: textNotFound });
    await tx
      .update(texts)
      .set({
        ...values,
        publishedAt: current.publishedAt ?? (values.status === "published" ? now : null),
        updatedAt: now,
        version: nextVersion(texts.version),
      })
      .where(eq(texts.id, id));
  });
}
