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

/** One page of list rows in catalogue order, and the total. */
export function pageOfProducts(
  db: Database,
  where: SQL | undefined,
  query: PageQuery,
): Promise<Page<ProductListRow>> {
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
