import type { ProductAdminRow } from "@portal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../test-support/factories.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { documents } from "../document/schema.ts";
import { productRelations, products } from "./schema.ts";
import { insertTestProduct } from "./test-products.ts";

let testApp: TestApp;
let editorToken: string;
let userToken: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  editorToken = (await createSignedInUser(testApp, { roleKeys: ["contentEditor"] })).token;
  userToken = (await createSignedInUser(testApp)).token;
});
afterAll(async () => {
  await testApp.close();
});

let sequence = 0;
function validInput(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    model: `NEW-${sequence}`,
    nameZh: `新模组 ${sequence}`,
    nameEn: `New module ${sequence}`,
    productType: "NB-IoT",
    networkSystem: "NB-IoT",
    packageType: "LCC",
    parameters: { weight: 1.2, gnss: "GPS/BeiDou", interfaces: ["UART", "SPI"] },
    status: "published",
    sort: 5,
    ...overrides,
  };
}

function post(url: string, payload: unknown, token: string | null = editorToken) {
  return testApp.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: { ...(token ? bearer(token) : {}), "accept-language": "en-US" },
  });
}

/** A GET as the editor, or anonymously with `token` null. */
function get(url: string, token: string | null = editorToken, language = "en-US") {
  return testApp.app.inject({
    method: "GET",
    url,
    headers: { ...(token ? bearer(token) : {}), "accept-language": language },
  });
}

async function create(
  overrides: Record<string, unknown> = {},
  url = "/api/product/addProductInfo",
) {
  const response = await post(url, validInput(overrides));
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return response.json().data.id as number;
}

const fieldsOf = (body: { data: { field: string }[] }) => body.data.map((problem) => problem.field);

/** Every management path with a valid call. */
const managementCalls: [string, string, unknown][] = [
  ["GET", "/api/product/queryRelated", undefined],
  ["GET", "/api/product/baseInfo", undefined],
  ["GET", "/api/product/ch/baseInfo", undefined],
  ["GET", "/api/product/getProductInfo?id=1", undefined],
  ["POST", "/api/product/addProductInfo", validInput()],
  ["POST", "/api/product/ch/addProductInfo", validInput()],
  ["POST", "/api/product/modifyProductInfo", { ...validInput(), id: 1 }],
  ["POST", "/api/product/ch/modifyProductInfo", { ...validInput(), id: 1 }],
  ["POST", "/api/product/removeProductInfo", { id: 1 }],
  ["POST", "/api/product/updateStatus", { id: 1, status: "draft" }],
  ["POST", "/api/product/updateSort", { id: 1, sort: 3 }],
  ["POST", "/api/product/uploadImage", {}],
  ["GET", "/api/product/developmentBoardAndTerminal/baseInfo", undefined],
  ["POST", "/api/product/developmentBoardAndTerminal/add", validInput()],
  ["POST", "/api/product/developmentBoardAndTerminal/modify", { ...validInput(), id: 1 }],
];

