import {
  networkSystems,
  type ProductFilterCounts,
  type ProductFilters,
  packageTypes,
  productTypes,
} from "@portal/shared";
import { and, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { dimensionConditions, isPublished, keywordCondition } from "../catalogue.ts";
import { products } from "../schema.ts";

function zeroCounts(values: readonly string[]): Record<string, number> {
  return Object.fromEntries(values.map((value) => [value, 0]));
}

/**
 * For each option of each filter, how many published products it would leave with the other
 * filters (and the keyword) applied; `total` with all of them. One scan: each grouping set
 * counts only the rows that pass the filters of the other two dimensions.
 */
export async function countFilterOptions({
  db,
  ...filters
}: ProductFilters & { db: Database }): Promise<ProductFilterCounts> {
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
