import type { Page, PageQuery, TextStatus, TextType } from "@portal/shared";
import { and, count, desc, eq, inArray, isNull, notInArray, or, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../platform/db/client.ts";
import { isOneOfIds } from "../../../platform/db/id-array.ts";
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

/** The site search's index, which the public lists' keyword is looked up in. */
export type TextSearch = Pick<FastifyInstance["searchIndex"], "idsMatching">;

/**
 * Which texts a keyword finds: with `search` (the public lists), the site search's matches
 * (model beginnings, AT commands, Chinese pairs in either script, English stems) among the
 * published texts it holds; without (the management table, which lists drafts), the title,
 * summary or body of the original or of any version holding it (a Traditional keyword finds
 * Simplified words too). Undefined: every text; null: none.
 */
async function keywordCondition(
  keyword: string | undefined,
  search: TextSearch | undefined,
): Promise<SQL | undefined | null> {
  if (!keyword) return undefined;
  if (!search) {
    return keywordMatches(keyword, {
      kind: textTranslations.kind,
      recordId: texts.id,
      columns: [texts.title, texts.summary, texts.content],
    });
  }
  const ids = await search.idsMatching({ kind: "text", keyword, opensWhitelist: false });
  return ids.length === 0 ? null : isOneOfIds(texts.id, ids);
}

/** Every list of texts, paged: public lists ask for published ones; a keyword as `keywordCondition` says. */
export async function listTexts({
  db,
  filter,
  page,
  search,
}: {
  db: Database;
  filter: TextFilter;
  page: PageQuery;
  search?: TextSearch;
}): Promise<Page<TextRow>> {
  const byKeyword = await keywordCondition(filter.keyword, search);
  if (byKeyword === null) return { list: [], total: 0, page: page.page, pageSize: page.pageSize };
  const condition = and(
    inArray(texts.type, [...filter.types]),
    filter.status ? eq(texts.status, filter.status) : undefined,
    filter.category ? eq(texts.category, filter.category) : undefined,
    filter.categoryIn ? inArray(texts.category, [...filter.categoryIn]) : undefined,
    filter.categoryNotIn
      ? or(isNull(texts.category), notInArray(texts.category, [...filter.categoryNotIn]))
      : undefined,
    byKeyword,
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
