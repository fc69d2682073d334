import type { TextStatus } from "@portal/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { nextVersion } from "../../../platform/db/versioned-row.ts";
import {
  type SubscriberPost,
  tellSubscribersOfNotice,
} from "../../subscription/use-cases/tell-subscribers.ts";
import { texts } from "../schema.ts";
import { textNotFound } from "../text-rows.ts";

/**
 * Publishes or unpublishes a text from the management table. The publish time is set the first
 * time it is published, as a save sets it; the version moves, so a form opened before is stale.
 * With `subscribers`, a notice about a product published for the first time reaches them.
 */
export async function setTextStatus({
  db,
  now,
  id,
  status,
  actorId = null,
  subscribers,
}: {
  db: Database;
  now: Date;
  id: number;
  status: TextStatus;
  actorId?: number | null;
  subscribers?: SubscriberPost;
}): Promise<void> {
  const text = await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ publishedAt: texts.publishedAt })
      .from(texts)
      .where(eq(texts.id, id))
      .for("update");
    if (!before) throw textNotFound();
    const [after] = await tx
      .update(texts)
      .set({
        status,
        publishedAt:
          status === "published"
            ? sql`coalesce(${texts.publishedAt}, ${now.toISOString()}::timestamptz)`
            : texts.publishedAt,
        updatedAt: now,
        version: nextVersion(texts.version),
      })
      .where(eq(texts.id, id))
      .returning({ type: texts.type, title: texts.title, productId: texts.productId });
    if (!after) throw textNotFound();
    return { ...after, firstPublished: before.publishedAt === null && status === "published" };
  });
  if (subscribers && text.firstPublished && text.type === "notice" && text.productId !== null) {
    await tellSubscribersOfNotice(subscribers, {
      textId: id,
      title: text.title,
      productId: text.productId,
      actorId,
    });
  }
}
