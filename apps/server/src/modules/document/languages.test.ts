import { permissions } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildDocument, buildFeedback } from "../../test-support/factories/document.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { contentTranslations } from "../translation/schema.ts";

let testApp: TestApp;
let visitor: ApiClient;
/** Holds document:write. */
let manager: ApiClient;
/** Staff without document:write. */
let support: ApiClient;
let member: ApiClient;
let memberId: number;
let productId: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  manager = visitor.as(
    await signedIn(testApp, {
      permissions: [permissions.managementAccess, permissions.documentWrite],
    }),
  );
  support = visitor.as(await signedIn(testApp, { roles: ["customerService"] }));
  const memberUser = await signedIn(testApp);
  member = visitor.as(memberUser);
  memberId = memberUser.user.id;
  productId = (await buildProduct(testApp)).id;
});
afterAll(async () => {
  await testApp.close();
});

const version = (
  id: number,
  fields: { name: string; description: string | null },
  language = "en-US",
  edit = 0,
) => ({ id, language, version: edit, fields });

async function centre(language: string, query: Record<string, string | number> = {}) {
  return dataOf(
    await visitor.language(language).get("/api/document/queryDocument", {
      query: { productId, pageSize: 100, ...query },
    }),
    "the document centre",
  ).list as { id: number; name: string; description: string | null; localization: object }[];
}

async function inCentre(language: string, id: number) {
  return (await centre(language)).find((document) => document.id === id);
}

async function managed(id: number, keyword?: string) {
  const page = dataOf(
    await manager.get("/api/document/findProductDocuments", {
      query: { productId, pageSize: 100, ...(keyword ? { keyword } : {}) },
    }),
    "the management table",
  );
  return page.list.find((document: { id: number }) => document.id === id);
}

/** The languages a document has versions in, as stored. */
async function versionsOf(recordId: number) {
  const rows = await testApp.db
    .select({ language: contentTranslations.language })
    .from(contentTranslations)
    .where(
      and(eq(contentTranslations.kind, "document"), eq(contentTranslations.recordId, recordId)),
    );
  return rows.map((row) => row.language).sort();
}

