import {
  moduleProductTypes,
  networkSystems,
  type Page,
  type PageQuery,
  type ProductFilterCounts,
  type ProductFilters,
  packageTypes,
  productTypes,
} from "@portal/shared";
import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { paginate } from "../../platform/db/paginate.ts";
import { AppError } from "../../platform/http/errors.ts";
import { toSimplified } from "../../platform/i18n/traditional.ts";
import type { ProductListRow, ProductRow } from "./present.ts";
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
function dimensionConditions(filters: ProductFilters) {
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

/** `getList`: published products matching the filters. */
export function listCatalogue(db: Database, query: ProductFilters & PageQuery) {
  return pageOfProducts(db, catalogueCondition(query), query);
}

/** `getMainProductList`: published modules that belong to no other product. */
export function listMainProducts(db: Database, query: { keyword?: string } & PageQuery) {
  return pageOfProducts(
    db,
    and(
      isPublished,
      inArray(products.productType, moduleProductTypes),
      isNull(products.parentId),
      keywordCondition(query.keyword),
    ),
    query,
  );
}

/** `getProductListWithoutChild`: published products that belong to no other product. */
export function listTopLevelProducts(db: Database, query: { keyword?: string } & PageQuery) {
  return pageOfProducts(
    db,
    and(isPublished, isNull(products.parentId), keywordCondition(query.keyword)),
    query,
  );
}

function zeroCounts(values: readonly string[]): Record<string, number> {
  return Object.fromEntries(values.map((value) => [value, 0]));
}

/**
 * For each option of each filter, how many published products it would leave with the other
 * filters (and the keyword) applied; `total` with all of them. One scan: each grouping set
 * counts only the rows that pass the filters of the other two dimensions.
 */
export async function countFilterOptions(
  db: Database,
  filters: ProductFilters,
): Promise<ProductFilterCounts> {
  const dimension = dimensionConditions(filters);
  const passing = (...conditions: (SQL | undefined)[]) => and(...conditions) ?? sql`true`;
  const rows = await db
    .select({
      productType: products.productType,
      networkSystem: products.networkSystem,
      packageType: products.packageType,
      // Bit set per column NOT in the row's grouping set: 3 = by type, 5 = by network, 6 = by package, 7 = total.
      grouping:
        sql<number>`grouping(${products.productType}, ${products.networkSystem}, ${products.packageType})`.mapWith(
          Number,
        ),
      byType:
        sql<number>`count(*) filter (where ${passing(dimension.networkSystem, dimension.packageType)})`.mapWith(
          Number,
        ),
      byNetwork:
        sql<number>`count(*) filter (where ${passing(dimension.productType, dimension.packageType)})`.mapWith(
          Number,
        ),
      byPackage:
        sql<number>`count(*) filter (where ${passing(dimension.productType, dimension.networkSystem)})`.mapWith(
          Number,
        ),
      total:
        sql<number>`count(*) filter (where ${passing(dimension.productType, dimension.networkSystem, dimension.packageType)})`.mapWith(
          Number,
        ),
    })
    .from(products)
    .where(and(isPublished, keywordCondition(filters.keyword)))
    .groupBy(
      sql`grouping sets ((${products.productType}), (${products.networkSystem}), (${products.packageType}), ())`,
    );
  const counts: ProductFilterCounts = {
    total: 0,
    productType: zeroCounts(productTypes),
    networkSystem: zeroCounts(networkSystems),
    packageType: zeroCounts(packageTypes),
  };
  for (const row of rows) {
    if (row.grouping === 3) counts.productType[row.productType] = row.byType;
    else if (row.grouping === 5) counts.networkSystem[row.networkSystem] = row.byNetwork;
    else if (row.grouping === 6) counts.packageType[row.packageType] = row.byPackage;
    else counts.total = row.total;
  }
  return counts;
}

/** Every published product in catalogue order, for the category tree. */
export function listPublishedProducts(db: Database): Promise<ProductListRow[]> {
  return db
    .select(listColumns)
    .from(products)
    .where(isPublished)
    .orderBy(...catalogueOrder);
}

/** A product the caller may see: published, or any status when `includeDrafts`; else 404. */
export async function findVisibleProduct(
  db: Database,
  id: number,
  includeDrafts: boolean,
): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row || (!includeDrafts && row.status !== "published")) {
    throw new AppError("not_found", "product.notFound");
  }
  return row;
}

/** The products related to `productId`, in the order staff picked them. */
export function listRelatedProducts(
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

/**
 * `query`: the product with its parent, children and related products. Staff who may edit
 * products also see drafts (a preview); everyone else sees published products only.
 */
export async function findProductDetail(db: Database, id: number, includeDrafts: boolean) {
  const product = await findVisibleProduct(db, id, includeDrafts);
  const visible = includeDrafts ? undefined : isPublished;
  const [parents, children, related] = await Promise.all([
    product.parentId === null
      ? Promise.resolve([])
      : db
          .select(listColumns)
          .from(products)
          .where(and(eq(products.id, product.parentId), visible)),
    db
      .select(listColumns)
      .from(products)
      .where(and(eq(products.parentId, id), visible))
      .orderBy(...catalogueOrder),
    listRelatedProducts(db, id, includeDrafts),
  ]);
  return { product, family: { parent: parents[0] ?? null, children, related } };
}
