import type { UpdateTextInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { refusedByForeignKey } from "../../../platform/db/foreign-key.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import {
  type SubscriberPost,
  tellSubscribersOfNotice,
} from "../../subscription/use-cases/tell-subscribers.ts";
import { texts } from "../schema.ts";
import { textNotFound } from "../text-rows.ts";
import { noticeProductNotFound, textValues } from "../text-values.ts";

/**
 * `update`: every field of a text; 409 when `version` is not the text's version any more. The
 * publish time is set the first time it is published and kept when it goes back to draft. With
 * `subscribers`, a notice about a product published for the first time reaches its subscribers.
 */
export async function updateText({
  db,
  now,
  actorId = null,
  input: { id, version, ...input },
  subscribers,
}: {
  db: Database;
  now: Date;
  actorId?: number | null;
  input: UpdateTextInput;
  subscribers?: SubscriberPost;
}): Promise<void> {
  const values = textValues(input);
  const firstPublished = await refusedByForeignKey(
    () =>
      inTransaction(db, async (tx) => {
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
        return current.publishedAt === null && values.status === "published";
      }),
    noticeProductNotFound,
  );
  if (subscribers && firstPublished && values.productId !== null) {
    await tellSubscribersOfNotice(subscribers, {
      textId: id,
      title: values.title,
      productId: values.productId,
      actorId,
    });
  }
}
