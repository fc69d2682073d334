import { permissions, seededRoles } from "@portal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { roles, userRoles, users } from "../user/schema.ts";
import { createSession } from "../user/use-cases/create-session.ts";

let testApp: TestApp;
let adminToken: string;
let userToken: string;

/** A user holding the seeded role `roleKey`, and a bearer token for them. */
async function signedInUser(phone: string, roleKey: keyof typeof seededRoles) {
  const [user] = await testApp.db
    .insert(users)
    .values({ phone, passwordHash: "not-used-by-these-tests" })
    .returning({ id: users.id });
  const [role] = await testApp.db.select().from(roles).where(eq(roles.key, roleKey));
  if (!user || !role) throw new Error("test user or role missing");
  await testApp.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  const { token } = await createSession({
    db: testApp.db,
    now: testApp.app.now(),
    sessionTtlMs: testApp.config.sessionTtlMs,
    userId: user.id,
  });
  return token;
}

async function list(type: string) {
  return testApp.app.inject({ method: "GET", url: `/api/common/dict?type=${type}` });
}

async function addDict(body: unknown, token?: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/common/addDict",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  adminToken = await signedInUser("13900000001", "administrator");
  userToken = await signedInUser("13900000002", "contentEditor");
});

afterAll(async () => {
  await testApp.close();
});

describe("GET /api/common/dict", () => {
  it("answers the 17 products with id and model, publicly cacheable, with 200", async () => {
    const response = await list("product");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const body = response.json();
    expect(body).toMatchObject({ code: 200, msg: "ok" });
    expect(body.data).toHaveLength(17);
    expect(body.data[0]).toEqual({ id: 1, model: "M5310A" });
    expect(body.data.map((entry: { model: string }) => entry.model)).toEqual(
      expect.arrayContaining(["M5311", "N10SG", "ML302", "F03X", "F03X核心通信板物料"]),
    );
    expect(body.data.map((entry: { id: number }) => entry.id)).toEqual(
      Array.from({ length: 17 }, (_, index) => index + 1),
    );
  });

  it("answers the 34 areas with ids 8001 to 8034 and their names, with 200", async () => {
    const response = await list("area");
    expect(response.statusCode).toBe(200);
    const areas = response.json().data;
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
    expect(response.statusCode).toBe(200);
    const fields = response.json().data;
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
    expect(response.statusCode).toBe(200);
    const provinces = response.json().data;
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
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
    expect(response.json().msg).toContain("type");
  });

  it("refuses a missing type with 400", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/common/dict" });
    expect(response.statusCode).toBe(400);
  });
});

describe("POST /api/common/addDict", () => {
  it("refuses addDict without a token with 401", async () => {
    const response = await addDict({ type: "area", id: 8035, name: "测试区" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401 });
  });

  it("refuses addDict without the dict:write permission with 403", async () => {
    expect(seededRoles.contentEditor).not.toContain(permissions.dictWrite);
    const response = await addDict({ type: "area", id: 8035, name: "测试区" }, userToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 403 });
  });

  it("adds an area for an administrator with 200, and lists it after the static areas", async () => {
    const response = await addDict(
      { type: "area", id: 8035, name: "  测试区 ", nameEn: "Test area" },
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: "ok",
      data: { id: 8035, name: "测试区", nameEn: "Test area", nameTw: "測試區" },
    });
    const areas = (await list("area")).json().data;
    expect(areas).toHaveLength(35);
    expect(areas.at(-1)).toEqual({
      id: 8035,
      name: "测试区",
      nameEn: "Test area",
      nameTw: "測試區",
    });
  });

  it("adds a product whose model is the name, with 200, and lists it", async () => {
    const response = await addDict({ type: "product", id: 18, name: "M5320" }, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: 18, model: "M5320" });
    const products = (await list("product")).json().data;
    expect(products).toHaveLength(18);
    expect(products.at(-1)).toEqual({ id: 18, model: "M5320" });
  });

  it("adds a field without an English name, with 200, answering nameEn null", async () => {
    const response = await addDict({ type: "field", id: 8112, name: "智慧物流" }, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: 8112,
      name: "智慧物流",
      nameEn: null,
      nameTw: "智慧物流",
    });
    expect((await list("field")).json().data).toHaveLength(12);
  });

  it("refuses an id of the static list with 409", async () => {
    const response = await addDict({ type: "field", id: 8101, name: "重复" }, adminToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 409, msg: "该字典编号已存在" });
  });

  it("refuses an id added before with 409, in the request's language", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/common/addDict",
      headers: { authorization: `Bearer ${adminToken}`, "accept-language": "en-US" },
      payload: { type: "area", id: 8035, name: "另一个" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe("This dictionary id already exists");
  });

  it("accepts an id another list uses, with 200: ids are unique per type", async () => {
    const response = await addDict({ type: "field", id: 1, name: "工业互联网" }, adminToken);
    expect(response.statusCode).toBe(200);
    const fields = (await list("field")).json().data;
    expect(fields[0]).toEqual({ id: 1, name: "工业互联网", nameEn: null, nameTw: "工業互聯網" });
    expect((await list("product")).json().data[0]).toEqual({ id: 1, model: "M5310A" });
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
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });
});
