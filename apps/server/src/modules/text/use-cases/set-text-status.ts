import type { TextStatus } from "@portal/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { nextVersion } from "../../../platform/db/versioned-row.ts";
import { texts } from "../schema.ts";
import { textNotFound } from "../text-rows.ts";

/**
 * Publishes or unpublishes a text from the management table. The publish time is set the first
 * time it is published, as a save sets it; the version moves, so a form opened before is stale.
 */
export async function setTextStatus({
  db,
  now,
  id,
  status,
}: {
  db: Database;
  now: Date;
  id: number;
  status: TextStatus;
}): Promise<void> {
  const changed = await db
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
    .returning({ id: texts.id });
  if (changed.length === 0) throw textNotFound();
}
