import type { Page, PageQuery, ProductFilters } from "@portal/shared";
import { and, asc, count, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { paginate } from "../../platform/db/paginate.ts";
import { toSimplified } from "../../platform/i18n/traditional.ts";
import type { ProductListRow, ProductRow } from "./present.ts";
import { productNotFound } from "./product-rules.ts";
import { productRelations, productSearchText, products } from "./schema.ts";

/** The columns of a list item, the cover read straight out of the images array. */
export const listColumns = {
  id: products.id,
  model: products.model,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  nameTw: products.nameTw,
  summaryZh: products.summaryZh,
  summaryEn: products.summaryEn,
  summaryTw: products.summaryTw,
  productType: products.productType,
  networkSystem: products.networkSystem,
  packageType: products.packageType,
  parentId: products.parentId,
  cover: sql<string | null>`${products.images} ->> 0`,
};

export const isPublished = eq(products.status, "published");

/** Staff order the catalogue with `sort`; equal sorts keep the order of creation. */
export const catalogueOrder = [asc(products.sort), asc(products.id)];

/**
 * Model or name (any language) containing the keyword, `%` and `_` taken literally. Matched
 * on the joined texts, which the trigram index `products_keyword_index` holds. Most products
 * store no Traditional name (it is converted when shown), so a keyword typed in Traditional
 * Chinese is also looked for in its Simplified form.
 */
export function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const searchText = productSearchText(products);
  const containing = (text: string) => sql`${searchText} ilike ${containsPattern(text)}`;
  const simplified = toSimplified(keyword);
  return simplified === keyword
    ? containing(keyword)
    : or(containing(keyword), containing(simplified));
}

/** One condition per dictionary filter; a filter left out is no condition. */
export function dimensionConditions(filters: ProductFilters) {
  return {
    productType: filters.productType ? eq(products.productType, filters.productType) : undefined,
    networkSystem: filters.networkSystem
      ? eq(products.networkSystem, filters.networkSystem)
      : undefined,
    packageType: filters.packageType ? eq(products.packageType, filters.packageType) : undefined,
  };
}

/** The dictionary filters and the keyword as one condition, whatever the status. */
export function filtersCondition(filters: ProductFilters): SQL | undefined {
  const dimensions = dimensionConditions(filters);
  return and(
    dimensions.productType,
    dimensions.networkSystem,
    dimensions.packageType,
    keywordCondition(filters.keyword),
  );
}

/** The public catalogue: published products matching the filters. */
export function catalogueCondition(filters: ProductFilters): SQL | undefined {
  return and(isPublished, filtersCondition(filters));
}

/** How many products match `where`. */
export function countProducts(db: Database, where: SQL | undefined) {
  return db.select({ total: count() }).from(products).where(where);
}

/**
 * The catalogue order written so that no index can produce it. For a keyword the trigram index
 * finds (three characters or more), the planner would otherwise walk the order index and test
 * the keyword on every row until a page is full: a keyword whose matches sort late read about
 * 5,000 rows (17 ms) where the trigram index finds the few hundred matches and sorts them in
 * 1 ms (EXPLAIN in bench/README.md). Shorter keywords match most products and keep the index
 * order.
 */
const matchesFirstOrder = [sql`${products.sort} + 0`, sql`${products.id} + 0`];

/** Three characters make a trigram: shorter keywords cannot use the trigram index. */
function trigramSearchable(keyword: string | undefined): boolean {
  return (keyword?.trim().length ?? 0) >= 3;
}

/**
 * One page of the products a trigram-searchable keyword matches, with their number from the same
 * statement (`count(*) over ()`): the index yields every match before the sort anyway, so
 * counting them there is free, where a second statement costs PGlite its fixed 0.5 ms a query.
 */
async function pageOfMatches(
  db: Database,
  where: SQL | undefined,
  { page, pageSize }: PageQuery,
): Promise<Page<ProductListRow>> {
  const offset = (page - 1) * pageSize;
  const rows = await db
    .select({ ...listColumns, matches: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...matchesFirstOrder)
    .limit(pageSize)
    .offset(offset);
  const list = rows.map(({ matches: _matches, ...row }) => row);
  if (rows[0]) return { list, total: rows[0].matches, page, pageSize };
  // Past the last page no row carries the number: count them.
  const [totals] = page === 1 ? [{ total: 0 }] : await countProducts(db, where);
  return { list, total: totals?.total ?? 0, page, pageSize };
}

/** One page of list rows in catalogue order, and the total; `keyword` is the one in `where`. */
export function pageOfProducts(
  db: Database,
  where: SQL | undefined,
  query: PageQuery & { keyword?: string },
): Promise<Page<ProductListRow>> {
  if (trigramSearchable(query.keyword)) return pageOfMatches(db, where, query);
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db
        .select(listColumns)
        .from(products)
        .where(where)
        .orderBy(...catalogueOrder)
        .limit(limit)
        .offset(offset),
    count: () => countProducts(db, where),
  });
}

/** A product asked for by someone who may (`includeDrafts`) or may not see drafts. */
export type ProductLookup = { db: Database; id: number; includeDrafts: boolean };

/** A product the caller may see: published, or any status when `includeDrafts`; else 404. */
export async function findVisibleProduct(
  db: Database,
  id: number,
  includeDrafts: boolean,
): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row || (!includeDrafts && row.status !== "published")) {
    throw productNotFound();
  }
  return row;
}

/** The products related to `productId`, in the order staff picked them. */
export function relatedProductRows(
  db: Database,
  productId: number,
  includeDrafts: boolean,
): Promise<ProductListRow[]> {
  return db
    .select(listColumns)
    .from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.relatedId))
    .where(and(eq(productRelations.productId, productId), includeDrafts ? undefined : isPublished))
    .orderBy(asc(productRelations.position));
}
