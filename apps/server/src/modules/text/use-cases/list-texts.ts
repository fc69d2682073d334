import type { Page, PageQuery, TextStatus, TextType } from "@portal/shared";
import { and, count, desc, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { keywordMatches } from "../../translation/use-cases/translation-matches.ts";
import { texts } from "../schema.ts";
import { selectTextRows, type TextRow } from "../text-rows.ts";
import { textTranslations } from "../text-translation-kind.ts";

export type TextFilter = {
  types: readonly TextType[];
  /** Omitted: any status (the management table). */
  status?: TextStatus | undefined;
  category?: string | undefined;
  /** Only texts in one of these categories. */
  categoryIn?: readonly string[] | undefined;
  /** Only texts in none of these categories, or in none at all. */
  categoryNotIn?: readonly string[] | undefined;
  keyword?: string | undefined;
  /** latest: pinned first, then by sort and publish time; popular: most read first. */
  order: "latest" | "popular" | "edited";
};

/** Every list of texts, paged: public lists ask for published ones. */
export function listTexts({
  db,
  filter,
  page,
}: {
  db: Database;
  filter: TextFilter;
  page: PageQuery;
}): Promise<Page<TextRow>> {
  const condition = and(
    inArray(texts.type, [...filter.types]),
    filter.status ? eq(texts.status, filter.status) : undefined,
    filter.category ? eq(texts.category, filter.category) : undefined,
    filter.categoryIn ? inArray(texts.category, [...filter.categoryIn]) : undefined,
    filter.categoryNotIn
      ? or(isNull(texts.category), notInArray(texts.category, [...filter.categoryNotIn]))
      : undefined,
    filter.keyword
      ? keywordMatches(filter.keyword, {
          kind: textTranslations.kind,
          recordId: texts.id,
          columns: [texts.title, texts.summary, texts.content],
        })
      : undefined,
  );
  const order = {
    latest: [desc(texts.pinned), desc(texts.sort), desc(texts.publishedAt), desc(texts.id)],
    popular: [desc(texts.readCount), desc(texts.id)],
    edited: [desc(texts.updatedAt), desc(texts.id)],
  }[filter.order];
  return paginate(page, {
    rows: ({ limit, offset }) =>
      selectTextRows(db)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(texts).where(condition),
  });
}
