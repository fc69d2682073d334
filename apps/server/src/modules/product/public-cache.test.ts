import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../test-support/factories.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { products } from "./schema.ts";
import { insertTestProduct } from "./test-products.ts";

let testApp: TestApp;
let editorToken: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  editorToken = (await createSignedInUser(testApp, { roleKeys: ["contentEditor"] })).token;
});
afterAll(async () => {
  await testApp.close();
});

async function listedModels(keyword: string): Promise<string[]> {
  const answer = await testApp.app.inject({
    method: "GET",
    url: `/api/product/getList?keyword=${keyword}`,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.list.map((item: { model: string }) => item.model);
}

describe("public catalogue reads kept in memory", () => {
  it("answers a repeated read from memory until a product write", async () => {
    const product = await insertTestProduct(testApp.db, { model: "CACHE-A", status: "published" });
    expect(await listedModels("CACHE-")).toEqual(["CACHE-A"]);

    // A change that bypasses the API is not seen while the answer is fresh...
    await testApp.db.update(products).set({ status: "draft" }).where(eq(products.id, product.id));
    expect(await listedModels("CACHE-")).toEqual(["CACHE-A"]);

    // ...but any write through the management API is seen at once.
    const answer = await testApp.app.inject({
      method: "POST",
      url: "/api/product/updateStatus",
      payload: { id: product.id, status: "draft" },
      headers: bearer(editorToken),
    });
    expect(answer.statusCode).toBe(200);
    expect(await listedModels("CACHE-")).toEqual([]);
  });

  it("does not keep a refused read (unknown products answer 404 each time)", async () => {
    const refused = await testApp.app.inject({
      method: "GET",
      url: "/api/product/compare?ids=999998,999999",
    });
    expect(refused.statusCode).toBe(404);
    const first = await insertTestProduct(testApp.db, { model: "CACHE-B" });
    const second = await insertTestProduct(testApp.db, { model: "CACHE-C" });
    const compared = await testApp.app.inject({
      method: "GET",
      url: `/api/product/compare?ids=${first.id},${second.id}`,
    });
    expect(compared.statusCode).toBe(200);
  });
});
