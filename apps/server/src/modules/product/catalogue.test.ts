import type { ProductListItem, ProductTreeNode } from "@portal/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { seedDemoProducts } from "../../seed/demo-products.ts";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { keywordCondition } from "./catalogue.ts";
import { productRelations, products } from "./schema.ts";

let testApp: TestApp;
let client: ApiClient;
let draftId: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = api(testApp);
  await seedDemoProducts(testApp.db);
  // Written behind the API's back: the keyword list reads the search index, which reads it now.
  await testApp.app.searchIndex.catchUp();
  const draft = await buildProduct(testApp, {
    model: "DRAFT-1",
    status: "draft",
    productType: "2G",
    networkSystem: "GSM/GPRS",
  });
  draftId = draft.id;
});
afterAll(async () => {
  await testApp.close();
});

const models = (list: ProductListItem[]) => list.map((item) => item.model);

describe("GET /api/product/getList", () => {
  it("answers the published products in sort order, paged, with 200", async () => {
    const { status, data } = await client.get("/api/product/getList?page=1&pageSize=5");
    expect(status).toBe(200);
    expect(data).toMatchObject({ total: 17, page: 1, pageSize: 5 });
    expect(models(data.list)).toEqual(["M5310A", "M5311", "M5313", "N10SG", "M6312"]);
    const second = await client.get("/api/product/getList?page=4&pageSize=5");
    expect(models(second.data.list)).toEqual(["4G-EVB", "F03X-CCB"]);
    expect(models(data.list)).not.toContain("DRAFT-1");
  });

  it("tells the total on the last page, on a full page and past the end", async () => {
    const last = await client.get("/api/product/getList?page=2&pageSize=10");
    expect(last.data).toMatchObject({ total: 17, page: 2 });
    expect(last.data.list).toHaveLength(7);
    const full = await client.get("/api/product/getList?page=1&pageSize=17");
    expect(full.data.total).toBe(17);
    const pastTheEnd = await client.get("/api/product/getList?page=9&pageSize=10");
    expect(pastTheEnd.data).toMatchObject({ list: [], total: 17, page: 9 });
    const nothing = await client.get("/api/product/getList?keyword=NO-SUCH-MODEL");
    expect(nothing.data).toMatchObject({ list: [], total: 0 });
  });

  it("filters by one dictionary value: networkSystem=NB-IoT", async () => {
    const { data } = await client.get("/api/product/getList?networkSystem=NB-IoT&pageSize=100");
    expect(data.total).toBe(6);
    expect(data.list[0]).toEqual(
      expect.objectContaining({
        id: 1,
        model: "M5310A",
        productType: "NB-IoT",
        networkSystem: "NB-IoT",
        packageType: "LCC",
      }),
    );
  });

  it("combines filters", async () => {
    const { data } = await client.get(
      "/api/product/getList?productType=4G&networkSystem=LTE%20Cat.1&packageType=LCC",
    );
    expect(models(data.list)).toEqual(["ML302", "ML304"]);
    const none = await client.get("/api/product/getList?productType=5G&packageType=LCC");
    expect(none.data).toMatchObject({ list: [], total: 0 });
  });

  it("finds by keyword in the model or a name, case-insensitively, wildcards taken literally", async () => {
    const byModel = await client.get("/api/product/getList?keyword=ml30");
    expect(models(byModel.data.list)).toEqual(["ML302", "ML303", "ML304"]);
    const byName = await client.get(
      `/api/product/getList?keyword=${encodeURIComponent("定位模组")}`,
    );
    expect(models(byName.data.list)).toEqual(["N10SG", "ML304"]);
    const byEnglish = await client.get("/api/product/getList?keyword=development%20board");
    expect(byEnglish.data.total).toBe(3);
    const wildcard = await client.get("/api/product/getList?keyword=%25");
    expect(wildcard.data.total).toBe(0);
  });

  it("pages keyword matches in catalogue order with their total, on every page and past the end", async () => {
    // "ml3" matches three demo modules; "模组" (two characters) most of the catalogue.
    const first = await client.get("/api/product/getList?keyword=ml3&page=1&pageSize=2");
    expect(first.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(models(first.data.list)).toEqual(["ML302", "ML303"]);
    expect(Object.keys(first.data.list[0]).sort()).toEqual(
      Object.keys((await client.get("/api/product/getList?pageSize=1")).data.list[0]).sort(),
    );
    const second = await client.get("/api/product/getList?keyword=ml3&page=2&pageSize=2");
    expect(second.data).toMatchObject({ total: 3, page: 2 });
    expect(models(second.data.list)).toEqual(["ML304"]);
    const pastTheEnd = await client.get("/api/product/getList?keyword=ml3&page=5&pageSize=2");
    expect(pastTheEnd.data).toMatchObject({ list: [], total: 3, page: 5 });
    const short = await client.get(
      `/api/product/getList?keyword=${encodeURIComponent("模组")}&pageSize=100`,
    );
    expect(short.data.total).toBe(short.data.list.length);
    expect(short.data.total).toBeGreaterThan(3);
  });

  it("finds a name stored in Simplified Chinese by a keyword typed in Traditional", async () => {
    const { data } = await client.get(
      `/api/product/getList?keyword=${encodeURIComponent("定位模組")}`,
    );
    expect(models(data.list)).toEqual(["N10SG", "ML304"]);
  });

  it("searches by keyword through the trigram index, not by reading every product", async () => {
    const plan = await testApp.db.transaction(async (tx) => {
      // On a table this small a full read is cheaper: forbid it to see which index serves.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = (await tx.execute(
        sql`explain select id from products where ${keywordCondition("M531")}`,
      )) as unknown as { rows: unknown[] };
      return JSON.stringify(explained.rows);
    });
    expect(plan).toContain("products_keyword_index");
  });

  it("answers in the request's language, zh-TW converted from Simplified", async () => {
    const english = await client.language("en-US").get("/api/product/getList?pageSize=1");
    expect(english.data.list[0].name).toBe("M5310A NB-IoT module");
    const traditional = await client.language("zh-TW").get("/api/product/getList?pageSize=1");
    expect(traditional.data.list[0].name).toBe("M5310A NB-IoT 模組");
    const simplified = await client.get("/api/product/getList?pageSize=1");
    expect(simplified.data.list[0].name).toBe("M5310A NB-IoT 模组");
  });

  it("refuses an unknown filter value and a page size over 100 with 400 and the field", async () => {
    const badType = await client.get("/api/product/getList?productType=3G");
    expect(badType.status).toBe(400);
    expect(badType.data[0].field).toBe("productType");
    const badSize = await client.get("/api/product/getList?pageSize=101");
    expect(badSize.status).toBe(400);
    expect(badSize.data[0].field).toBe("pageSize");
  });
});

