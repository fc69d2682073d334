import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import {
  buildDocument,
  buildDocumentVersion,
  type DocumentOverrides,
} from "../../test-support/factories/document.ts";
import { buildProduct, type Product } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let client: ApiClient;
let manager: string;
let member: string;
let whitelisted: string;
let product: Product;
let draftProduct: Product;
const ids: Record<string, number> = {};

// Nothing below writes: every test reads the documents built here.
beforeAll(async () => {
  testApp = await buildTestApp();
  client = api(testApp);
  manager = (await signedIn(testApp, { roles: ["contentEditor"] })).token;
  member = (await signedIn(testApp)).token;
  whitelisted = (await signedIn(testApp, { whitelisted: true })).token;
  product = await buildProduct(testApp);
  draftProduct = await buildProduct(testApp, { status: "draft" });
  // Built oldest first: the clock moves before each, so "newest first" has an order to show.
  const add = async (key: string, overrides: DocumentOverrides) => {
    testApp.advance(60_000);
    ids[key] = (await buildDocument(testApp, overrides)).id;
  };
  await add("firmware", {
    productId: product.id,
    name: "Firmware package",
    type: "firmware",
    accessLevel: "whitelist",
  });
  await add("manual", {
    productId: product.id,
    name: "AT commands manual",
    type: "atCommands",
    accessLevel: "user",
    language: "en-US",
  });
  await add("datasheet", {
    productId: product.id,
    name: "数据手册 100% complete",
    type: "datasheet",
    description: "Electrical characteristics",
  });
  await add("examples", {
    productId: product.id,
    name: "AT examples",
    type: "applicationNote",
    parentId: ids.manual,
  });
  await add("deepExamples", {
    productId: product.id,
    name: "AT examples, part 2",
    type: "applicationNote",
    parentId: ids.examples,
  });
  await add("general", { productId: null, name: "Selection guide", type: "applicationNote" });
  await add("draft", { productId: draftProduct.id, name: "Draft datasheet" });
  testApp.advance(60_000);
  await buildDocumentVersion(testApp, ids.manual ?? 0, { version: "V1.1" });
});
afterAll(async () => {
  await testApp.close();
});

const namesOf = (list: { name: string }[]) => list.map((item) => item.name);

describe("queryDocument", () => {
  it("lists visible documents newest first, with paging", async () => {
    const response = await client.get("/api/document/queryDocument?pageSize=3");
    expect(response.status).toBe(200);
    const page = response.data;
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 3 });
    // The new manual version made the manual the newest.
    expect(namesOf(page.list)).toEqual([
      "AT commands manual",
      "Selection guide",
      "AT examples, part 2",
    ]);
    const last = (await client.get("/api/document/queryDocument?pageSize=3&page=2")).data;
    expect(namesOf(last.list)).toEqual([
      "AT examples",
      "数据手册 100% complete",
      "Firmware package",
    ]);
    expect(namesOf((await client.get("/api/document/queryDocument?page=9")).data.list)).toEqual([]);
  });

  it("filters by keyword (name, description, model), product, type, language and general", async () => {
    const query = async (search: string) =>
      namesOf((await client.get(`/api/document/queryDocument?${search}`)).data.list);
    expect(await query("keyword=at%20EXAMPLES")).toEqual(["AT examples, part 2", "AT examples"]);
    expect(await query("keyword=100%25")).toEqual(["数据手册 100% complete"]);
    expect(await query("keyword=1%25")).toEqual([]);
    expect(await query("keyword=electrical")).toEqual(["数据手册 100% complete"]);
    // The whitelist's firmware is found only by readers who may open it.
    expect((await query(`keyword=${product.model}`)).length).toBe(4);
    expect((await query(`productId=${product.id}`)).length).toBe(5);
    expect(await query("type=firmware")).toEqual(["Firmware package"]);
    expect(await query("language=en-US")).toEqual(["AT commands manual"]);
    expect(await query("general=true")).toEqual(["Selection guide"]);
    expect((await query("general=false")).length).toBe(6);
    expect((await client.get("/api/document/queryDocument?type=novel")).status).toBe(400);
    expect((await client.get("/api/document/queryDocument?pageSize=101")).status).toBe(400);
  });

  it("hides documents of unpublished products", async () => {
    const names = namesOf(
      (await client.as(member).get("/api/document/queryDocument?pageSize=100")).data.list,
    );
    expect(names).not.toContain("Draft datasheet");
    const staffNames = namesOf(
      (await client.as(manager).get("/api/document/queryDocument?pageSize=100")).data.list,
    );
    expect(staffNames).toContain("Draft datasheet");
  });

  it("tells each caller whether they may download", async () => {
    const canDownload = async (token?: string) => {
      const { list } = (
        await client.as(token).get(`/api/document/queryDocument?productId=${product.id}`)
      ).data;
      return Object.fromEntries(
        list.map((item: { name: string; canDownload: boolean }) => [item.name, item.canDownload]),
      );
    };
    expect(await canDownload()).toMatchObject({
      "Firmware package": false,
      "AT commands manual": false,
      "数据手册 100% complete": true,
    });
    expect(await canDownload(member)).toMatchObject({
      "Firmware package": false,
      "AT commands manual": true,
    });
    expect(await canDownload(whitelisted)).toMatchObject({ "Firmware package": true });
    expect(await canDownload(manager)).toMatchObject({ "Firmware package": true });
  });
});