describe("a document's name and description in the reader's language", () => {
  it("answers the reader's version, the converted one in zh-TW, the original otherwise and to staff", async () => {
    const document = await buildDocument(testApp, {
      productId,
      name: "模组选型指南",
      description: "按网络制式挑选模组",
    });
    const saved = await manager.post(
      "/api/document/saveTranslation",
      version(document.id, {
        name: "Module selection guide",
        description: "Choosing a module by network",
      }),
    );
    expect(saved.status).toBe(200);

    expect(await inCentre("en-US", document.id)).toMatchObject({
      name: "Module selection guide",
      description: "Choosing a module by network",
      localization: {
        language: "en-US",
        originalLanguage: "zh-CN",
        source: "translation",
        outOfDate: false,
      },
    });
    expect(await inCentre("zh-TW", document.id)).toMatchObject({
      name: "模組選型指南",
      description: "按網絡制式挑選模組",
      localization: { language: "zh-TW", source: "converted" },
    });
    expect(await inCentre("zh-CN", document.id)).toMatchObject({
      name: "模组选型指南",
      localization: { language: "zh-CN", source: "original" },
    });

    // The product page, one document, its family: all in the reader's language.
    const ofProduct = dataOf(
      await visitor.get("/api/document/getProductDocuments", { query: { productId } }),
      "the product's documents",
    );
    expect(ofProduct.find((item: { id: number }) => item.id === document.id).name).toBe(
      "Module selection guide",
    );
    const one = dataOf(
      await visitor.get("/api/document/getDocument", { query: { id: document.id } }),
      "one document",
    );
    expect(one.name).toBe("Module selection guide");
    const child = await buildDocument(testApp, { productId, parentId: document.id, name: "附录" });
    const family = dataOf(
      await visitor.get("/api/document/getDocVo", { query: { id: child.id } }),
      "the family",
    );
    expect(family).toMatchObject({
      name: "附录",
      localization: { language: "zh-CN", originalLanguage: "zh-CN", source: "original" },
      parent: { id: document.id, name: "Module selection guide" },
    });

    // Staff read originals: the table, and the family the edit form starts from.
    expect(await managed(document.id)).toMatchObject({
      name: "模组选型指南",
      localization: { language: "zh-CN", source: "original" },
      translations: [{ language: "en-US", outOfDate: false }],
    });
    const editing = dataOf(
      await manager.get("/api/document/manageDocVo", { query: { id: child.id } }),
      "the edit form's family",
    );
    expect(editing).toMatchObject({ name: "附录", localization: { source: "original" } });
    expect(editing.parent).toMatchObject({
      name: "模组选型指南",
      translations: [{ language: "en-US", outOfDate: false }],
    });
  });

  it("answers an English original to a zh-CN reader as written, saying so", async () => {
    const document = await buildDocument(testApp, {
      productId,
      name: "Hardware design guide",
      language: "en-US",
    });
    expect(await inCentre("zh-CN", document.id)).toMatchObject({
      name: "Hardware design guide",
      localization: { language: "en-US", originalLanguage: "en-US", source: "original" },
    });
    expect(await inCentre("zh-TW", document.id)).toMatchObject({
      name: "Hardware design guide",
      localization: { language: "en-US", source: "original" },
    });
    const inOwnLanguage = await manager.post(
      "/api/document/saveTranslation",
      version(document.id, { name: "Guide", description: null }),
    );
    expect(inOwnLanguage.status).toBe(400);
  });

  it("finds a document by a version's words, for readers and staff", async () => {
    const document = await buildDocument(testApp, { productId, name: "天线设计说明" });
    await manager.post(
      "/api/document/saveTranslation",
      version(document.id, { name: "Antenna layout notes", description: "Keep clear of copper" }),
    );
    const ids = async (language: string, keyword: string) =>
      (await centre(language, { keyword })).map((item) => item.id);
    expect(await ids("zh-CN", "antenna layout")).toEqual([document.id]);
    expect(await ids("en-US", "copper")).toEqual([document.id]);
    // A Traditional keyword finds the Simplified original.
    expect(await ids("zh-TW", "天線設計")).toEqual([document.id]);
    expect(await managed(document.id, "Antenna")).toMatchObject({ name: "天线设计说明" });
    expect(await ids("en-US", "no such words anywhere")).toEqual([]);
  });

  it("is out of date once the original's name changes, until saved again", async () => {
    const document = await buildDocument(testApp, { productId, name: "硬件设计指南" });
    await manager.post(
      "/api/document/saveTranslation",
      version(document.id, { name: "Hardware design guide", description: null }),
    );
    const modified = await manager.post("/api/document/modifyProductDocument", {
      id: document.id,
      version: document.editVersion,
      productId,
      name: "ML302 硬件设计指南",
      type: "hardwareDesign",
      accessLevel: "public",
      language: "zh-CN",
      parentId: null,
      description: null,
    });
    expect(modified.status).toBe(200);
    expect(await inCentre("en-US", document.id)).toMatchObject({
      name: "Hardware design guide",
      localization: { outOfDate: true },
    });
    expect((await managed(document.id)).translations).toEqual([
      { language: "en-US", outOfDate: true },
    ]);
    const stored = dataOf(
      await manager.get("/api/document/translations", { query: { id: document.id } }),
      "the versions",
    );
    expect(stored).toMatchObject({
      originalLanguage: "zh-CN",
      translations: [{ language: "en-US", outOfDate: true, version: 1 }],
      convertedToTraditional: { name: "ML302 硬件設計指南", description: null },
    });
    const again = await manager.post(
      "/api/document/saveTranslation",
      version(document.id, { name: "ML302 hardware design guide", description: null }, "en-US", 1),
    );
    expect(again.status).toBe(200);
    expect((await inCentre("en-US", document.id))?.localization).toMatchObject({
      outOfDate: false,
    });
    // A form read before that save is refused.
    const stale = await manager.post(
      "/api/document/saveTranslation",
      version(document.id, { name: "Old", description: null }, "en-US", 1),
    );
    expect(stale.status).toBe(409);
  });

  it("names the document in the member's language in their feedback, as written for staff", async () => {
    const document = await buildDocument(testApp, { productId, name: "串口说明" });
    await manager.post(
      "/api/document/saveTranslation",
      version(document.id, { name: "Serial port notes", description: null }),
    );
    await buildFeedback(testApp, { documentId: document.id, userId: memberId });
    const own = dataOf(await member.get("/api/document/myFeedbacks"), "own feedback").list;
    expect(own[0]).toMatchObject({
      documentName: "Serial port notes",
      documentLocalization: { language: "en-US", source: "translation" },
    });
    const queue = dataOf(
      await manager.get("/api/document/findFeedbacks", { query: { keyword: "串口说明" } }),
      "the queue",
    ).list;
    expect(queue[0]).toMatchObject({
      documentName: "串口说明",
      documentLocalization: { language: "zh-CN", source: "original" },
    });
  });

  it("refuses bad input and callers without document:write; deleting the document deletes its versions", async () => {
    const document = await buildDocument(testApp, { productId, name: "固件说明" });
    for (const fields of [
      { name: "", description: null },
      { name: "x".repeat(101), description: null },
      { name: "a\u0007b", description: null },
      { name: "Notes", description: "y".repeat(501) },
      { name: "Notes" },
      { description: "No name" },
    ]) {
      const answer = await manager.post("/api/document/saveTranslation", {
        id: document.id,
        language: "en-US",
        version: 0,
        fields,
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
    for (const body of [
      version(document.id, { name: "Notes", description: null }, "de-DE"),
      version(0, { name: "Notes", description: null }),
      { ...version(document.id, { name: "Notes", description: null }), version: -1 },
    ]) {
      expect((await manager.post("/api/document/saveTranslation", body)).status).toBe(400);
    }
    expect((await manager.get("/api/document/translations", { query: { id: "x" } })).status).toBe(
      400,
    );
    expect(
      (
        await manager.post(
          "/api/document/saveTranslation",
          version(2_000_000_000, { name: "Notes", description: null }),
        )
      ).status,
    ).toBe(404);

    const body = version(document.id, { name: "Firmware notes", description: null });
    for (const caller of [support, member, visitor]) {
      const refused = await caller.post("/api/document/saveTranslation", body);
      expect(refused.status).toBe(caller === visitor ? 401 : 403);
    }
    expect(
      (await support.get("/api/document/translations", { query: { id: document.id } })).status,
    ).toBe(403);
    expect(
      (await support.get("/api/document/manageDocVo", { query: { id: document.id } })).status,
    ).toBe(403);
    expect(
      (
        await support.post("/api/document/deleteTranslation", {
          id: document.id,
          language: "en-US",
        })
      ).status,
    ).toBe(403);

    expect((await manager.post("/api/document/saveTranslation", body)).status).toBe(200);
    await manager.post(
      "/api/document/saveTranslation",
      version(document.id, { name: "韌體說明", description: null }, "zh-TW"),
    );
    const target = { id: document.id, language: "zh-TW" };
    expect((await manager.post("/api/document/deleteTranslation", target)).status).toBe(200);
    expect((await manager.post("/api/document/deleteTranslation", target)).status).toBe(404);
    expect(await versionsOf(document.id)).toEqual(["en-US"]);
    const removed = await manager.post("/api/document/removeProductDocument", {
      id: document.id,
    });
    expect(removed.status).toBe(200);
    expect(await versionsOf(document.id)).toEqual([]);
    expect(
      (await manager.get("/api/document/translations", { query: { id: document.id } })).status,
    ).toBe(404);
  });
});
