import { extractText } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { documents as documentTable } from "../modules/document/schema.ts";
import { products } from "../modules/product/schema.ts";
import { signedIn } from "../test-support/accounts.ts";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildDocument } from "../test-support/factories/document.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { emptyTables } from "../test-support/test-database.ts";
import { seedDemoDocuments } from "./demo-documents.ts";
import { seedDemoProducts } from "./demo-products.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
// Each test starts without documents or products and builds what it needs.
beforeEach(async () => {
  await emptyTables(testApp.db, documentTable, products);
});
afterAll(async () => {
  await testApp.close();
});

type Item = {
  id: number;
  name: string;
  type: string;
  accessLevel: string;
  productModel: string | null;
  parentId: number | null;
  versions: { id: number; version: string }[];
};

async function allDocuments(): Promise<Item[]> {
  const editor = await signedIn(testApp, { roles: ["contentEditor"] });
  const response = await api(testApp)
    .as(editor)
    .get("/api/document/findProductDocuments", {
      query: { pageSize: 100 },
    });
  return response.data.list;
}

describe("seedDemoDocuments", () => {
  it("seeds only the general document while the demo products are missing", async () => {
    expect(await seedDemoDocuments(testApp)).toBe(true);
    const documents = await allDocuments();
    expect(documents.map((document) => document.productModel)).toEqual([null]);
  });

  it("loads documents of several types and access levels for the demo products, each a real PDF", async () => {
    await seedDemoProducts(testApp.db);
    const started = performance.now();
    expect(await seedDemoDocuments(testApp)).toBe(true);
    const seconds = (performance.now() - started) / 1000;
    // Under two seconds on an idle machine; a loaded CI runner gets headroom.
    expect(seconds).toBeLessThan(10);
    const documents = await allDocuments();

    expect(documents.length).toBeGreaterThanOrEqual(10);
    expect(new Set(documents.map((document) => document.type))).toEqual(
      new Set(["datasheet", "hardwareDesign", "atCommands", "firmware", "applicationNote"]),
    );
    const byLevel = (level: string) =>
      documents
        .filter((document) => document.accessLevel === level)
        .map((document) => document.type);
    expect(byLevel("user")).toContain("atCommands");
    expect(byLevel("whitelist")).toContain("firmware");
    expect(byLevel("public")).toEqual(expect.arrayContaining(["datasheet", "hardwareDesign"]));
    expect(
      documents.filter((document) => document.versions.length === 2).length,
    ).toBeGreaterThanOrEqual(2);
    expect(documents.filter((document) => document.productModel === null)).toHaveLength(1);
    const child = documents.find((document) => document.parentId !== null);
    expect(documents.find((document) => document.id === child?.parentId)?.type).toBe("atCommands");
    expect(new Set(documents.map((document) => document.productModel))).toContain("M5311");

    // Written in Chinese or English; an English reader gets every name and description in English.
    const english = dataOf(
      await api(testApp)
        .language("en-US")
        .get("/api/document/queryDocument", { query: { pageSize: 100 } }),
      "the English document centre",
    ).list as { name: string; description: string | null; localization: { language: string } }[];
    expect(english.length).toBeGreaterThanOrEqual(7);
    for (const document of english) {
      expect(`${document.name} ${document.description}`).not.toMatch(/\p{Script=Han}/u);
      expect(document.localization.language).toBe("en-US");
    }
    expect(english.map((document) => document.name)).toEqual(
      expect.arrayContaining(["Module selection guide", "M5311 AT command manual"]),
    );
    const datasheet = documents.find((document) => document.name === "M5311 产品规格书");
    const download = await api(testApp).get(`/api/document/downloadDocument?id=${datasheet?.id}`);
    expect(download.status).toBe(200);
    expect(download.headers["content-disposition"]).toContain("M5311_Datasheet_V1.1.pdf");
    const { text } = await extractText(new Uint8Array(download.bytes), { mergePages: false });
    expect(text).toHaveLength(2);
    expect(text[0]).toContain("M5311 Datasheet V1.1");
  });

  it("leaves a documents table that is not empty alone", async () => {
    await buildDocument(testApp);
    expect(await seedDemoDocuments(testApp)).toBe(false);
  });
});
