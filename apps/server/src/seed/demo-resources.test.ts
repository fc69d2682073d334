import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../test-support/accounts.ts";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { seedDemoResources } from "./demo-resources.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("demo resources", () => {
  it("gives every member the marketing folders and their files, once, in Chinese and in English", async () => {
    const ctx = { db: testApp.db, config: testApp.config };
    expect(await seedDemoResources(ctx)).toBe(true);
    expect(await seedDemoResources(ctx)).toBe(false);
    const member = api(testApp).as(await signedIn(testApp));
    const page = dataOf(await member.get("/api/resource/search-user-resource"), "searching");
    expect(page.list.map((item: { fileName: string }) => item.fileName).sort()).toEqual([
      "company-profile.pdf",
      "model-list.csv",
      "nb-iot-brochure.pdf",
    ]);
    const first = page.list[0] as { id: number; size: number };
    // Written in Chinese (no glued English), read in English from its versions.
    expect(page.list.map((file: { title: string }) => file.title).sort()).toEqual(
      ["公司简介", "NB-IoT 模组彩页", "产品型号清单"].sort(),
    );
    const folders = dataOf(await member.get("/api/catalog/user-catalogs"), "folders");
    expect(folders.map((folder: { name: string }) => folder.name)).toEqual([
      "市场资料",
      "产品彩页",
    ]);
    const english = member.language("en-US");
    const englishPage = dataOf(await english.get("/api/resource/search-user-resource"), "files");
    expect(englishPage.list.map((file: { title: string }) => file.title).sort()).toEqual([
      "Company profile",
      "Model list",
      "NB-IoT brochure",
    ]);
    for (const file of englishPage.list) {
      expect(`${file.catalogName} ${file.description}`).not.toMatch(/\p{Script=Han}/u);
    }
    const englishFolders = dataOf(await english.get("/api/catalog/user-catalogs"), "folders");
    expect(englishFolders.map((folder: { name: string }) => folder.name)).toEqual([
      "Marketing",
      "Brochures",
    ]);
    const file = await member.get("/api/resource/downloadResource", { query: { id: first.id } });
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBe(first.size);
  });
});
