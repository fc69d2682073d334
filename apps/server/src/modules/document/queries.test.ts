import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../test-support/factories.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { insertTestProduct } from "../product/test-products.ts";
import { addWhitelistEntry } from "../whitelist/use-cases/add-whitelist-entry.ts";
import { addTestDocument, addTestVersion } from "./test-documents.ts";

let testApp: TestApp;
let manager: string;
let member: string;
let whitelisted: string;
let product: { id: number; model: string };
let draftProduct: { id: number; model: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  testApp = await buildTestApp();
  manager = (await createSignedInUser(testApp, { roleKeys: ["contentEditor"] })).token;
  member = (await createSignedInUser(testApp)).token;
  const listed = await createSignedInUser(testApp);
  await addWhitelistEntry({ db: testApp.db, userId: listed.user.id });
  whitelisted = listed.token;
  product = await insertTestProduct(testApp.db);
  draftProduct = await insertTestProduct(testApp.db, { status: "draft" });
  // Added oldest first: every add moves the clock, so "newest first" has an order to show.
  const add = async (key: string, fields: Record<string, string | number>) => {
    testApp.advance(60_000);
    ids[key] = await addTestDocument(testApp, manager, fields);
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
    parentId: ids.manual ?? 0,
  });
  await add("deepExamples", {
    productId: product.id,
    name: "AT examples, part 2",
    type: "applicationNote",
    parentId: ids.examples ?? 0,
  });
  await add("general", { productId: "", name: "Selection guide", type: "applicationNote" });
  await add("draft", { productId: draftProduct.id, name: "Draft datasheet" });
  testApp.advance(60_000);
  await addTestVersion(testApp, manager, ids.manual ?? 0, "V1.1");
});
afterAll(async () => {
  await testApp.close();
});

function get(url: string, token?: string) {
  return testApp.app.inject({ url, headers: token ? bearer(token) : {} });
}

const namesOf = (list: { name: string }[]) => list.map((item) => item.name);

describe("queryDocument", () => {
  it("lists visible documents newest first, with paging", async () => {
    const response = await get("/api/document/queryDocument?pageSize=3");
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 3 });
    // The new manual version made the manual the newest.
    expect(namesOf(page.list)).toEqual([
      "AT commands manual",
      "Selection guide",
      "AT examples, part 2",
    ]);
    const last = (await get("/api/document/queryDocument?pageSize=3&page=2")).json().data;
    expect(namesOf(last.list)).toEqual([
      "AT examples",
      "数据手册 100% complete",
      "Firmware package",
    ]);
    expect(namesOf((await get("/api/document/queryDocument?page=9")).json().data.list)).toEqual([]);
  });

  it("filters by keyword (name, description, model; % is literal), product, type, language and general", async () => {
    const query = async (search: string) =>
      namesOf((await get(`/api/document/queryDocument?${search}`)).json().data.list);
    expect(await query("keyword=at%20EXAMPLES")).toEqual(["AT examples, part 2", "AT examples"]);
    expect(await query("keyword=100%25")).toEqual(["数据手册 100% complete"]);
    expect(await query("keyword=1%25")).toEqual([]);
    expect(await query("keyword=electrical")).toEqual(["数据手册 100% complete"]);
    expect((await query(`keyword=${product.model}`)).length).toBe(5);
    expect((await query(`productId=${product.id}`)).length).toBe(5);
    expect(await query("type=firmware")).toEqual(["Firmware package"]);
    expect(await query("language=en-US")).toEqual(["AT commands manual"]);
    expect(await query("general=true")).toEqual(["Selection guide"]);
    expect((await query("general=false")).length).toBe(6);
    expect((await get("/api/document/queryDocument?type=novel")).statusCode).toBe(400);
    expect((await get("/api/document/queryDocument?pageSize=101")).statusCode).toBe(400);
  });

  it("hides documents of unpublished products", async () => {
    const names = namesOf(
      (await get("/api/document/queryDocument?pageSize=100", member)).json().data.list,
    );
    expect(names).not.toContain("Draft datasheet");
    const staffNames = namesOf(
      (await get("/api/document/queryDocument?pageSize=100", manager)).json().data.list,
    );
    expect(staffNames).toContain("Draft datasheet");
  });

  it("tells each caller whether they may download", async () => {
    const canDownload = async (token?: string) => {
      const { list } = (
        await get(`/api/document/queryDocument?productId=${product.id}`, token)
      ).json().data;
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
    const response = await get(`/api/document/getProductDocuments?productId=${product.id}`);
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
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
    expect((await get("/api/document/getProductDocuments?productId=999999")).statusCode).toBe(404);
    const draft = `/api/document/getProductDocuments?productId=${draftProduct.id}`;
    expect((await get(draft, member)).statusCode).toBe(404);
    const forManager = await get(draft, manager);
    expect(namesOf(forManager.json().data)).toEqual(["Draft datasheet"]);
    expect((await get("/api/document/getProductDocuments")).statusCode).toBe(400);
  });
});

describe("one document, its parent and its children", () => {
  it("getDocument answers the item, 404 when unknown or hidden", async () => {
    const response = await get(`/api/document/getDocument?id=${ids.datasheet}`);
    expect(response.json().data).toMatchObject({
      id: ids.datasheet,
      description: "Electrical characteristics",
    });
    expect((await get("/api/document/getDocument?id=999999")).statusCode).toBe(404);
    expect((await get(`/api/document/getDocument?id=${ids.draft}`)).statusCode).toBe(404);
    expect((await get(`/api/document/getDocument?id=${ids.draft}`, manager)).statusCode).toBe(200);
  });

  it("getChildDoc answers the direct children", async () => {
    const children = (await get(`/api/document/getChildDoc?id=${ids.manual}`)).json().data;
    expect(namesOf(children)).toEqual(["AT examples"]);
    expect((await get(`/api/document/getChildDoc?id=${ids.deepExamples}`)).json().data).toEqual([]);
  });

  it("getParentDoc answers the ancestors, nearest first", async () => {
    const ancestors = (await get(`/api/document/getParentDoc?id=${ids.deepExamples}`)).json().data;
    expect(namesOf(ancestors)).toEqual(["AT examples", "AT commands manual"]);
    expect((await get(`/api/document/getParentDoc?id=${ids.manual}`)).json().data).toEqual([]);
    expect((await get("/api/document/getParentDoc?id=999999")).statusCode).toBe(404);
  });

  it("getDocVo answers the document with its parent and children", async () => {
    const response = await get(`/api/document/getDocVo?id=${ids.examples}`);
    expect(response.statusCode).toBe(200);
    const family = response.json().data;
    expect(family.name).toBe("AT examples");
    expect(family.parent).toMatchObject({ id: ids.manual, name: "AT commands manual" });
    expect(namesOf(family.children)).toEqual(["AT examples, part 2"]);
    const top = (await get(`/api/document/getDocVo?id=${ids.general}`)).json().data;
    expect(top).toMatchObject({ parent: null, children: [] });
  });
});
