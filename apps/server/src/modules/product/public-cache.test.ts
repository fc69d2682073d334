import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { permissions } from "@portal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { products } from "./schema.ts";

let testApp: TestApp;
let client: ApiClient;
let editorToken: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = api(testApp);
  editorToken = (await signedIn(testApp, { permissions: [permissions.productWrite] })).token;
});
afterAll(async () => {
  await testApp.close();
});

async function listedModels(keyword: string): Promise<string[]> {
  const answer = await client.get("/api/product/getList", { query: { keyword } });
  expect(answer.status).toBe(200);
  return answer.data.list.map((item: { model: string }) => item.model);
}

describe("public catalogue reads kept in memory", () => {
  it("answers a repeated read from memory until a product write", async () => {
    const product = await buildProduct(testApp, { model: "CACHE-A", status: "published" });
    // The keyword finds this test's product only, whatever the other tests add.
    expect(await listedModels("CACHE-A")).toEqual(["CACHE-A"]);

    // A change that bypasses the API is not seen while the answer is fresh...
    await testApp.db.update(products).set({ status: "draft" }).where(eq(products.id, product.id));
    expect(await listedModels("CACHE-A")).toEqual(["CACHE-A"]);

    // ...but any write through the management API is seen at once.
    const answer = await client
      .as(editorToken)
      .post("/api/product/updateStatus", { id: product.id, status: "draft" });
    expect(answer.status).toBe(200);
    expect(await listedModels("CACHE-A")).toEqual([]);
  });

  it("does not keep a refused read (unknown products answer 404 each time)", async () => {
    const refused = await client.get("/api/product/compare?ids=999998,999999");
    expect(refused.status).toBe(404);
    const first = await buildProduct(testApp, { model: "CACHE-B" });
    const second = await buildProduct(testApp, { model: "CACHE-C" });
    const compared = await client.get(`/api/product/compare?ids=${first.id},${second.id}`);
    expect(compared.status).toBe(200);
  });

  it("keeps a cached read compressed too: the same JSON in brotli or gzip, as the client accepts", async () => {
    const ids = [];
    for (let index = 1; index <= 4; index++) {
      ids.push((await buildProduct(testApp, { model: `CACHE-ZIP-${index}` })).id);
    }
    const url = `/api/product/compare?ids=${ids.join(",")}`;
    const plain = await client.get(url);
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    for (let request = 0; request < 2; request++) {
      const brotli = await client.header("accept-encoding", "gzip, deflate, br").get(url);
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toMatch(/accept-encoding/);
      expect(brotliDecompressSync(brotli.bytes).toString()).toBe(plain.text);
    }
    const gzip = await client.header("accept-encoding", "gzip;q=1, br;q=0").get(url);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.text);
  });
});
