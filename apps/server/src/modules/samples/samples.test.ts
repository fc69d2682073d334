import { permissions, sampleLimits } from "@portal/shared";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userMessages } from "../message/schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
let staff: ApiClient;
let staffAccount: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  staffAccount = await signedIn(testApp, { permissions: [permissions.applicationManage] });
  staff = visitor.as(staffAccount);
});
afterAll(async () => {
  await testApp.close();
});

async function newMember() {
  const account = await signedIn(testApp);
  return { account, client: visitor.as(account) };
}

/** A valid application body for a product: Hangzhou, Zhejiang. */
function applicationOf(productId: number, overrides: Record<string, unknown> = {}) {
  return {
    productId,
    quantity: 2,
    purpose: "评估 NB-IoT 水表方案",
    contactName: "张工",
    phone: "13812345678",
    provinceCode: "330000",
    cityName: "杭州市",
    address: "西湖区文三路 90 号",
    ...overrides,
  };
}

async function applied(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const product = await buildProduct(testApp);
  const answer = await client.post(
    "/api/application/addApplication",
    applicationOf(product.id, overrides),
  );
  return { product, id: dataOf(answer, "applying for samples").id as number };
}

const manage = (client: ApiClient, body: Record<string, unknown>) =>
  client.post("/api/application/manageUserApplication", body);

async function ownApplications(client: ApiClient) {
  return dataOf(await client.get("/api/application/queryCurrentUserApplications"), "own list")
    .list as Array<Record<string, unknown>>;
}

async function noticesOf(userId: number) {
  return testApp.db.select().from(userMessages).where(eq(userMessages.userId, userId));
}

describe("POST /api/application/addApplication", () => {
  it("files a pending application the member sees in their list", async () => {
    const { client } = await newMember();
    const product = await buildProduct(testApp, { model: "M5311-SAMPLE" });
    const answer = await client.post("/api/application/addApplication", applicationOf(product.id));
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ id: expect.any(Number), state: "pending" });
    expect(await ownApplications(client)).toEqual([
      expect.objectContaining({
        id: answer.data.id,
        productModel: "M5311-SAMPLE",
        productName: product.nameEn,
        provinceName: "浙江省",
        cityName: "杭州市",
        state: "pending",
        reason: null,
        trackingNumber: null,
      }),
    ]);
  });

  it("refuses a visitor with 401", async () => {
    const product = await buildProduct(testApp);
    const answer = await visitor.post("/api/application/addApplication", applicationOf(product.id));
    expect(answer.status).toBe(401);
  });

  it("refuses a second open application of the same product, naming the open one", async () => {
    const { client } = await newMember();
    const { product, id } = await applied(client);
    const again = await client.post("/api/application/addApplication", applicationOf(product.id));
    expect(again.status).toBe(409);
    expect(again.msg).toBe(
      `Your sample application no. ${id} for this product is still open; apply again once it is settled`,
    );
    const other = await buildProduct(testApp);
    const otherProduct = await client.post(
      "/api/application/addApplication",
      applicationOf(other.id),
    );
    expect(otherProduct.status).toBe(200);
  });

  it("lets one of two racing applications of one product through and refuses the other", async () => {
    const { client } = await newMember();
    const product = await buildProduct(testApp);
    const answers = await Promise.all([
      client.post("/api/application/addApplication", applicationOf(product.id)),
      client.post("/api/application/addApplication", applicationOf(product.id)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.msg).toContain(`no. ${winner?.data.id} `);
    expect(await ownApplications(client)).toHaveLength(1);
  });

  it("accepts a new application once the open one is settled", async () => {
    const { client } = await newMember();
    const { product, id } = await applied(client);
    expect((await manage(client, { id, action: "cancel" })).status).toBe(200);
    const again = await client.post("/api/application/addApplication", applicationOf(product.id));
    expect(again.status).toBe(200);
  });

  it("refuses an unknown province code and a city of another province, naming the field", async () => {
    const { client } = await newMember();
    const product = await buildProduct(testApp);
    const province = await client.post(
      "/api/application/addApplication",
      applicationOf(product.id, { provinceCode: "330001" }),
    );
    expect(province.status).toBe(400);
    expect(province.data).toEqual([
      { field: "provinceCode", message: "Choose a province from the list" },
    ]);
    const city = await client.post(
      "/api/application/addApplication",
      applicationOf(product.id, { cityName: "苏州市" }),
    );
    expect(city.status).toBe(400);
    expect(city.data).toEqual([
      { field: "cityName", message: "This city is not in the province chosen" },
    ]);
  });

  it("refuses quantities outside the limits, a bad phone and empty fields", async () => {
    const { client } = await newMember();
    const product = await buildProduct(testApp);
    for (const overrides of [
      { quantity: 0 },
      { quantity: sampleLimits.quantityMax + 1 },
      { quantity: 1.5 },
      { phone: "12345" },
      { purpose: "   " },
      { contactName: "" },
      { address: "x".repeat(sampleLimits.addressMaxLength + 1) },
    ]) {
      const answer = await client.post(
        "/api/application/addApplication",
        applicationOf(product.id, overrides),
      );
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.data[0].field).toBe(Object.keys(overrides)[0]);
      expect(answer.data[0].message).toBeTruthy();
    }
    expect(await ownApplications(client)).toEqual([]);
    const most = await client.post(
      "/api/application/addApplication",
      applicationOf(product.id, { quantity: sampleLimits.quantityMax }),
    );
    expect(most.status).toBe(200);
  });

  it("refuses an unknown or unpublished product with 404", async () => {
    const { client } = await newMember();
    const draft = await buildProduct(testApp, { status: "draft" });
    for (const productId of [draft.id, 2_147_483_647]) {
      const answer = await client.post("/api/application/addApplication", applicationOf(productId));
      expect(answer.status).toBe(404);
      expect(answer.msg).toBe("No such published product");
    }
  });
});

