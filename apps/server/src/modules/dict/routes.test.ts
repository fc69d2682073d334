import { permissions, seededRoles } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

describe("GET /api/common/dict", () => {
  // An app of its own, never added to: the reads see the static lists whatever runs before.
  let testApp: TestApp;
  let client: ApiClient;
  beforeAll(async () => {
    testApp = await buildTestApp();
    client = api(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });
  const list = (type: string) => client.get("/api/common/dict", { query: { type } });

  it("answers the 17 products with id and model, publicly cacheable, with 200", async () => {
    const response = await list("product");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response).toMatchObject({ code: 200, msg: "ok" });
    expect(response.data).toHaveLength(17);
    expect(response.data[0]).toEqual({ id: 1, model: "M5310A" });
    expect(response.data.map((entry: { model: string }) => entry.model)).toEqual(
      expect.arrayContaining(["M5311", "N10SG", "ML302", "F03X", "F03X-CCB"]),
    );
    expect(response.data.map((entry: { id: number }) => entry.id)).toEqual(
      Array.from({ length: 17 }, (_, index) => index + 1),
    );
  });

  it("answers the 34 areas with ids 8001 to 8034 and their names, with 200", async () => {
    const response = await list("area");
    expect(response.status).toBe(200);
    const areas = response.data;
    expect(areas.map((area: { id: number }) => area.id)).toEqual(
      Array.from({ length: 34 }, (_, index) => 8001 + index),
    );
    expect(areas[0]).toEqual({ id: 8001, name: "北京市", nameEn: "Beijing", nameTw: "北京市" });
    expect(areas[33]).toEqual({
      id: 8034,
      name: "澳门特别行政区",
      nameEn: "Macao",
      nameTw: "澳門特別行政區",
    });
  });

  it("answers the 11 fields with ids 8101 to 8111, with 200", async () => {
    const response = await list("field");
    expect(response.status).toBe(200);
    const fields = response.data;
    expect(fields.map((field: { id: number }) => field.id)).toEqual(
      Array.from({ length: 11 }, (_, index) => 8101 + index),
    );
    expect(fields[0]).toEqual({
      id: 8101,
      name: "智能家电",
      nameEn: "Smart home appliances",
      nameTw: "智能家電",
    });
  });

  it("answers the provinces with their cities, overseas last, with 200", async () => {
    const response = await list("geo");
    expect(response.status).toBe(200);
    const provinces = response.data;
    expect(provinces).toHaveLength(35);
    expect(provinces[0]).toEqual({
      code: "110000",
      provinceName: "北京市",
      cities: [{ code: "110100", cityName: "北京市" }],
    });
    expect(provinces.at(-1).code).toBe("990000");
    const guangdong = provinces.find((province: { code: string }) => province.code === "440000");
    expect(guangdong.cities).toContainEqual({ code: "440300", cityName: "深圳市" });
  });

  it("refuses an unknown type with 400", async () => {
    const response = await list("planet");
    expect(response.status).toBe(400);
    expect(response).toMatchObject({ code: 400 });
    expect(response.msg).toContain("type");
  });

  it("refuses a missing type with 400", async () => {
    const response = await client.get("/api/common/dict");
    expect(response.status).toBe(400);
  });
});

