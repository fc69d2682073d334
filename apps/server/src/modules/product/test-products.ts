import type { Database } from "../../platform/db/client.ts";
import { forgetCatalogueReads } from "./public-cache.ts";
import { products } from "./schema.ts";

let sequence = 0;

/** A product straight in the database for tests: a published NB-IoT module unless overridden. */
export async function insertTestProduct(
  db: Database,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(products)
    .values({
      model: `TEST-${process.pid}-${sequence}`,
      nameZh: `测试模组 ${sequence}`,
      nameEn: `Test module ${sequence}`,
      productType: "NB-IoT",
      networkSystem: "NB-IoT",
      packageType: "LCC",
      status: "published",
      sort: 1000 + sequence,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("the test product was not inserted");
  // Written behind the API's back: the public reads must not answer from before it.
  forgetCatalogueReads(db);
  return row;
}
