import type { TextInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { refusedByForeignKey } from "../../../platform/db/foreign-key.ts";
import {
  type SubscriberPost,
  tellSubscribersOfNotice,
} from "../../subscription/use-cases/tell-subscribers.ts";
import { texts } from "../schema.ts";
import { noticeProductNotFound, textValues } from "../text-values.ts";

/**
 * `save`: a new text by `authorId`; published at once when its status says so. With
 * `subscribers`, a notice published about a product reaches the product's subscribers.
 */
export async function createText({
  db,
  now,
  authorId,
  input,
  subscribers,
}: {
  db: Database;
  now: Date;
  /** Null for texts nobody signed (the demo content). */
  authorId: number | null;
  input: TextInput;
  subscribers?: SubscriberPost;
}): Promise<number> {
  const values = textValues(input);
  const [row] = await refusedByForeignKey(
    () =>
      db
        .insert(texts)
        .values({
          ...values,
          authorId,
          publishedAt: values.status === "published" ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: texts.id }),
    noticeProductNotFound,
  );
  if (!row) throw new Error("the text was not inserted");
  if (subscribers && values.status === "published" && values.productId !== null) {
    await tellSubscribersOfNotice(subscribers, {
      textId: row.id,
      title: values.title,
      productId: values.productId,
      actorId: authorId,
    });
  }
  return row.id;
}