describe("GET /api/product/getFilterCounts", () => {
  it("counts every option with no filter set", async () => {
    const { status, data } = await client.get("/api/product/getFilterCounts");
    expect(status).toBe(200);
    expect(data).toEqual({
      total: 17,
      productType: { "2G": 3, "4G": 4, "NB-IoT": 4, "5G": 2, devBoard: 4, terminal: 0 },
      networkSystem: {
        "GSM/GPRS": 3,
        "NB-IoT": 6,
        "LTE Cat.1": 4,
        "LTE Cat.4": 1,
        "5G NR": 3,
      },
      packageType: { LCC: 8, LGA: 3, "LCC+LGA": 1, "M.2": 1, Board: 4 },
    });
  });

  it("counts each option with the OTHER filters applied", async () => {
    const { data } = await client.get(
      "/api/product/getFilterCounts?productType=4G&packageType=LCC",
    );
    // Types: with package LCC only; networks: with type 4G and package LCC; packages: with type 4G.
    expect(data.total).toBe(2);
    expect(data.productType).toMatchObject({ "2G": 3, "4G": 2, "NB-IoT": 3, devBoard: 0 });
    expect(data.networkSystem).toMatchObject({ "LTE Cat.1": 2, "LTE Cat.4": 0, "NB-IoT": 0 });
    expect(data.packageType).toMatchObject({ LCC: 2, LGA: 1, "LCC+LGA": 1, Board: 0 });
  });

  it("applies the keyword to every count", async () => {
    // M5310A, M5311, M5313 and the board "M5311-EVB".
    const { data } = await client.get("/api/product/getFilterCounts?keyword=M53");
    expect(data.total).toBe(4);
    expect(data.productType).toMatchObject({ "NB-IoT": 3, devBoard: 1, "2G": 0 });
    expect(data.packageType).toMatchObject({ LCC: 2, LGA: 1, Board: 1 });
  });
});

