import { permissions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf, multipart } from "../../test-support/api-client.ts";
import {
  buildCatalog,
  buildPartnerRole,
  buildResource,
} from "../../test-support/factories/resource.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { contentTranslations } from "../translation/schema.ts";

let testApp: TestApp;
/** Holds resource:manage. */
let manager: ApiClient;
/** Staff without resource:manage. */
let editor: ApiClient;
/** A member holding a role granted the test folders. */
let partner: ApiClient;
let partnerRole: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  const visitor = api(testApp).language("en-US");
  manager = visitor.as(
    await signedIn(testApp, {
      permissions: [permissions.managementAccess, permissions.resourceManage],
    }),
  );
  editor = visitor.as(await signedIn(testApp, { roles: ["contentEditor"] }));
  const partnerUser = await signedIn(testApp);
  partner = visitor.as(partnerUser);
  partnerRole = await buildPartnerRole(testApp, [partnerUser.user.id]);
});
afterAll(async () => {
  await testApp.close();
});

const english = (id: number, fields: Record<string, unknown>, version = 0) => ({
  id,
  language: "en-US",
  version,
  fields,
});

async function partnerFolder(language: string, id: number) {
  const folders = dataOf(
    await partner.language(language).get("/api/catalog/user-catalogs"),
    "the partner's folders",
  );
  return folders.find((folder: { id: number }) => folder.id === id);
}

async function partnerFile(language: string, id: number, keyword?: string) {
  const page = dataOf(
    await partner
      .language(language)
      .get("/api/resource/search-user-resource", { query: keyword ? { keyword } : {} }),
    "the partner's files",
  );
  return page.list.find((file: { id: number }) => file.id === id);
}

/** The languages a record has versions in, as stored. */
async function versionsOf(kind: string, recordId: number) {
  const rows = await testApp.db
    .select({ language: contentTranslations.language })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.recordId, recordId)));
  return rows.map((row) => row.language).sort();
}

async function managedFolder(id: number) {
  const tree = dataOf(await manager.get("/api/catalog/tree"), "the tree");
  return tree.find((folder: { id: number }) => folder.id === id);
}