describe("POST /api/common/addDict", () => {
  let testApp: TestApp;
  let client: ApiClient;
  let adminToken: string;
  let editorToken: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    client = api(testApp);
    adminToken = (await signedIn(testApp, { roles: ["administrator"] })).token;
    editorToken = (await signedIn(testApp, { roles: ["contentEditor"] })).token;
  });
  afterAll(async () => {
    await testApp.close();
  });
  const list = async (type: string) =>
    (await client.get("/api/common/dict", { query: { type } })).data;
  const addDict = (body: object, token?: string) =>
    client.as(token).post("/api/common/addDict", body);

  it("refuses addDict without a token with 401", async () => {
    const response = await addDict({ type: "area", id: 8035, name: "测试区" });
    expect(response.status).toBe(401);
    expect(response).toMatchObject({ code: 401 });
  });

  it("refuses addDict without the dict:write permission with 403", async () => {
    expect(seededRoles.contentEditor).not.toContain(permissions.dictWrite);
    const response = await addDict({ type: "area", id: 8035, name: "测试区" }, editorToken);
    expect(response.status).toBe(403);
    expect(response).toMatchObject({ code: 403 });
  });

  it("adds an area for an administrator with 200, and lists it after the static areas", async () => {
    const before = await list("area");
    const response = await addDict(
      { type: "area", id: 8035, name: "  测试区 ", nameEn: "Test area" },
      adminToken,
    );
    expect(response.status).toBe(200);
    expect(response.response.json()).toEqual({
      code: 200,
      msg: "ok",
      data: { id: 8035, name: "测试区", nameEn: "Test area", nameTw: "測試區" },
    });
    const areas = await list("area");
    expect(areas).toHaveLength(before.length + 1);
    expect(areas.slice(0, -1)).toEqual(before);
    expect(areas.at(-1)).toEqual({
      id: 8035,
      name: "测试区",
      nameEn: "Test area",
      nameTw: "測試區",
    });
  });

  it("adds a product whose model is the name, with 200, and lists it", async () => {
    const before = await list("product");
    const response = await addDict({ type: "product", id: 18, name: "M5320" }, adminToken);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ id: 18, model: "M5320" });
    const products = await list("product");
    expect(products).toHaveLength(before.length + 1);
    expect(products.at(-1)).toEqual({ id: 18, model: "M5320" });
  });

  it("adds a field without an English name, with 200, answering nameEn null", async () => {
    const before = await list("field");
    const response = await addDict({ type: "field", id: 8112, name: "智慧物流" }, adminToken);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      id: 8112,
      name: "智慧物流",
      nameEn: null,
      nameTw: "智慧物流",
    });
    expect(await list("field")).toHaveLength(before.length + 1);
  });

  it("refuses an id of the static list with 409", async () => {
    const response = await addDict({ type: "field", id: 8101, name: "重复" }, adminToken);
    expect(response.status).toBe(409);
    expect(response).toMatchObject({ code: 409, msg: "该字典编号已存在" });
  });

  it("refuses an id added before with 409, in the request's language", async () => {
    // Below the static ids, so the other additions still come last in the area list.
    expect((await addDict({ type: "area", id: 8000, name: "先加的" }, adminToken)).status).toBe(
      200,
    );
    const response = await client
      .as(adminToken)
      .language("en-US")
      .post("/api/common/addDict", { type: "area", id: 8000, name: "另一个" });
    expect(response.status).toBe(409);
    expect(response.msg).toBe("This dictionary id already exists");
  });

  it("accepts an id another list uses, with 200: ids are unique per type", async () => {
    const response = await addDict({ type: "field", id: 1, name: "工业互联网" }, adminToken);
    expect(response.status).toBe(200);
    const fields = await list("field");
    expect(fields[0]).toEqual({ id: 1, name: "工业互联网", nameEn: null, nameTw: "工業互聯網" });
    expect((await list("product"))[0]).toEqual({ id: 1, model: "M5310A" });
  });

  it.each([
    ["an empty name", { type: "area", id: 8040, name: "   " }],
    ["a name over 100 characters", { type: "area", id: 8040, name: "区".repeat(101) }],
    ["a non-positive id", { type: "area", id: 0, name: "测试" }],
    ["a fractional id", { type: "area", id: 8040.5, name: "测试" }],
    ["an id beyond the integer range", { type: "area", id: 2 ** 31, name: "测试" }],
    ["the static-only geo type", { type: "geo", id: 8040, name: "测试" }],
    ["an unknown type", { type: "planet", id: 8040, name: "测试" }],
    ["a missing name", { type: "area", id: 8040 }],
  ])("refuses %s with 400", async (_, body) => {
    const response = await addDict(body, adminToken);
    expect(response.status).toBe(400);
    expect(response).toMatchObject({ code: 400 });
  });
});