describe("getProductDocuments", () => {
  it("answers every document of the product by type, each with its versions newest first", async () => {
    const response = await client.get(`/api/document/getProductDocuments?productId=${product.id}`);
    expect(response.status).toBe(200);
    const list = response.data;
    expect(list.map((item: { type: string }) => item.type)).toEqual([
      "datasheet",
      "atCommands",
      "firmware",
      "applicationNote",
      "applicationNote",
    ]);
    const manual = list[1];
    expect(manual).toMatchObject({
      productModel: product.model,
      childCount: 1,
      accessLevel: "user",
      canDownload: false,
      latestVersion: { version: "V1.1" },
    });
    expect(manual.versions.map((version: { version: string }) => version.version)).toEqual([
      "V1.1",
      "V1.0",
    ]);
  });

  it("answers 404 for an unknown or unpublished product (managers see a draft's)", async () => {
    expect((await client.get("/api/document/getProductDocuments?productId=999999")).status).toBe(
      404,
    );
    const draft = `/api/document/getProductDocuments?productId=${draftProduct.id}`;
    expect((await client.as(member).get(draft)).status).toBe(404);
    const forManager = await client.as(manager).get(draft);
    expect(namesOf(forManager.data)).toEqual(["Draft datasheet"]);
    expect((await client.get("/api/document/getProductDocuments")).status).toBe(400);
  });
});

describe("one document, its parent and its children", () => {
  it("getDocument answers the item, 404 when unknown or hidden", async () => {
    const response = await client.get(`/api/document/getDocument?id=${ids.datasheet}`);
    expect(response.data).toMatchObject({
      id: ids.datasheet,
      description: "Electrical characteristics",
    });
    expect((await client.get("/api/document/getDocument?id=999999")).status).toBe(404);
    expect((await client.get(`/api/document/getDocument?id=${ids.draft}`)).status).toBe(404);
    expect((await client.as(manager).get(`/api/document/getDocument?id=${ids.draft}`)).status).toBe(
      200,
    );
  });

  it("getChildDoc answers the direct children", async () => {
    const children = (await client.get(`/api/document/getChildDoc?id=${ids.manual}`)).data;
    expect(namesOf(children)).toEqual(["AT examples"]);
    expect((await client.get(`/api/document/getChildDoc?id=${ids.deepExamples}`)).data).toEqual([]);
  });

  it("getParentDoc answers the ancestors, nearest first", async () => {
    const ancestors = (await client.get(`/api/document/getParentDoc?id=${ids.deepExamples}`)).data;
    expect(namesOf(ancestors)).toEqual(["AT examples", "AT commands manual"]);
    expect((await client.get(`/api/document/getParentDoc?id=${ids.manual}`)).data).toEqual([]);
    expect((await client.get("/api/document/getParentDoc?id=999999")).status).toBe(404);
  });

  it("getDocVo answers the document with its parent and children", async () => {
    const response = await client.get(`/api/document/getDocVo?id=${ids.examples}`);
    expect(response.status).toBe(200);
    const family = response.data;
    expect(family.name).toBe("AT examples");
    expect(family.parent).toMatchObject({ id: ids.manual, name: "AT commands manual" });
    expect(namesOf(family.children)).toEqual(["AT examples, part 2"]);
    const top = (await client.get(`/api/document/getDocVo?id=${ids.general}`)).data;
    expect(top).toMatchObject({ parent: null, children: [] });
  });
});
