import {
  boardAndTerminalProductTypes,
  moduleProductTypes,
  type Page,
  type ProductAdminListQuery,
} from "@portal/shared";
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { catalogueOrder, countProducts, filtersCondition, listColumns } from "../catalogue.ts";
import type { ProductAdminListRow } from "../present.ts";
import { products } from "../schema.ts";

const scopeConditions: Record<ProductAdminListQuery["scope"], SQL | undefined> = {
  // `productServer`: the modules themselves.
  module: and(inArray(products.productType, moduleProductTypes), isNull(products.parentId)),
  // `subProduct`: whatever belongs to a module.
  child: isNotNull(products.parentId),
  // `devTerminal`: development boards and terminals, wherever they belong.
  boardAndTerminal: inArray(products.productType, boardAndTerminalProductTypes),
};

const parentProduct = alias(products, "parent");

/** The management tables: any status, filtered by scope, with parent model and child count. */
export function listAdminProducts({
  db,
  ...query
}: ProductAdminListQuery & { db: Database }): Promise<Page<ProductAdminListRow>> {
  const where = and(
    scopeConditions[query.scope],
    query.status ? eq(products.status, query.status) : undefined,
    query.parentId ? eq(products.parentId, query.parentId) : undefined,
    filtersCondition(query),
  );
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db
        .select({
          ...listColumns,
          status: products.status,
          sort: products.sort,
          viewCount: products.viewCount,
          updatedAt: products.updatedAt,
          parentModel: parentProduct.model,
          childCount:
            sql<number>`(select count(*) from products as child where child.parent_id = ${products.id})`.mapWith(
              Number,
            ),
        })
        .from(products)
        .leftJoin(parentProduct, eq(parentProduct.id, products.parentId))
        .where(where)
        .orderBy(...catalogueOrder)
        .limit(limit)
        .offset(offset),
    count: () => countProducts(db, where),
  });
}