describe("a folder's name in the reader's language", () => {
  it("answers the reader's version, the converted one in zh-TW, the original otherwise and to staff", async () => {
    const folder = await buildCatalog(testApp, { name: "市场资料", roleIds: [partnerRole] });
    const saved = await manager.post(
      "/api/catalog/saveTranslation",
      english(folder.id, { name: "Marketing" }),
    );
    expect(saved.status).toBe(200);

    expect(await partnerFolder("en-US", folder.id)).toMatchObject({
      name: "Marketing",
      localization: {
        language: "en-US",
        originalLanguage: "zh-CN",
        source: "translation",
        outOfDate: false,
      },
    });
    expect(await partnerFolder("zh-TW", folder.id)).toMatchObject({
      name: "市場資料",
      localization: { language: "zh-TW", source: "converted" },
    });
    expect(await partnerFolder("zh-CN", folder.id)).toMatchObject({
      name: "市场资料",
      localization: { language: "zh-CN", source: "original" },
    });
    // The staff tree answers the original, whatever the reader's language, with its states.
    expect(await managedFolder(folder.id)).toMatchObject({
      name: "市场资料",
      localization: { language: "zh-CN", originalLanguage: "zh-CN", source: "original" },
      translations: [{ language: "en-US", outOfDate: false }],
    });

    // A folder without an English name comes as written, saying so.
    const plain = await buildCatalog(testApp, { name: "图纸", roleIds: [partnerRole] });
    expect(await partnerFolder("en-US", plain.id)).toMatchObject({
      name: "图纸",
      localization: { language: "zh-CN", originalLanguage: "zh-CN", source: "original" },
    });

    // The file list names the folder in the reader's language too.
    const file = await buildResource(testApp, { catalogId: folder.id, title: "彩页" });
    expect(await partnerFile("en-US", file.id)).toMatchObject({
      catalogName: "Marketing",
      catalogLocalization: { language: "en-US", source: "translation" },
    });
    const managed = dataOf(
      await manager.get("/api/resource/search-resource", { query: { catalogId: folder.id } }),
      "the staff's files",
    );
    expect(managed.list[0]).toMatchObject({
      catalogName: "市场资料",
      catalogLocalization: { language: "zh-CN", source: "original" },
    });
  });

  it("is out of date once the original's name changes, until saved again", async () => {
    const folder = await buildCatalog(testApp, { name: "产品彩页", roleIds: [partnerRole] });
    await manager.post("/api/catalog/saveTranslation", english(folder.id, { name: "Brochures" }));
    const renamed = await manager.post("/api/catalog/update", {
      id: folder.id,
      version: folder.version,
      parentId: null,
      name: "产品宣传册",
      sort: 0,
    });
    expect(renamed.status).toBe(200);
    expect((await partnerFolder("en-US", folder.id)).localization.outOfDate).toBe(true);
    expect((await managedFolder(folder.id)).translations).toEqual([
      { language: "en-US", outOfDate: true },
    ]);
    const editing = dataOf(
      await manager.get("/api/catalog/translations", { query: { id: folder.id } }),
      "the versions",
    );
    expect(editing).toMatchObject({
      originalLanguage: "zh-CN",
      translations: [{ language: "en-US", fields: { name: "Brochures" }, outOfDate: true }],
      convertedToTraditional: { name: "產品宣傳冊" },
    });
    const again = await manager.post(
      "/api/catalog/saveTranslation",
      english(folder.id, { name: "Leaflets" }, editing.translations[0].version),
    );
    expect(again.status).toBe(200);
    expect(await partnerFolder("en-US", folder.id)).toMatchObject({
      name: "Leaflets",
      localization: { outOfDate: false },
    });
    // A second add of the same language is refused.
    expect(
      (await manager.post("/api/catalog/saveTranslation", english(folder.id, { name: "Flyers" })))
        .status,
    ).toBe(409);
  });

  it("keeps the name rules on the original: a version may repeat a sibling's name", async () => {
    await buildCatalog(testApp, { name: "Tools" });
    const folder = await buildCatalog(testApp, { name: "工具" });
    const saved = await manager.post(
      "/api/catalog/saveTranslation",
      english(folder.id, { name: "Tools" }),
    );
    expect(saved.status).toBe(200);
  });

  it("refuses bad input, the original's language and callers without resource:manage", async () => {
    const folder = await buildCatalog(testApp, { name: "资料" });
    for (const body of [
      english(folder.id, { name: "" }),
      english(folder.id, { name: "x".repeat(61) }),
      english(folder.id, { name: "a\u0007b" }),
      english(folder.id, {}),
      { ...english(folder.id, { name: "Files" }), language: "fr-FR" },
      { ...english(folder.id, { name: "Files" }), version: -1 },
      english(0, { name: "Files" }),
    ]) {
      const answer = await manager.post("/api/catalog/saveTranslation", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const inOriginal = await manager.post("/api/catalog/saveTranslation", {
      ...english(folder.id, { name: "资料" }),
      language: "zh-CN",
    });
    expect(inOriginal.status).toBe(400);
    expect(
      (await manager.post("/api/catalog/saveTranslation", english(2_000_000_000, { name: "x" })))
        .status,
    ).toBe(404);
    expect((await manager.get("/api/catalog/translations", { query: { id: "abc" } })).status).toBe(
      400,
    );

    const body = english(folder.id, { name: "Files" });
    expect((await editor.post("/api/catalog/saveTranslation", body)).status).toBe(403);
    expect((await partner.post("/api/catalog/saveTranslation", body)).status).toBe(403);
    expect(
      (await editor.get("/api/catalog/translations", { query: { id: folder.id } })).status,
    ).toBe(403);
    expect(
      (
        await editor.post("/api/catalog/deleteTranslation", {
          id: folder.id,
          language: "en-US",
        })
      ).status,
    ).toBe(403);
  });

  it("deletes one version, and every version with the folder", async () => {
    const folder = await buildCatalog(testApp, { name: "旧资料", roleIds: [partnerRole] });
    await manager.post("/api/catalog/saveTranslation", english(folder.id, { name: "Old files" }));
    await manager.post("/api/catalog/saveTranslation", {
      ...english(folder.id, { name: "舊資料（台灣）" }),
      language: "zh-TW",
    });
    const target = { id: folder.id, language: "en-US" };
    expect((await manager.post("/api/catalog/deleteTranslation", target)).status).toBe(200);
    expect((await manager.post("/api/catalog/deleteTranslation", target)).status).toBe(404);
    expect((await partnerFolder("en-US", folder.id)).name).toBe("旧资料");
    expect(await versionsOf("resourceFolder", folder.id)).toEqual(["zh-TW"]);

    expect(
      (await manager.post("/api/catalog/remove", { id: folder.id, version: folder.version }))
        .status,
    ).toBe(200);
    expect(await versionsOf("resourceFolder", folder.id)).toEqual([]);
  });
});

describe("a file's title and description in the reader's language", () => {
  it("answers the reader's version, the converted one, the original; finds a version's words", async () => {
    const folder = await buildCatalog(testApp, { name: "彩页", roleIds: [partnerRole] });
    const file = await buildResource(testApp, {
      catalogId: folder.id,
      title: "模组彩页",
      description: "双面宣传单页",
    });
    const saved = await manager.post(
      "/api/resource/saveTranslation",
      english(file.id, { title: "Module leaflet", description: "A two-sided flyer" }),
    );
    expect(saved.status).toBe(200);

    expect(await partnerFile("en-US", file.id)).toMatchObject({
      title: "Module leaflet",
      description: "A two-sided flyer",
      localization: { language: "en-US", source: "translation", outOfDate: false },
    });
    expect(await partnerFile("zh-TW", file.id)).toMatchObject({
      title: "模組彩頁",
      description: "雙面宣傳單頁",
      localization: { language: "zh-TW", source: "converted" },
    });
    const detail = dataOf(
      await partner.get("/api/resource/user-resource-detail", { query: { id: file.id } }),
      "the detail",
    );
    expect(detail).toMatchObject({ title: "Module leaflet", catalogName: "彩页" });
    expect(detail.catalogLocalization).toMatchObject({ language: "zh-CN", source: "original" });

    // An English keyword finds the file for any reader, a Traditional one finds the Simplified.
    expect(await partnerFile("zh-CN", file.id, "leaflet")).toMatchObject({ title: "模组彩页" });
    expect(await partnerFile("en-US", file.id, "模組")).toMatchObject({ title: "Module leaflet" });
    const managed = dataOf(
      await manager.get("/api/resource/search-resource", { query: { keyword: "flyer" } }),
      "the staff's search",
    );
    expect(managed.list).toEqual([
      expect.objectContaining({
        id: file.id,
        title: "模组彩页",
        localization: expect.objectContaining({ source: "original", language: "zh-CN" }),
        translations: [{ language: "en-US", outOfDate: false }],
      }),
    ]);

    // A file without versions comes as written, saying so.
    const plain = await buildResource(testApp, { catalogId: folder.id, title: "型号清单" });
    expect(await partnerFile("en-US", plain.id)).toMatchObject({
      title: "型号清单",
      localization: { language: "zh-CN", originalLanguage: "zh-CN", source: "original" },
    });
  });

  it("is out of date once the original's title changes, refuses bad input and other callers, goes with the file", async () => {
    const folder = await buildCatalog(testApp, { roleIds: [partnerRole] });
    const file = await buildResource(testApp, { catalogId: folder.id, title: "外形图" });
    await manager.post("/api/resource/saveTranslation", english(file.id, { title: "Outline" }));
    expect((await partnerFile("en-US", file.id)).description).toBeNull();
    const edited = await manager.post(
      "/api/resource/update",
      multipart({
        id: file.id,
        version: file.version,
        catalogId: folder.id,
        title: "模组外形图",
        description: "",
      }),
    );
    expect(edited.status).toBe(200);
    expect((await partnerFile("en-US", file.id)).localization.outOfDate).toBe(true);

    for (const fields of [
      { title: "" },
      { title: "x".repeat(101) },
      { title: "Outline", description: "y".repeat(501) },
      { description: "No title" },
    ]) {
      const answer = await manager.post("/api/resource/saveTranslation", english(file.id, fields));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
    const body = english(file.id, { title: "Outline" }, 1);
    expect((await editor.post("/api/resource/saveTranslation", body)).status).toBe(403);
    expect((await partner.post("/api/resource/saveTranslation", body)).status).toBe(403);
    expect(
      (await editor.get("/api/resource/translations", { query: { id: file.id } })).status,
    ).toBe(403);

    expect(await versionsOf("resourceFile", file.id)).toEqual(["en-US"]);
    const removed = await manager.post("/api/resource/remove", { id: file.id, version: 2 });
    expect(removed.status).toBe(200);
    expect(await versionsOf("resourceFile", file.id)).toEqual([]);
    expect(
      (await manager.get("/api/resource/translations", { query: { id: file.id } })).status,
    ).toBe(404);
  });
});
