import { catalogueReads } from "../../modules/product/public-cache.ts";
import { products } from "../../modules/product/schema.ts";
import type { TestApp } from "../test-app.ts";

export type Product = typeof products.$inferSelect;

export type ProductOverrides = Partial<typeof products.$inferInsert> & {
  /** Builds the parent module with these overrides (ignored when parentId is given). */
  parent?: ProductOverrides;
};

let sequence = 0;

/**
 * A product straight in the database: a published NB-IoT module with a fresh model unless
 * overridden. Models are zero-padded, so no model is a prefix of another in a keyword search.
 */
export async function buildProduct(
  testApp: TestApp,
  overrides: ProductOverrides = {},
): Promise<Product> {
  const { parent, ...columns } = overrides;
  const parentId =
    columns.parentId ?? (parent ? (await buildProduct(testApp, parent)).id : undefined);
  sequence += 1;
  const [row] = await testApp.db
    .insert(products)
    .values({
      model: `TEST-${String(sequence).padStart(5, "0")}`,
      nameZh: `测试模组 ${sequence}`,
      nameEn: `Test module ${sequence}`,
      productType: "NB-IoT",
      networkSystem: "NB-IoT",
      packageType: "LCC",
      status: "published",
      sort: 1000 + sequence,
      ...columns,
      parentId,
    })
    .returning();
  if (!row) throw new Error("the test product was not inserted");
  // Written behind the API's back: the public reads must not answer from before it.
  catalogueReads.forget(testApp.app);
  await testApp.app.searchIndex.catchUp();
  return row;
}
