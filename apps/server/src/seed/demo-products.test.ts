import { productDictionary } from "@portal/shared";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productRelations, products } from "../modules/product/schema.ts";
import { buildProduct } from "../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { emptyTables } from "../test-support/test-database.ts";
import { seedDemoProducts } from "./demo-products.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
// Each test starts from an empty catalogue and seeds what it needs.
beforeEach(async () => {
  await emptyTables(testApp.db, products);
});
afterAll(async () => {
  await testApp.close();
});

describe("seedDemoProducts", () => {
  it("loads the 17 products of the dictionary, published, with their children and relations", async () => {
    expect(await seedDemoProducts(testApp.db)).toBe(true);
    const rows = await testApp.db.select().from(products).orderBy(asc(products.id));
    expect(rows.map((row) => ({ id: row.id, model: row.model }))).toEqual(
      productDictionary.map((entry) => ({ id: entry.id, model: entry.model })),
    );
    expect(rows.every((row) => row.status === "published" && row.sort === row.id)).toBe(true);
    expect(
      rows.filter((row) => row.parentId !== null).map((row) => [row.id, row.parentId]),
    ).toEqual([
      [14, 1],
      [15, 2],
      [16, 9],
      [17, 13],
    ]);
    expect(rows[0]?.buyUrl).toBe("https://example.com/shop/M5310A");
    const relations = await testApp.db.select().from(productRelations);
    expect(relations.length).toBeGreaterThan(5);
  });

  it("leaves a products table that is not empty alone", async () => {
    await seedDemoProducts(testApp.db);
    expect(await seedDemoProducts(testApp.db)).toBe(false);
    const rows = await testApp.db.select({ id: products.id }).from(products);
    expect(rows).toHaveLength(17);
  });

  it("moves the id sequence past the explicit ids", async () => {
    await seedDemoProducts(testApp.db);
    const created = await buildProduct(testApp);
    expect(created.id).toBe(18);
  });
});