describe("GET /api/product/ch/dict and /api/product/dict", () => {
  it("names the options in Chinese on ch/, in English on the plain path, cacheable", async () => {
    const chinese = await client.get("/api/product/ch/dict");
    expect(chinese.status).toBe(200);
    expect(chinese.data.productTypes).toContainEqual({ value: "devBoard", name: "开发板" });
    expect(chinese.data.statuses).toContainEqual({ value: "published", name: "已发布" });
    expect(chinese.data.parameters[0]).toEqual({
      key: "dimensions",
      name: "尺寸",
      unit: "mm",
      kind: "text",
    });
    const english = await client.language("zh-CN").get("/api/product/dict");
    expect(english.data.productTypes).toContainEqual({
      value: "devBoard",
      name: "Development board",
    });
    expect(english.data.networkSystems).toContainEqual({ value: "NB-IoT", name: "NB-IoT" });
    const response = await client.get("/api/product/ch/dict");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("answers Traditional Chinese on ch/ for Accept-Language zh-TW", async () => {
    const { data } = await client.language("zh-TW").get("/api/product/ch/dict");
    expect(data.productTypes).toContainEqual({ value: "devBoard", name: "開發板" });
    expect(
      data.parameters.find((entry: { key: string }) => entry.key === "frequencyBands"),
    ).toMatchObject({ name: "頻段" });
  });
});

describe("GET /api/product/ch/query and /api/product/query", () => {
  it("answers the detail with parameters, parent, children and related products", async () => {
    const { status, data } = await client.get("/api/product/ch/query?id=1");
    expect(status).toBe(200);
    const detail = data;
    expect(detail).toMatchObject({
      id: 1,
      model: "M5310A",
      name: "M5310A NB-IoT 模组",
      status: "published",
      buyUrl: "https://example.com/shop/M5310A",
      parent: null,
    });
    expect(detail.description).toContain("<ul><li>");
    expect(detail.parameters[0]).toEqual({
      key: "dimensions",
      name: "尺寸",
      unit: "mm",
      kind: "text",
      value: "19.0 × 18.4 × 2.2",
    });
    expect(detail.parameters.map((parameter: { key: string }) => parameter.key)).not.toContain(
      "gnss",
    );
    expect(detail.children.map((child: ProductListItem) => child.id)).toEqual([14]);
    expect(detail.related.map((related: ProductListItem) => related.id)).toEqual([2, 3, 4]);
    const board = await client.get("/api/product/query?id=14");
    expect(board.data.parent).toMatchObject({ id: 1, name: "M5310A NB-IoT module" });
    expect(board.data.name).toBe("2G/NB-IoT development board");
    expect(board.data.parameters[0].name).toBe("Dimensions");
  });

  it("converts to Traditional Chinese on ch/ with Accept-Language zh-TW", async () => {
    const { data } = await client.language("zh-TW").get("/api/product/ch/query?id=4");
    expect(data.name).toBe("N10SG NB-IoT 定位模組");
    expect(data.summary).toContain("一顆模組完成定位與回傳");
    expect(data.description).toContain("<li>內置 GPS/北斗雙模定位</li>");
    expect(data.parameters[0].name).toBe("尺寸");
  });

  it("hides a draft with 404 from visitors and ordinary users, shows it to editors", async () => {
    expect((await client.get(`/api/product/query?id=${draftId}`)).status).toBe(404);
    const { token: userToken } = await signedIn(testApp);
    expect((await client.as(userToken).get(`/api/product/query?id=${draftId}`)).status).toBe(404);
    const { token: editorToken } = await signedIn(testApp, {
      roles: ["contentEditor"],
    });
    const preview = await client.as(editorToken).get(`/api/product/query?id=${draftId}`);
    expect(preview.status).toBe(200);
    expect(preview.data.status).toBe("draft");
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await client.get("/api/product/query?id=99999")).status).toBe(404);
    const malformed = await client.get("/api/product/query?id=abc");
    expect(malformed.status).toBe(400);
    expect(malformed.data[0].field).toBe("id");
  });
});

