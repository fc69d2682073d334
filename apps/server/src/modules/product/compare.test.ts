import type { CompareRow } from "@portal/shared";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoProducts } from "../../seed/demo-products.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { differenceFill } from "./excel-export.ts";

let testApp: TestApp;
let client: ApiClient;
let draftId: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = api(testApp);
  await seedDemoProducts(testApp.db);
  draftId = (await buildProduct(testApp, { status: "draft" })).id;
});
afterAll(async () => {
  await testApp.close();
});

const rowOf = (rows: CompareRow[], key: string) => rows.find((row) => row.key === key);

describe("GET /api/product/compare and /api/product/ch/compare", () => {
  it("answers the products in the order asked and one row per parameter, differences marked", async () => {
    const response = await client.get("/api/product/compare?ids=9,6,11");
    expect(response.status).toBe(200);
    const { products, rows } = response.data as {
      products: { id: number; model: string }[];
      rows: CompareRow[];
    };
    expect(products.map((product) => product.model)).toEqual(["ML302", "M6313", "ML304"]);
    expect(rows.slice(0, 3).map((row) => row.key)).toEqual([
      "productType",
      "networkSystem",
      "packageType",
    ]);
    expect(rowOf(rows, "productType")).toEqual({
      key: "productType",
      name: "Product type",
      unit: null,
      values: ["4G", "2G", "4G"],
      differs: true,
    });
    expect(rowOf(rows, "packageType")).toMatchObject({
      values: ["LCC", "LCC", "LCC"],
      differs: false,
    });
    // ML302 and M6313 share a footprint; ML304 does not.
    expect(rowOf(rows, "dimensions")).toMatchObject({
      name: "Dimensions",
      unit: "mm",
      values: ["17.7 × 15.8 × 2.4", "17.7 × 15.8 × 2.4", "23.0 × 21.0 × 2.5"],
      differs: true,
    });
    expect(rowOf(rows, "temperatureMin")).toMatchObject({
      values: [-40, -40, -40],
      differs: false,
    });
    expect(rowOf(rows, "weight")).toMatchObject({ unit: "g", values: [1.4, 1.3, 2.2] });
    // Only ML304 has GNSS: the row is there, the others answer null.
    expect(rowOf(rows, "gnss")).toMatchObject({
      values: [null, null, "GPS/BeiDou"],
      differs: true,
    });
    expect(rowOf(rows, "interfaces")?.values[0]).toContain("USB 2.0");
  });

  it("leaves out parameters none of the products has", async () => {
    const response = await client.get("/api/product/compare?ids=14,15");
    const rows = response.data.rows as CompareRow[];
    expect(rows.map((row) => row.key)).not.toContain("frequencyBands");
    expect(rows.map((row) => row.key)).toContain("interfaces");
  });

  it("compares lists as sets", async () => {
    const response = await client.get("/api/product/compare?ids=9,10");
    const rows = response.data.rows as CompareRow[];
    expect(rowOf(rows, "frequencyBands")?.differs).toBe(false);
    expect(rowOf(rows, "interfaces")?.differs).toBe(true);
  });

  it("names rows and options in Chinese on ch/, Traditional for zh-TW", async () => {
    const chinese = await client.get("/api/product/ch/compare?ids=1,14");
    const rows = chinese.data.rows as CompareRow[];
    expect(rowOf(rows, "productType")).toMatchObject({
      name: "产品类型",
      values: ["NB-IoT", "开发板"],
    });
    expect(chinese.data.products[1].name).toBe("2G/NB-IoT 开发板");
    const traditional = await client.language("zh-TW").get("/api/product/ch/compare?ids=1,14");
    const traditionalRows = traditional.data.rows as CompareRow[];
    expect(rowOf(traditionalRows, "productType")).toMatchObject({
      name: "產品類型",
      values: ["NB-IoT", "開發板"],
    });
    expect(rowOf(traditionalRows, "frequencyBands")?.name).toBe("頻段");
  });

  it.each([
    ["one id", "ids=1"],
    ["five ids", "ids=1,2,3,4,5"],
    ["the same id twice", "ids=1,1"],
    ["no ids", ""],
    ["not a list of numbers", "ids=1,a"],
  ])("refuses %s with 400 naming ids", async (_case, query) => {
    const response = await client.language("en-US").get(`/api/product/compare?${query}`);
    expect(response.status).toBe(400);
    expect(response.data[0].field).toBe("ids");
  });

  it("says how many products to choose, in the request's language", async () => {
    const response = await client.language("zh-CN").get("/api/product/compare?ids=1");
    expect(response.msg).toContain("请选择 2 到 4 个产品进行对比");
  });

  it("answers 404 for an unknown or an unpublished product", async () => {
    expect((await client.get("/api/product/compare?ids=1,99999")).status).toBe(404);
    expect((await client.get(`/api/product/compare?ids=1,${draftId}`)).status).toBe(404);
  });
});

