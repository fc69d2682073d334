import { type ProductAdminRow, permissions } from "@portal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildDocument } from "../../test-support/factories/document.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { productRelations, products } from "./schema.ts";

let testApp: TestApp;
/** A content editor, in English. */
let editor: ApiClient;
/** A visitor without a session, in English. */
let visitor: ApiClient;
let userToken: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  editor = visitor.as(await signedIn(testApp, { permissions: [permissions.productWrite] }));
  userToken = (await signedIn(testApp)).token;
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

async function create(
  overrides: Record<string, unknown> = {},
  url = "/api/product/addProductInfo",
) {
  return dataOf(await editor.post(url, validInput(overrides)), "creating a product").id as number;
}

const fieldsOf = (answer: { data: { field: string }[] }) =>
  answer.data.map((problem) => problem.field);

/** Every management path with a valid call. */
const managementCalls: [string, string, object | undefined][] = [
  ["GET", "/api/product/queryRelated", undefined],
  ["GET", "/api/product/baseInfo", undefined],
  ["GET", "/api/product/ch/baseInfo", undefined],
  ["GET", "/api/product/getProductInfo?id=1", undefined],
  ["POST", "/api/product/addProductInfo", validInput()],
  ["POST", "/api/product/ch/addProductInfo", validInput()],
  ["POST", "/api/product/modifyProductInfo", { ...validInput(), id: 1, version: 1 }],
  ["POST", "/api/product/ch/modifyProductInfo", { ...validInput(), id: 1, version: 1 }],
  ["POST", "/api/product/removeProductInfo", { id: 1 }],
  ["POST", "/api/product/updateStatus", { id: 1, status: "draft" }],
  ["POST", "/api/product/updateSort", { id: 1, sort: 3 }],
  ["POST", "/api/product/uploadImage", {}],
  ["GET", "/api/product/developmentBoardAndTerminal/baseInfo", undefined],
  ["POST", "/api/product/developmentBoardAndTerminal/add", validInput()],
  [
    "POST",
    "/api/product/developmentBoardAndTerminal/modify",
    { ...validInput(), id: 1, version: 1 },
  ],
];

describe("permissions of the product management paths", () => {
  it.each(managementCalls)(
    "refuses %s %s without a token with 401",
    async (method, url, payload) => {
      const response = await visitor.send(method as "GET" | "POST", url, payload ?? undefined);
      expect(response.status).toBe(401);
    },
  );

  it.each(managementCalls)(
    "refuses %s %s to a signed-in user without product:write with 403",
    async (method, url, payload) => {
      const response = await visitor
        .as(userToken)
        .send(method as "GET" | "POST", url, payload ?? undefined);
      expect(response.status).toBe(403);
    },
  );
});