describe("GET /api/product/getProductTree", () => {
  it("lists every category with its products and their children", async () => {
    const { status, data } = await client.language("en-US").get("/api/product/getProductTree");
    expect(status).toBe(200);
    const tree = data as ProductTreeNode[];
    expect(tree.map((node) => node.value)).toEqual([
      "2G",
      "4G",
      "NB-IoT",
      "5G",
      "devBoard",
      "terminal",
    ]);
    const nbIot = tree.find((node) => node.value === "NB-IoT");
    expect(nbIot?.products.map((product) => product.model)).toEqual([
      "M5310A",
      "M5311",
      "M5313",
      "N10SG",
    ]);
    expect(nbIot?.products[0]?.children.map((child) => child.id)).toEqual([14]);
    const boards = tree.find((node) => node.value === "devBoard");
    expect(boards?.name).toBe("Development board");
    expect(boards?.products.map((product) => product.id)).toEqual([14, 15, 16, 17]);
    expect(tree.find((node) => node.value === "terminal")?.products).toEqual([]);
    const twoG = tree.find((node) => node.value === "2G");
    expect(twoG?.products.map((product) => product.model)).not.toContain("DRAFT-1");
  });
});

describe("GET /api/product/getMainProductList and getProductListWithoutChild", () => {
  it("lists published modules without a parent", async () => {
    const { data } = await client.get("/api/product/getMainProductList?pageSize=100");
    expect(data.total).toBe(13);
    expect(data.list.every((item: ProductListItem) => item.parentId === null)).toBe(true);
    const filtered = await client.get("/api/product/getMainProductList?keyword=F0");
    expect(models(filtered.data.list)).toEqual(["F02X", "F03X"]);
  });

  it("lists every published product without a parent, boards and terminals included", async () => {
    const terminal = await buildProduct(testApp, {
      model: "T-TERMINAL",
      productType: "terminal",
      packageType: "Board",
    });
    onTestFinished(async () => {
      await testApp.db.delete(products).where(eq(products.id, terminal.id));
    });
    const { data } = await client.get("/api/product/getProductListWithoutChild?pageSize=100");
    expect(data.total).toBe(14);
    expect(models(data.list)).toContain("T-TERMINAL");
    expect(models(data.list)).not.toContain("M5311-EVB");
    const main = await client.get("/api/product/getMainProductList?pageSize=100");
    expect(models(main.data.list)).not.toContain("T-TERMINAL");
  });
});

describe("GET /api/product/getProductRelated", () => {
  it("answers the published related products in their order", async () => {
    const { status, data } = await client.get("/api/product/getProductRelated?id=9");
    expect(status).toBe(200);
    expect(data.map((item: ProductListItem) => item.id)).toEqual([6, 10, 11]);
  });

  it("answers 404 for a draft to visitors; editors see it and its draft relations", async () => {
    expect((await client.get(`/api/product/getProductRelated?id=${draftId}`)).status).toBe(404);
    await testApp.db.insert(productRelations).values([
      { productId: draftId, relatedId: 2, position: 0 },
      { productId: 1, relatedId: draftId, position: 9 },
    ]);
    onTestFinished(async () => {
      await testApp.db.delete(productRelations).where(eq(productRelations.productId, draftId));
      await testApp.db.delete(productRelations).where(eq(productRelations.relatedId, draftId));
    });
    const { token } = await signedIn(testApp, { roles: ["contentEditor"] });
    const asEditor = await client.as(token).get(`/api/product/getProductRelated?id=${draftId}`);
    expect(asEditor.status).toBe(200);
    expect(asEditor.data.map((item: ProductListItem) => item.id)).toEqual([2]);
    const ofPublished = await client.as(token).get("/api/product/getProductRelated?id=1");
    expect(ofPublished.data.map((item: ProductListItem) => item.id)).toEqual([2, 3, 4, draftId]);
    const publicView = await client.get("/api/product/getProductRelated?id=1");
    expect(publicView.data.map((item: ProductListItem) => item.id)).toEqual([2, 3, 4]);
  });
});