describe("permissions of the product management paths", () => {
  it.each(managementCalls)(
    "refuses %s %s without a token with 401",
    async (method, url, payload) => {
      const response = await testApp.app.inject({
        method: method as "GET" | "POST",
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(response.statusCode).toBe(401);
    },
  );

  it.each(managementCalls)(
    "refuses %s %s to a signed-in user without product:write with 403",
    async (method, url, payload) => {
      const response = await testApp.app.inject({
        method: method as "GET" | "POST",
        url,
        headers: bearer(userToken),
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(response.statusCode).toBe(403);
    },
  );
});

describe("POST /api/product/addProductInfo and getProductInfo", () => {
  it("creates a product an editor can read back in every language", async () => {
    const related = await insertTestProduct(testApp.db);
    const response = await post(
      "/api/product/addProductInfo",
      validInput({
        model: "NB-NEW",
        nameTw: "新模組",
        summaryZh: "简介",
        summaryEn: "",
        buyUrl: "https://example.com/shop/NB-NEW",
        relatedIds: [related.id],
      }),
    );
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data;
    const record = await get(`/api/product/getProductInfo?id=${id}`);
    expect(record.statusCode).toBe(200);
    expect(record.json().data).toMatchObject({
      id,
      model: "NB-NEW",
      nameTw: "新模組",
      summaryZh: "简介",
      summaryEn: null,
      productType: "NB-IoT",
      parameters: { weight: 1.2, gnss: "GPS/BeiDou", interfaces: ["UART", "SPI"] },
      buyUrl: "https://example.com/shop/NB-NEW",
      status: "published",
      sort: 5,
      parentId: null,
      relatedIds: [related.id],
      viewCount: 0,
    });
    const publicList = await get("/api/product/getList?keyword=NB-NEW", null);
    expect(publicList.json().data.total).toBe(1);
  });

  it("works the same on the ch/ twin", async () => {
    const response = await post("/api/product/ch/addProductInfo", validInput());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toEqual(expect.any(Number));
  });

  it("refuses a parameter of the wrong kind with 400 naming each field", async () => {
    const response = await post(
      "/api/product/addProductInfo",
      validInput({ parameters: { weight: "heavy", gnss: ["GPS"], interfaces: "UART" } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual([
      { field: "parameters.weight", message: "Enter a number" },
      { field: "parameters.interfaces", message: "Enter a list of texts" },
      { field: "parameters.gnss", message: "Enter a text" },
    ]);
  });

  it("refuses an unknown parameter, a missing name and a bad buy link with 400", async () => {
    const response = await post(
      "/api/product/addProductInfo",
      validInput({ parameters: { colour: "red" }, nameEn: "", buyUrl: "javascript:alert(1)" }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(
      expect.arrayContaining(["parameters", "nameEn", "buyUrl"]),
    );
  });

  it("refuses a model another product has (any case) with 409", async () => {
    await create({ model: "DUP-1" });
    const response = await post("/api/product/addProductInfo", validInput({ model: "dup-1" }));
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe("A product with this model already exists");
    expect(fieldsOf(response.json())).toEqual(["model"]);
  });

  it("accepts a parent that is a top-level module, refuses others with 400", async () => {
    const moduleId = await create();
    const boardId = await create({
      productType: "devBoard",
      packageType: "Board",
      parentId: moduleId,
    });
    const board = await get(`/api/product/getProductInfo?id=${boardId}`);
    expect(board.json().data.parentId).toBe(moduleId);
    const cases: [unknown, string][] = [
      [99999, "The parent module does not exist"],
      [boardId, "The parent must be a top-level module (2G, 4G, NB-IoT or 5G)"],
    ];
    for (const [parentId, message] of cases) {
      const response = await post("/api/product/addProductInfo", validInput({ parentId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toEqual([{ field: "parentId", message }]);
    }
    const terminal = await create({ productType: "terminal", packageType: "Board" });
    const underTerminal = await post(
      "/api/product/addProductInfo",
      validInput({ parentId: terminal }),
    );
    expect(underTerminal.statusCode).toBe(400);
  });

  it("refuses related ids that do not exist with 400", async () => {
    const response = await post("/api/product/addProductInfo", validInput({ relatedIds: [99999] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual([
      { field: "relatedIds", message: "A related product does not exist" },
    ]);
  });

  it("accepts only product images uploaded here", async () => {
    const good = await post(
      "/api/product/addProductInfo",
      validInput({ images: ["/uploads/products/1700000000000abcdef.png"] }),
    );
    expect(good.statusCode).toBe(200);
    const bad = await post(
      "/api/product/addProductInfo",
      validInput({ images: ["/uploads/products/a.png", "https://evil.example/x.png"] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(["images.1"]);
  });

  it("removes scripts from the rich description on save and on output", async () => {
    const id = await create({
      descriptionZh:
        '<p onclick="x()">介绍<script>alert(1)</script></p><img src="/a.png" onerror="x()">',
    });
    const [stored] = await testApp.db.select().from(products).where(eq(products.id, id));
    expect(stored?.descriptionZh).toBe('<p>介绍</p><img src="/a.png" />');
    // A description that reached the database some other way is cleaned on the way out too.
    await testApp.db
      .update(products)
      .set({ descriptionZh: "<p>旧</p><script>alert(2)</script>" })
      .where(eq(products.id, id));
    const detail = await get(`/api/product/ch/query?id=${id}`, null, "zh-CN");
    expect(detail.json().data.description).toBe("<p>旧</p>");
    const record = await get(`/api/product/getProductInfo?id=${id}`);
    expect(record.json().data.descriptionZh).toBe("<p>旧</p>");
  });

  it("answers 404 for getProductInfo of an unknown product", async () => {
    expect((await get("/api/product/getProductInfo?id=99999")).statusCode).toBe(404);
  });
});

describe("POST /api/product/modifyProductInfo", () => {
  it("replaces the fields and the related products", async () => {
    const first = await insertTestProduct(testApp.db);
    const second = await insertTestProduct(testApp.db);
    const id = await create({ relatedIds: [first.id] });
    const response = await post("/api/product/ch/modifyProductInfo", {
      ...validInput({ model: "RENAMED-1", relatedIds: [second.id, first.id], status: "draft" }),
      id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id });
    const record = (await get(`/api/product/getProductInfo?id=${id}`)).json().data;
    expect(record).toMatchObject({
      model: "RENAMED-1",
      status: "draft",
      relatedIds: [second.id, first.id],
    });
  });

  it("keeps its own model without a conflict, refuses another's with 409", async () => {
    const id = await create({ model: "KEEP-1" });
    await create({ model: "TAKEN-1" });
    const same = await post("/api/product/modifyProductInfo", {
      ...validInput({ model: "KEEP-1" }),
      id,
    });
    expect(same.statusCode).toBe(200);
    const taken = await post("/api/product/modifyProductInfo", {
      ...validInput({ model: "TAKEN-1" }),
      id,
    });
    expect(taken.statusCode).toBe(409);
  });

  it("refuses the product as its own parent or related product with 400", async () => {
    const id = await create();
    const self = await post("/api/product/modifyProductInfo", {
      ...validInput({ parentId: id }),
      id,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().data).toEqual([
      { field: "parentId", message: "A product cannot belong to itself" },
    ]);
    const related = await post("/api/product/modifyProductInfo", {
      ...validInput({ relatedIds: [id] }),
      id,
    });
    expect(related.json().data).toEqual([
      { field: "relatedIds", message: "A product cannot be related to itself" },
    ]);
  });

  it("keeps a module with children a top-level module", async () => {
    const moduleId = await create();
    const otherModule = await create();
    await create({ productType: "devBoard", packageType: "Board", parentId: moduleId });
    const underOther = await post("/api/product/modifyProductInfo", {
      ...validInput({ parentId: otherModule }),
      id: moduleId,
    });
    expect(underOther.statusCode).toBe(400);
    expect(fieldsOf(underOther.json())).toEqual(["parentId"]);
    const asBoard = await post("/api/product/modifyProductInfo", {
      ...validInput({ productType: "devBoard", packageType: "Board" }),
      id: moduleId,
    });
    expect(fieldsOf(asBoard.json())).toEqual(["productType"]);
  });

  it("answers 404 for an unknown product", async () => {
    const response = await post("/api/product/modifyProductInfo", { ...validInput(), id: 99999 });
    expect(response.statusCode).toBe(404);
  });
});

describe("developmentBoardAndTerminal paths", () => {
  it("create and edit development boards and terminals only", async () => {
    const board = await post(
      "/api/product/developmentBoardAndTerminal/add",
      validInput({ productType: "devBoard", packageType: "Board" }),
    );
    expect(board.statusCode).toBe(200);
    const boardId = board.json().data.id;
    const asTerminal = await post("/api/product/developmentBoardAndTerminal/modify", {
      ...validInput({ productType: "terminal", packageType: "Board" }),
      id: boardId,
    });
    expect(asTerminal.statusCode).toBe(200);

    const module = await post("/api/product/developmentBoardAndTerminal/add", validInput());
    expect(module.statusCode).toBe(400);
    expect(module.json().data).toEqual([
      { field: "productType", message: "Only development boards and terminals are managed here" },
    ]);
    const moduleId = await create();
    const moduleAsBoard = await post("/api/product/developmentBoardAndTerminal/modify", {
      ...validInput({ productType: "devBoard", packageType: "Board" }),
      id: moduleId,
    });
    expect(moduleAsBoard.statusCode).toBe(400);
  });

  it("lists boards and terminals, with or without a parent", async () => {
    const response = await get("/api/product/developmentBoardAndTerminal/baseInfo?pageSize=100");
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.list as ProductAdminRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => ["devBoard", "terminal"].includes(row.productType))).toBe(true);
  });
});

describe("GET /api/product/baseInfo", () => {
  it("lists modules of any status by scope with parent model and child count", async () => {
    const moduleId = await create({ model: "SCOPE-MODULE", status: "draft" });
    await create({
      model: "SCOPE-BOARD",
      productType: "devBoard",
      packageType: "Board",
      parentId: moduleId,
    });
    const modules = await get("/api/product/baseInfo?scope=module&keyword=SCOPE");
    expect(modules.statusCode).toBe(200);
    expect(modules.json().data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(modules.json().data.list[0]).toMatchObject({
      id: moduleId,
      model: "SCOPE-MODULE",
      name: expect.stringContaining("New module"),
      status: "draft",
      childCount: 1,
      parentModel: null,
    });
    const children = await get(`/api/product/baseInfo?scope=child&parentId=${moduleId}`);
    expect(children.json().data.list).toEqual([
      expect.objectContaining({
        model: "SCOPE-BOARD",
        parentId: moduleId,
        parentModel: "SCOPE-MODULE",
      }),
    ]);
    const chinese = await get(
      "/api/product/ch/baseInfo?keyword=SCOPE-MODULE",
      editorToken,
      "zh-TW",
    );
    expect(chinese.json().data.list[0].name).toMatch(/^新模組/);
    const drafts = await get("/api/product/baseInfo?status=published&keyword=SCOPE-MODULE");
    expect(drafts.json().data.total).toBe(0);
  });

  it("refuses an unknown scope with 400", async () => {
    const response = await get("/api/product/baseInfo?scope=everything");
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(["scope"]);
  });
});

describe("GET /api/product/queryRelated", () => {
  it("offers products of any status, leaving the product itself out", async () => {
    const id = await create({ model: "REL-SELF" });
    const draft = await create({ model: "REL-DRAFT", status: "draft" });
    const response = await get(`/api/product/queryRelated?keyword=REL-&excludeId=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.list.map((item: { id: number }) => item.id)).toEqual([draft]);
  });
});

describe("updateStatus, updateSort and removeProductInfo", () => {
  it("publishes, withdraws and orders a product", async () => {
    const id = await create({ model: "STATUS-1", status: "draft" });
    expect((await get(`/api/product/query?id=${id}`, null)).statusCode).toBe(404);
    expect((await post("/api/product/updateStatus", { id, status: "published" })).statusCode).toBe(
      200,
    );
    expect((await get(`/api/product/query?id=${id}`, null)).statusCode).toBe(200);
    expect((await post("/api/product/updateSort", { id, sort: 0 })).statusCode).toBe(200);
    const first = await get("/api/product/getList?pageSize=1", null);
    expect(first.json().data.list[0].id).toBe(id);
  });

  it("refuses a bad status or sort with 400 and an unknown product with 404", async () => {
    const badStatus = await post("/api/product/updateStatus", { id: 1, status: "gone" });
    expect(badStatus.statusCode).toBe(400);
    expect(fieldsOf(badStatus.json())).toEqual(["status"]);
    const badSort = await post("/api/product/updateSort", { id: 1, sort: -1 });
    expect(fieldsOf(badSort.json())).toEqual(["sort"]);
    expect((await post("/api/product/updateSort", { id: 99999, sort: 1 })).statusCode).toBe(404);
    const missing = await post("/api/product/updateStatus", { id: 99999, status: "draft" });
    expect(missing.statusCode).toBe(404);
  });

  it("deletes a product with its relations", async () => {
    const other = await insertTestProduct(testApp.db);
    const id = await create({ relatedIds: [other.id] });
    const response = await post("/api/product/removeProductInfo", { id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: null, msg: "ok" });
    expect(await testApp.db.select().from(products).where(eq(products.id, id))).toEqual([]);
    const relations = await testApp.db
      .select()
      .from(productRelations)
      .where(eq(productRelations.productId, id));
    expect(relations).toEqual([]);
  });

  it("refuses with 409 while the product has children or documents, 404 when unknown", async () => {
    const moduleId = await create();
    const boardId = await create({
      productType: "devBoard",
      packageType: "Board",
      parentId: moduleId,
    });
    const withChild = await post("/api/product/removeProductInfo", { id: moduleId });
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().msg).toBe(
      "This product still has sub-products: delete or move them first",
    );
    await testApp.db.insert(documents).values({
      productId: boardId,
      name: "Datasheet",
      type: "datasheet",
      language: "en-US",
      accessLevel: "public",
    });
    const withDocument = await post("/api/product/removeProductInfo", { id: boardId });
    expect(withDocument.statusCode).toBe(409);
    expect(withDocument.json().msg).toBe("This product still has documents: delete them first");
    expect((await post("/api/product/removeProductInfo", { id: 99999 })).statusCode).toBe(404);
  });
});