async function readWorkbook(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

describe("GET /api/product/exportExcel", () => {
  it("streams the comparison as .xlsx: products in the header, differing rows filled", async () => {
    const response = await client.get("/api/product/exportExcel?ids=9,6,11&lang=en-US");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"Product_comparison-ML302-M6313-ML304.xlsx\"; filename*=UTF-8''Product_comparison-ML302-M6313-ML304.xlsx",
    );
    const workbook = await readWorkbook(response.bytes);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no worksheet");
    expect(sheet.name).toBe("Product comparison");
    expect(sheet.getRow(1).values).toEqual([undefined, "Parameter", "ML302", "M6313", "ML304"]);
    const byName = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, number) => {
      if (number > 1) byName.set(String(row.getCell(1).value), row);
    });
    const productType = byName.get("Product type");
    expect(productType?.values).toEqual([undefined, "Product type", "4G", "2G", "4G"]);
    expect(productType?.getCell(2).fill).toEqual(differenceFill);
    const packageType = byName.get("Package type");
    expect(packageType?.getCell(2).fill).toBeUndefined();
    expect(byName.get("Weight (g)")?.getCell(3).value).toBe(1.3);
    expect(byName.get("GNSS")?.getCell(2).value).toBeNull();
    expect(byName.get("GNSS")?.getCell(4).value).toBe("GPS/BeiDou");
    expect(String(byName.get("Interfaces")?.getCell(2).value)).toContain("USB 2.0, UART");
    expect(sheet.rowCount).toBe(1 + 3 + 13);
  });

  it("names the file in Chinese with an RFC 5987 filename* for the Accept-Language", async () => {
    const response = await client.language("zh-CN").get("/api/product/exportExcel?ids=1,2");
    expect(response.status).toBe(200);
    const disposition = response.headers["content-disposition"] as string;
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent("产品对比-M5310A-M5311.xlsx")}`,
    );
    const workbook = await readWorkbook(response.bytes);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe("参数");
  });

  it("exports the filtered catalogue without ids", async () => {
    const response = await client.get(
      "/api/product/exportExcel?networkSystem=LTE%20Cat.1&lang=en-US",
    );
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /filename="Product_catalogue-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = await readWorkbook(response.bytes);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Model");
    const modelsInSheet: unknown[] = [];
    sheet?.eachRow((row, number) => {
      if (number > 1) modelsInSheet.push(row.getCell(1).value);
    });
    expect(modelsInSheet).toEqual(["ML302", "ML303", "ML304", "4G-EVB"]);
    expect(sheet?.getRow(2).getCell(2).value).toBe("ML302 LTE Cat.1 module");
  });

  it("refuses a bad id list with 400 and an unknown product with 404, before any file", async () => {
    expect((await client.get("/api/product/exportExcel?ids=1")).status).toBe(400);
    const missing = await client.get("/api/product/exportExcel?ids=1,99999");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-disposition"]).toBeUndefined();
  });
});