describe("POST /api/product/addProductInfo and getProductInfo", () => {
  it("creates a product an editor can read back in every language", async () => {
    const related = await buildProduct(testApp);
    const response = await editor.post(
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
    expect(response.status).toBe(200);
    const { id } = response.data;
    const record = await editor.get(`/api/product/getProductInfo?id=${id}`);
    expect(record.status).toBe(200);
    expect(record.data).toMatchObject({
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
    const publicList = await visitor.get("/api/product/getList?keyword=NB-NEW");
    expect(publicList.data.total).toBe(1);
  });

  it("works the same on the ch/ twin", async () => {
    const response = await editor.post("/api/product/ch/addProductInfo", validInput());
    expect(response.status).toBe(200);
    expect(response.data.id).toEqual(expect.any(Number));
  });

  it("refuses a parameter of the wrong kind with 400 naming each field", async () => {
    const response = await editor.post(
      "/api/product/addProductInfo",
      validInput({ parameters: { weight: "heavy", gnss: ["GPS"], interfaces: "UART" } }),
    );
    expect(response.status).toBe(400);
    expect(response.data).toEqual([
      { field: "parameters.weight", message: "Enter a number" },
      { field: "parameters.interfaces", message: "Enter a list of texts" },
      { field: "parameters.gnss", message: "Enter a text" },
    ]);
  });

  it("refuses an unknown parameter, a missing name and a bad buy link with 400", async () => {
    const response = await editor.post(
      "/api/product/addProductInfo",
      validInput({ parameters: { colour: "red" }, nameEn: "", buyUrl: "javascript:alert(1)" }),
    );
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(expect.arrayContaining(["parameters", "nameEn", "buyUrl"]));
  });

  it("refuses a model another product has (any case) with 409", async () => {
    await create({ model: "DUP-1" });
    const response = await editor.post(
      "/api/product/addProductInfo",
      validInput({ model: "dup-1" }),
    );
    expect(response.status).toBe(409);
    expect(response.msg).toBe("A product with this model already exists");
    expect(fieldsOf(response)).toEqual(["model"]);
  });

  it("accepts a parent that is a top-level module, refuses others with 400", async () => {
    const moduleId = await create();
    const boardId = await create({
      productType: "devBoard",
      packageType: "Board",
      parentId: moduleId,
    });
    const board = await editor.get(`/api/product/getProductInfo?id=${boardId}`);
    expect(board.data.parentId).toBe(moduleId);
    const cases: [unknown, string][] = [
      [99999, "The parent module does not exist"],
      [boardId, "The parent must be a top-level module (2G, 4G, NB-IoT or 5G)"],
    ];
    for (const [parentId, message] of cases) {
      const response = await editor.post("/api/product/addProductInfo", validInput({ parentId }));
      expect(response.status).toBe(400);
      expect(response.data).toEqual([{ field: "parentId", message }]);
    }
    const terminal = await create({ productType: "terminal", packageType: "Board" });
    const underTerminal = await editor.post(
      "/api/product/addProductInfo",
      validInput({ parentId: terminal }),
    );
    expect(underTerminal.status).toBe(400);
  });

  it("refuses related ids that do not exist with 400", async () => {
    const response = await editor.post(
      "/api/product/addProductInfo",
      validInput({ relatedIds: [99999] }),
    );
    expect(response.status).toBe(400);
    expect(response.data).toEqual([
      { field: "relatedIds", message: "A related product does not exist" },
    ]);
  });

  it("accepts only product images uploaded here", async () => {
    const good = await editor.post(
      "/api/product/addProductInfo",
      validInput({ images: ["/uploads/products/1700000000000abcdef.png"] }),
    );
    expect(good.status).toBe(200);
    const bad = await editor.post(
      "/api/product/addProductInfo",
      validInput({ images: ["/uploads/products/a.png", "https://evil.example/x.png"] }),
    );
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(["images.1"]);
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
    const detail = await visitor.language("zh-CN").get(`/api/product/ch/query?id=${id}`);
    expect(detail.data.description).toBe("<p>旧</p>");
    const record = await editor.get(`/api/product/getProductInfo?id=${id}`);
    expect(record.data.descriptionZh).toBe("<p>旧</p>");
  });

  it("refuses a description over 10,000 characters of text, however little markup it has", async () => {
    const atLimit = `<p><strong>${"字".repeat(9_999)}</strong>a</p>`;
    expect(
      (await editor.post("/api/product/addProductInfo", validInput({ descriptionEn: atLimit })))
        .status,
    ).toBe(200);
    const over = await editor.post(
      "/api/product/addProductInfo",
      validInput({ descriptionEn: `<p>${"a".repeat(10_001)}</p>` }),
    );
    expect(over.status).toBe(400);
    expect(fieldsOf(over)).toEqual(["descriptionEn"]);
    expect(over.data[0].message).toBe(
      "The text is over 10,000 characters: shorten it before saving",
    );
  });

  it("answers 404 for getProductInfo of an unknown product", async () => {
    expect((await editor.get("/api/product/getProductInfo?id=99999")).status).toBe(404);
  });
});

describe("POST /api/product/modifyProductInfo", () => {
  it("replaces the fields and the related products", async () => {
    const first = await buildProduct(testApp);
    const second = await buildProduct(testApp);
    const id = await create({ relatedIds: [first.id] });
    const response = await editor.post("/api/product/ch/modifyProductInfo", {
      ...validInput({ model: "RENAMED-1", relatedIds: [second.id, first.id], status: "draft" }),
      id,
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ id });
    const record = (await editor.get(`/api/product/getProductInfo?id=${id}`)).data;
    expect(record).toMatchObject({
      model: "RENAMED-1",
      status: "draft",
      relatedIds: [second.id, first.id],
    });
  });

  it("keeps its own model without a conflict, refuses another's with 409", async () => {
    const id = await create({ model: "KEEP-1" });
    await create({ model: "TAKEN-1" });
    const same = await editor.post("/api/product/modifyProductInfo", {
      ...validInput({ model: "KEEP-1" }),
      id,
      version: 1,
    });
    expect(same.status).toBe(200);
    const taken = await editor.post("/api/product/modifyProductInfo", {
      ...validInput({ model: "TAKEN-1" }),
      id,
      version: 2,
    });
    expect(taken.status).toBe(409);
  });

  it("refuses the product as its own parent or related product with 400", async () => {
    const id = await create();
    const self = await editor.post("/api/product/modifyProductInfo", {
      ...validInput({ parentId: id }),
      id,
      version: 1,
    });
    expect(self.status).toBe(400);
    expect(self.data).toEqual([
      { field: "parentId", message: "A product cannot belong to itself" },
    ]);
    const related = await editor.post("/api/product/modifyProductInfo", {
      ...validInput({ relatedIds: [id] }),
      id,
      version: 1,
    });
    expect(related.data).toEqual([
      { field: "relatedIds", message: "A product cannot be related to itself" },
    ]);
  });

  it("keeps a module with children a top-level module", async () => {
    const moduleId = await create();
    const otherModule = await create();
    await create({ productType: "devBoard", packageType: "Board", parentId: moduleId });
    const underOther = await editor.post("/api/product/modifyProductInfo", {
      ...validInput({ parentId: otherModule }),
      id: moduleId,
      version: 1,
    });
    expect(underOther.status).toBe(400);
    expect(fieldsOf(underOther)).toEqual(["parentId"]);
    const asBoard = await editor.post("/api/product/modifyProductInfo", {
      ...validInput({ productType: "devBoard", packageType: "Board" }),
      id: moduleId,
      version: 1,
    });
    expect(fieldsOf(asBoard)).toEqual(["productType"]);
  });

  it("takes one of two saves from the same version and refuses the other with 409", async () => {
    const id = await create({ model: "RACE-1" });
    const [first, second] = await Promise.all([
      editor.post("/api/product/modifyProductInfo", {
        ...validInput({ model: "RACE-1", nameEn: "First save" }),
        id,
        version: 1,
      }),
      editor.post("/api/product/ch/modifyProductInfo", {
        ...validInput({ model: "RACE-1", nameEn: "Second save" }),
        id,
        version: 1,
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [saved, refused] = first.status === 200 ? [first, second] : [second, first];
    expect(refused.data).toEqual({ currentVersion: 2 });
    const record = (await editor.get(`/api/product/getProductInfo?id=${id}`)).data;
    const savedName = saved === first ? "First save" : "Second save";
    expect(record).toMatchObject({ nameEn: savedName, version: 2 });
  });

  it("refuses a save from a stale version with 409 and a translated message", async () => {
    const id = await create({ model: "STALE-1" });
    const newer = await editor.post("/api/product/modifyProductInfo", {
      ...validInput({ model: "STALE-1", nameEn: "Newer" }),
      id,
      version: 1,
    });
    expect(newer.status).toBe(200);
    const stale = await editor.post("/api/product/modifyProductInfo", {
      ...validInput({ model: "STALE-1", nameEn: "Stale" }),
      id,
      version: 1,
    });
    expect(stale).toMatchObject({ status: 409, data: { currentVersion: 2 } });
    expect(stale.msg).toBe(
      "Someone else changed this record meanwhile; reload it before you edit again",
    );
    const chinese = await editor.language("zh-CN").post("/api/product/modifyProductInfo", {
      ...validInput({ model: "STALE-1" }),
      id,
      version: 1,
    });
    expect(chinese.msg).toBe("其他人在此期间修改了这条记录，请重新加载后再编辑");
    const record = (await editor.get(`/api/product/getProductInfo?id=${id}`)).data;
    expect(record).toMatchObject({ nameEn: "Newer", version: 2 });
  });

  it("moves the version on a status or sort toggle, so an older form cannot undo it", async () => {
    const id = await create({ status: "draft" });
    expect(
      (await editor.post("/api/product/updateStatus", { id, status: "published" })).status,
    ).toBe(200);
    expect((await editor.post("/api/product/updateSort", { id, sort: 9 })).status).toBe(200);
    const stale = await editor.post("/api/product/modifyProductInfo", {
      ...validInput({ status: "draft" }),
      id,
      version: 1,
    });
    expect(stale).toMatchObject({ status: 409, data: { currentVersion: 3 } });
    const record = (await editor.get(`/api/product/getProductInfo?id=${id}`)).data;
    expect(record).toMatchObject({ status: "published", sort: 9, version: 3 });
  });

  it("refuses a save without a version with 400", async () => {
    const id = await create();
    for (const url of [
      "/api/product/modifyProductInfo",
      "/api/product/developmentBoardAndTerminal/modify",
    ]) {
      const response = await editor.post(url, { ...validInput(), id });
      expect(response.status).toBe(400);
      expect(fieldsOf(response)).toEqual(["version"]);
    }
  });

  it("answers 404 for an unknown product", async () => {
    const response = await editor.post("/api/product/modifyProductInfo", {
      ...validInput(),
      id: 99999,
      version: 1,
    });
    expect(response.status).toBe(404);
  });
});

describe("developmentBoardAndTerminal paths", () => {
  it("create and edit development boards and terminals only", async () => {
    const board = await editor.post(
      "/api/product/developmentBoardAndTerminal/add",
      validInput({ productType: "devBoard", packageType: "Board" }),
    );
    expect(board.status).toBe(200);
    const boardId = board.data.id;
    const asTerminal = await editor.post("/api/product/developmentBoardAndTerminal/modify", {
      ...validInput({ productType: "terminal", packageType: "Board" }),
      id: boardId,
      version: 1,
    });
    expect(asTerminal.status).toBe(200);
    const staleBoard = await editor.post("/api/product/developmentBoardAndTerminal/modify", {
      ...validInput({ productType: "devBoard", packageType: "Board" }),
      id: boardId,
      version: 1,
    });
    expect(staleBoard).toMatchObject({ status: 409, data: { currentVersion: 2 } });

    const module = await editor.post("/api/product/developmentBoardAndTerminal/add", validInput());
    expect(module.status).toBe(400);
    expect(module.data).toEqual([
      { field: "productType", message: "Only development boards and terminals are managed here" },
    ]);
    const moduleId = await create();
    const moduleAsBoard = await editor.post("/api/product/developmentBoardAndTerminal/modify", {
      ...validInput({ productType: "devBoard", packageType: "Board" }),
      id: moduleId,
      version: 1,
    });
    expect(moduleAsBoard.status).toBe(400);
  });

  it("lists boards and terminals, with or without a parent", async () => {
    const board = await buildProduct(testApp, {
      productType: "devBoard",
      packageType: "Board",
      parent: { model: "BOARD-PARENT" },
    });
    const terminal = await buildProduct(testApp, { productType: "terminal", packageType: "Board" });
    const response = await editor.get(
      "/api/product/developmentBoardAndTerminal/baseInfo?pageSize=100",
    );
    expect(response.status).toBe(200);
    const rows = response.data.list as ProductAdminRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => ["devBoard", "terminal"].includes(row.productType))).toBe(true);
    expect(rows.find((row) => row.id === board.id)).toMatchObject({
      parentId: board.parentId,
      parentModel: "BOARD-PARENT",
    });
    expect(rows.find((row) => row.id === terminal.id)).toMatchObject({
      parentId: null,
      parentModel: null,
    });
    expect(rows.map((row) => row.model)).not.toContain("BOARD-PARENT");
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
    const modules = await editor.get("/api/product/baseInfo?scope=module&keyword=SCOPE");
    expect(modules.status).toBe(200);
    expect(modules.data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(modules.data.list[0]).toMatchObject({
      id: moduleId,
      model: "SCOPE-MODULE",
      name: expect.stringContaining("New module"),
      status: "draft",
      childCount: 1,
      parentModel: null,
    });
    const children = await editor.get(`/api/product/baseInfo?scope=child&parentId=${moduleId}`);
    expect(children.data.list).toEqual([
      expect.objectContaining({
        model: "SCOPE-BOARD",
        parentId: moduleId,
        parentModel: "SCOPE-MODULE",
      }),
    ]);
    const chinese = await editor
      .language("zh-TW")
      .get("/api/product/ch/baseInfo?keyword=SCOPE-MODULE");
    expect(chinese.data.list[0].name).toMatch(/^新模組/);
    const drafts = await editor.get("/api/product/baseInfo?status=published&keyword=SCOPE-MODULE");
    expect(drafts.data.total).toBe(0);
  });

  it("refuses an unknown scope with 400", async () => {
    const response = await editor.get("/api/product/baseInfo?scope=everything");
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(["scope"]);
  });
});

describe("GET /api/product/queryRelated", () => {
  it("offers products of any status, leaving the product itself out", async () => {
    const id = await create({ model: "REL-SELF" });
    const draft = await create({ model: "REL-DRAFT", status: "draft" });
    const response = await editor.get(`/api/product/queryRelated?keyword=REL-&excludeId=${id}`);
    expect(response.status).toBe(200);
    expect(response.data.list.map((item: { id: number }) => item.id)).toEqual([draft]);
  });
});

describe("updateStatus, updateSort and removeProductInfo", () => {
  it("publishes, withdraws and orders a product", async () => {
    const id = await create({ model: "STATUS-1", status: "draft" });
    expect((await visitor.get(`/api/product/query?id=${id}`)).status).toBe(404);
    expect(
      (await editor.post("/api/product/updateStatus", { id, status: "published" })).status,
    ).toBe(200);
    expect((await visitor.get(`/api/product/query?id=${id}`)).status).toBe(200);
    expect((await editor.post("/api/product/updateSort", { id, sort: 0 })).status).toBe(200);
    const first = await visitor.get("/api/product/getList?pageSize=1");
    expect(first.data.list[0].id).toBe(id);
  });

  it("refuses a bad status or sort with 400 and an unknown product with 404", async () => {
    const badStatus = await editor.post("/api/product/updateStatus", { id: 1, status: "gone" });
    expect(badStatus.status).toBe(400);
    expect(fieldsOf(badStatus)).toEqual(["status"]);
    const badSort = await editor.post("/api/product/updateSort", { id: 1, sort: -1 });
    expect(fieldsOf(badSort)).toEqual(["sort"]);
    expect((await editor.post("/api/product/updateSort", { id: 99999, sort: 1 })).status).toBe(404);
    const missing = await editor.post("/api/product/updateStatus", { id: 99999, status: "draft" });
    expect(missing.status).toBe(404);
  });

  it("deletes a product with its relations", async () => {
    const other = await buildProduct(testApp);
    const id = await create({ relatedIds: [other.id] });
    const response = await editor.post("/api/product/removeProductInfo", { id });
    expect(response.status).toBe(200);
    expect(response.response.json()).toEqual({ code: 200, data: null, msg: "ok" });
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
    const withChild = await editor.post("/api/product/removeProductInfo", { id: moduleId });
    expect(withChild.status).toBe(409);
    expect(withChild.msg).toBe("This product still has sub-products: delete or move them first");
    await buildDocument(testApp, { productId: boardId });
    const withDocument = await editor.post("/api/product/removeProductInfo", { id: boardId });
    expect(withDocument.status).toBe(409);
    expect(withDocument.msg).toBe("This product still has documents: delete them first");
    expect((await editor.post("/api/product/removeProductInfo", { id: 99999 })).status).toBe(404);
  });
});