describe("POST /api/application/manageUserApplication", () => {
  it("approves, then ships, telling the owner each time", async () => {
    const { account, client } = await newMember();
    const { product, id } = await applied(client);
    expect((await manage(staff, { id, action: "approve" })).status).toBe(200);
    expect((await ownApplications(client))[0]).toMatchObject({ state: "approved" });
    const shipped = await manage(staff, {
      id,
      action: "ship",
      carrier: "顺丰速运",
      trackingNumber: "SF1234567890",
    });
    expect(shipped.status).toBe(200);
    expect((await ownApplications(client))[0]).toMatchObject({
      state: "shipped",
      carrier: "顺丰速运",
      trackingNumber: "SF1234567890",
      shippedAt: expect.any(String),
    });
    const notices = await noticesOf(account.user.id);
    expect(
      notices.map(({ kind, params, link, actorId }) => ({ kind, params, link, actorId })),
    ).toEqual([
      {
        kind: "sample_approved",
        params: { title: product.model },
        link: "/samples",
        actorId: staffAccount.user.id,
      },
      {
        kind: "sample_shipped",
        params: { title: product.model, carrier: "顺丰速运", trackingNumber: "SF1234567890" },
        link: "/samples",
        actorId: staffAccount.user.id,
      },
    ]);
  });

  it("refuses with a reason the owner reads in the list and the notice", async () => {
    const { account, client } = await newMember();
    const { product, id } = await applied(client);
    const noReason = await manage(staff, { id, action: "refuse" });
    expect(noReason.status).toBe(400);
    expect(noReason.data).toEqual([
      { field: "reason", message: "Give the reason for the refusal" },
    ]);
    expect((await manage(staff, { id, action: "refuse", reason: "库存不足" })).status).toBe(200);
    expect((await ownApplications(client))[0]).toMatchObject({
      state: "refused",
      reason: "库存不足",
    });
    const [notice] = await noticesOf(account.user.id);
    expect(notice).toMatchObject({
      kind: "sample_refused",
      params: { title: product.model, reason: "库存不足" },
    });
  });

  it("asks for the carrier and the tracking number of a shipment", async () => {
    const { client } = await newMember();
    const { id } = await applied(client);
    await manage(staff, { id, action: "approve" });
    const missing = await manage(staff, { id, action: "ship" });
    expect(missing.status).toBe(400);
    expect(missing.data.map((problem: { field: string }) => problem.field)).toEqual([
      "carrier",
      "trackingNumber",
    ]);
    const badNumber = await manage(staff, {
      id,
      action: "ship",
      carrier: "EMS",
      trackingNumber: "=HYPERLINK(1)",
    });
    expect(badNumber.status).toBe(400);
  });

  it("answers 409 for every transition the state does not allow", async () => {
    const { client } = await newMember();
    const { id } = await applied(client);
    const shipPending = await manage(staff, {
      id,
      action: "ship",
      carrier: "EMS",
      trackingNumber: "E1",
    });
    expect(shipPending.status).toBe(409);
    expect(shipPending.msg).toBe("Only an approved application not yet shipped can be shipped");
    await manage(staff, { id, action: "approve" });
    for (const body of [
      { id, action: "approve" },
      { id, action: "refuse", reason: "太晚了" },
    ]) {
      const answer = await manage(staff, body);
      expect(answer.status).toBe(409);
      expect(answer.msg).toBe("The application is no longer pending, so this cannot be done");
    }
    expect((await manage(client, { id, action: "cancel" })).status).toBe(409);
    await manage(staff, { id, action: "ship", carrier: "EMS", trackingNumber: "E1" });
    const shipTwice = await manage(staff, {
      id,
      action: "ship",
      carrier: "EMS",
      trackingNumber: "E2",
    });
    expect(shipTwice.status).toBe(409);
    expect((await ownApplications(client))[0]).toMatchObject({ trackingNumber: "E1" });
  });

  it("lets one of two racing decisions through", async () => {
    const { client } = await newMember();
    const { id } = await applied(client);
    const answers = await Promise.all([
      manage(staff, { id, action: "approve" }),
      manage(staff, { id, action: "refuse", reason: "名额已满" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("lets the owner cancel a pending application, nobody else, with no notice", async () => {
    const { account, client } = await newMember();
    const other = await newMember();
    const { id } = await applied(client);
    const byOther = await manage(other.client, { id, action: "cancel" });
    expect(byOther.status).toBe(404);
    expect(byOther.msg).toBe("No such sample application");
    expect((await manage(staff, { id, action: "cancel" })).status).toBe(404);
    expect((await manage(visitor, { id, action: "cancel" })).status).toBe(401);
    expect((await manage(client, { id, action: "cancel" })).status).toBe(200);
    expect((await ownApplications(client))[0]).toMatchObject({ state: "cancelled" });
    expect(await noticesOf(account.user.id)).toEqual([]);
  });

  it("keeps staff actions from members, the owner included", async () => {
    const { client } = await newMember();
    const other = await newMember();
    const { id } = await applied(client);
    for (const member of [client, other.client]) {
      const answer = await manage(member, { id, action: "approve" });
      expect(answer.status).toBe(403);
    }
    expect((await manage(visitor, { id, action: "approve" })).status).toBe(401);
    expect((await ownApplications(client))[0]).toMatchObject({ state: "pending" });
  });

  it("answers 404 for an application that does not exist", async () => {
    const answer = await manage(staff, { id: 2_147_483_647, action: "approve" });
    expect(answer.status).toBe(404);
  });
});

describe("GET /api/application/queryCurrentUserApplications", () => {
  it("lists only the member's own applications, newest first, paged", async () => {
    const { client } = await newMember();
    const other = await newMember();
    const first = await applied(client);
    const second = await applied(client);
    await applied(other.client);
    const page = dataOf(
      await client.get("/api/application/queryCurrentUserApplications", {
        query: { page: 1, pageSize: 1 },
      }),
      "own page",
    );
    expect(page.total).toBe(2);
    expect(page.list.map((row: { id: number }) => row.id)).toEqual([second.id]);
    expect((await ownApplications(client)).map((row) => row.id)).toEqual([second.id, first.id]);
    expect((await visitor.get("/api/application/queryCurrentUserApplications")).status).toBe(401);
  });
});

describe("GET /api/application/queryAllApplications", () => {
  it("is for staff with application:manage only", async () => {
    const { client } = await newMember();
    expect((await visitor.get("/api/application/queryAllApplications")).status).toBe(401);
    expect((await client.get("/api/application/queryAllApplications")).status).toBe(403);
    expect((await client.get("/api/application/exportExcel")).status).toBe(403);
  });

  it("filters by state, product and keyword, with the applicant", async () => {
    const { account, client } = await newMember();
    const { product, id } = await applied(client, { contactName: "筛选测试员" });
    await manage(staff, { id, action: "approve" });
    const list = async (query: Record<string, string | number>) =>
      dataOf(await staff.get("/api/application/queryAllApplications", { query }), "staff list")
        .list as Array<Record<string, unknown>>;
    expect(await list({ productId: product.id })).toEqual([
      expect.objectContaining({
        id,
        userId: account.user.id,
        applicantName: account.user.nickname ?? account.user.phone,
        state: "approved",
      }),
    ]);
    expect(await list({ productId: product.id, state: "pending" })).toEqual([]);
    expect((await list({ state: "approved", keyword: "筛选测试" })).map((row) => row.id)).toEqual([
      id,
    ]);
    expect((await list({ keyword: product.model })).map((row) => row.id)).toEqual([id]);
    expect(await list({ keyword: "100%_不存在" })).toEqual([]);
    const badState = await staff.get("/api/application/queryAllApplications", {
      query: { state: "lost" },
    });
    expect(badState.status).toBe(400);
  });

  it("exports the filtered applications as .xlsx with formula-looking text made inert", async () => {
    const { client } = await newMember();
    const { product, id } = await applied(client, { purpose: "=1+1 评估" });
    const answer = await staff.get("/api/application/exportExcel", {
      query: { productId: product.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe("Sample applications");
    expect(sheet?.rowCount).toBe(2);
    const row = sheet?.getRow(2).values as unknown[];
    expect(row).toContain(id);
    expect(row).toContain(product.model);
    expect(row).toContain("'=1+1 评估");
    expect(row).toContain("Pending");
  });
});
