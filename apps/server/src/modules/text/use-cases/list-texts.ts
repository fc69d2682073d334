import type { Page, PageQuery, TextStatus, TextType } from "@portal/shared";
import { and, count, desc, eq, ilike, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { toSimplified } from "../../../platform/i18n/traditional.ts";
import { translationMatches } from "../../translation/use-cases/translation-matches.ts";
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
  // A Traditional keyword also finds Simplified words, as the catalogue's search does.
  const patterns = filter.keyword
    ? [...new Set([filter.keyword, toSimplified(filter.keyword)])].map(containsPattern)
    : [];
  const condition = and(
    inArray(texts.type, [...filter.types]),
    filter.status ? eq(texts.status, filter.status) : undefined,
    filter.category ? eq(texts.category, filter.category) : undefined,
    filter.categoryIn ? inArray(texts.category, [...filter.categoryIn]) : undefined,
    filter.categoryNotIn
      ? or(isNull(texts.category), notInArray(texts.category, [...filter.categoryNotIn]))
      : undefined,
    patterns.length > 0
      ? or(
          ...patterns.flatMap((pattern) => [
            ilike(texts.title, pattern),
            ilike(texts.summary, pattern),
            ilike(texts.content, pattern),
            translationMatches(textTranslations.kind, texts.id, pattern),
          ]),
        )
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
