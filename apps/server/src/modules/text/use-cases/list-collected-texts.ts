import type { Page, PageQuery } from "@portal/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { textCollections, texts } from "../schema.ts";
import { selectTextRows, type TextRow } from "../text-rows.ts";

/** `queryUserStoredText`: the published texts a user collected, last collected first. */
export function listCollectedTexts({
  db,
  userId,
  page,
}: {
  db: Database;
  userId: number;
  page: PageQuery;
}): Promise<Page<TextRow>> {
  const condition = and(eq(textCollections.userId, userId), eq(texts.status, "published"));
  return paginate(page, {
    rows: ({ limit, offset }) =>
      selectTextRows(db)
        .innerJoin(textCollections, eq(textCollections.textId, texts.id))
        .where(condition)
        .orderBy(desc(textCollections.createdAt), desc(texts.id))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ total: count() })
        .from(textCollections)
        .innerJoin(texts, eq(texts.id, textCollections.textId))
        .where(condition),
  });
}
