import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { bearer, createSignedInUser } from "../../test-support/factories.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { insertTestProduct } from "../product/test-products.ts";
import {
  addTestDocument,
  addTestVersion,
  postUpload,
  samplePdf,
  type UploadFile,
} from "./test-documents.ts";

let testApp: TestApp;
let manager: string;
let member: string;
let support: string;
let productId: number;

const uploadLimitBytes = 256 * 1024;

beforeAll(async () => {
  testApp = await buildTestApp({ DOCUMENT_MAX_BYTES: String(uploadLimitBytes) });
  manager = (await createSignedInUser(testApp, { roleKeys: ["contentEditor"] })).token;
  member = (await createSignedInUser(testApp)).token;
  support = (await createSignedInUser(testApp, { roleKeys: ["customerService"] })).token;
  productId = (await insertTestProduct(testApp.db)).id;
});
afterAll(async () => {
  await testApp.close();
});

/** Every file in the private document store. */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(testApp.config.documents.dir, {
      recursive: true,
      withFileTypes: true,
    });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

async function getDocument(id: number, token = manager) {
  return testApp.app.inject({ url: `/api/document/getDocument?id=${id}`, headers: bearer(token) });
}

function post(url: string, payload: object, token: string | undefined = manager) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/document/${url}`,
    payload,
    headers: { ...(token ? bearer(token) : {}), "accept-language": "en-US" },
  });
}

const datasheetFields = {
  name: "M5311 Datasheet",
  type: "datasheet",
  version: "V1.0",
  accessLevel: "public",
  language: "en-US",
};

describe("addProductDocument", () => {
  it("adds a document with its first version, stored privately", async () => {
    const filesBefore = (await storedFiles()).length;
    const pdf = await samplePdf();
    const response = await postUpload(
      testApp,
      "addProductDocument",
      manager,
      { ...datasheetFields, productId, description: "Electrical characteristics" },
      { name: "M5311_Datasheet_V1.0.pdf", bytes: pdf, type: "application/pdf" },
    );
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data;
    const item = (await getDocument(id)).json().data;
    expect(item).toMatchObject({
      id,
      name: "M5311 Datasheet",
      type: "datasheet",
      language: "en-US",
      accessLevel: "public",
      productId,
      description: "Electrical characteristics",
      parentId: null,
      childCount: 0,
      downloadCount: 0,
      latestVersion: {
        version: "V1.0",
        fileName: "M5311_Datasheet_V1.0.pdf",
        size: pdf.length,
        mimeType: "application/pdf",
        downloadCount: 0,
      },
    });
    expect(item.productModel).toMatch(/^TEST-/);
    expect(item.versions).toHaveLength(1);
    expect((await storedFiles()).length).toBe(filesBefore + 1);
  });

  it("keeps documents out of /uploads: the stored file is not served statically", async () => {
    const [fileName] = await storedFiles();
    expect(fileName).toBeDefined();
    for (const url of [`/uploads/${fileName}`, `/documents/${fileName}`]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(404);
    }
  });

  it("adds a general document when productId is empty", async () => {
    const id = await addTestDocument(testApp, manager, { productId: "" });
    expect((await getDocument(id)).json().data).toMatchObject({
      productId: null,
      productModel: null,
    });
  });

  it.each([
    ["txt", "Release notes\nline 2 中文\n", "text/plain; charset=utf-8"],
    ["md", "# Notes\n\n- item\n", "text/markdown; charset=utf-8"],
    [
      "hex",
      ":10010000214601360121470136007EFE09D2190140\n:00000001FF\n",
      "text/plain; charset=utf-8",
    ],
    ["bin", "\u0000\u0001\u0002firmware image", "application/octet-stream"],
  ])("accepts a .%s file by its content", async (extension, content, mimeType) => {
    const id = await addTestDocument(
      testApp,
      manager,
      { type: "other" },
      { name: `notes.${extension}`, bytes: new TextEncoder().encode(content) },
    );
    expect((await getDocument(id)).json().data.latestVersion.mimeType).toBe(mimeType);
  });

  async function expectRefused(
    fields: Record<string, string | number>,
    file: UploadFile | undefined,
    status: number,
  ) {
    const filesBefore = await storedFiles();
    const response = await postUpload(
      testApp,
      "addProductDocument",
      manager,
      { ...datasheetFields, productId, ...fields },
      file,
    );
    expect(response.statusCode).toBe(status);
    // A refused upload leaves nothing behind in the store.
    expect(await storedFiles()).toEqual(filesBefore);
    return response.json();
  }

  it("refuses an extension outside DOCUMENT_EXTENSIONS with 400, naming the allowed ones", async () => {
    const body = await expectRefused({}, { name: "setup.exe", bytes: await samplePdf() }, 400);
    expect(body.msg).toContain("pdf, zip, rar, 7z, bin, hex, doc, docx, xls, xlsx, txt, md");
  });

  it("refuses a .pdf that is not a PDF with 400", async () => {
    const fake = new TextEncoder().encode("<html>not a pdf</html>");
    const body = await expectRefused({}, { name: "datasheet.pdf", bytes: fake }, 400);
    expect(body.msg).toContain("does not match its .pdf extension");
    expect(body.data).toEqual([{ field: "file", message: expect.any(String) }]);
  });

  it("refuses a .txt that is not UTF-8 text (NUL bytes or invalid sequences) with 400", async () => {
    await expectRefused({}, { name: "notes.txt", bytes: new Uint8Array([0x41, 0, 0x42]) }, 400);
    await expectRefused({}, { name: "notes.txt", bytes: new Uint8Array([0xc3, 0x28]) }, 400);
    await expectRefused({}, { name: "notes.docx", bytes: await samplePdf() }, 400);
  });

  it("refuses an empty file with 400", async () => {
    await expectRefused({}, { name: "empty.bin", bytes: new Uint8Array() }, 400);
  });

  it("refuses a file over DOCUMENT_MAX_BYTES with 413, naming the limit", async () => {
    const large = new Uint8Array(uploadLimitBytes + 1).fill(0x41);
    const body = await expectRefused({}, { name: "large.bin", bytes: large }, 413);
    expect(body.msg).toBe("The file may be at most 256 KB");
  });

  it("refuses a malformed version with 400 on the version field", async () => {
    const body = await expectRefused(
      { version: "1.x" },
      { name: "datasheet.pdf", bytes: await samplePdf() },
      400,
    );
    expect(body.data).toEqual([{ field: "version", message: expect.stringContaining("V1.2") }]);
  });

  it("refuses missing fields and a missing file with 400", async () => {
    const body = await expectRefused(
      { name: "", accessLevel: "everyone" },
      { name: "datasheet.pdf", bytes: await samplePdf() },
      400,
    );
    expect(body.data.map((problem: { field: string }) => problem.field).sort()).toEqual([
      "accessLevel",
      "name",
    ]);
    const noFile = await expectRefused({}, undefined, 400);
    expect(noFile.data).toEqual([{ field: "file", message: "Choose a file to upload" }]);
    const json = await post("addProductDocument", datasheetFields);
    expect(json.statusCode).toBe(400);
  });

  it("refuses an unknown product or parent with 404 and removes the stored file", async () => {
    const file = { name: "datasheet.pdf", bytes: await samplePdf() };
    await expectRefused({ productId: 999_999 }, file, 404);
    await expectRefused({ parentId: 999_999 }, file, 404);
  });

  it("takes the fields in any order, the file first included", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await samplePdf())]), "first.pdf");
    for (const [name, value] of Object.entries({ ...datasheetFields, productId })) {
      form.append(name, String(value));
    }
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/document/addProductDocument",
      body: form,
      headers: bearer(manager),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("upload settings", () => {
  it("defaults to 100 MB and the usual document extensions", () => {
    const { documents } = loadConfig({});
    expect(documents.maxBytes).toBe(100 * 1024 * 1024);
    expect(documents.extensions).toEqual(
      "pdf,zip,rar,7z,bin,hex,doc,docx,xls,xlsx,txt,md".split(","),
    );
    expect(documents.dir).toMatch(/data[/\\]documents$/);
    expect(() => loadConfig({ DOCUMENT_EXTENSIONS: "pdf,../x" })).toThrow(/DOCUMENT_EXTENSIONS/);
  });

  it("tells document managers the limits through uploadLimits", async () => {
    const response = await testApp.app.inject({
      url: "/api/document/uploadLimits",
      headers: bearer(manager),
    });
    expect(response.json().data).toEqual({
      maxBytes: uploadLimitBytes,
      extensions: "pdf,zip,rar,7z,bin,hex,doc,docx,xls,xlsx,txt,md".split(","),
    });
  });

  it("takes the extensions DOCUMENT_EXTENSIONS lists, and only those", async () => {
    const custom = await buildTestApp({ DOCUMENT_EXTENSIONS: ".PDF, step" });
    try {
      const { token } = await createSignedInUser(custom, { roleKeys: ["contentEditor"] });
      const step = await postUpload(custom, "addProductDocument", token, datasheetFields, {
        name: "bracket.STEP",
        bytes: new TextEncoder().encode("ISO-10303-21;"),
      });
      expect(step.statusCode).toBe(200);
      const text = await postUpload(custom, "addProductDocument", token, datasheetFields, {
        name: "notes.txt",
        bytes: new TextEncoder().encode("notes"),
      });
      expect(text.statusCode).toBe(400);
      expect(text.json().msg).toContain("allowed types: pdf, step");
    } finally {
      await custom.close();
    }
  });
});

describe("versions", () => {
  let documentId: number;
  beforeAll(async () => {
    documentId = await addTestDocument(testApp, manager, { productId, version: "V1.0" });
  });

  function validate(version: string, id = documentId) {
    return testApp.app.inject({
      url: `/api/document/validateProductfileVersion?id=${id}&version=${encodeURIComponent(version)}`,
      headers: bearer(manager),
    });
  }

  it("validateProductfileVersion accepts only a version newer than every version", async () => {
    for (const [version, valid] of [
      ["V1.1", true],
      ["2", true],
      ["v1.0.1", true],
      ["V1.0", false],
      ["1.0.0", false],
      ["V0.9", false],
    ] as const) {
      const response = await validate(version);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ valid, latest: "V1.0" });
    }
    expect((await validate("1..2")).statusCode).toBe(400);
    expect((await validate("V2", 999_999)).statusCode).toBe(404);
  });

  it("adds a newer version, which becomes the latest; versions are listed newest first", async () => {
    const v19 = await addTestVersion(testApp, manager, documentId, "V1.9");
    const v110 = await addTestVersion(testApp, manager, documentId, "V1.10");
    const item = (await getDocument(documentId)).json().data;
    expect(item.latestVersion).toMatchObject({ id: v110, version: "V1.10" });
    expect(item.versions.map((version: { id: number }) => version.id)).toEqual([
      v110,
      v19,
      item.versions[2].id,
    ]);
    expect(item.versions[2].version).toBe("V1.0");
    expect((await validate("V1.9")).json().data).toEqual({ valid: false, latest: "V1.10" });
  });

  it("refuses a version that is not newer with 409 on the version field, storing nothing", async () => {
    const filesBefore = await storedFiles();
    for (const version of ["V1.10", "1.10.0", "V1.2"]) {
      const response = await postUpload(
        testApp,
        "addDocumentVersion",
        manager,
        { id: documentId, version, changeNote: "again" },
        { name: "again.pdf", bytes: await samplePdf() },
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().data).toEqual([
        { field: "version", message: "The version must be newer than the latest one, V1.10" },
      ]);
    }
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("refuses a version of an unknown document with 404 and checks the new file too", async () => {
    const unknown = await postUpload(
      testApp,
      "addDocumentVersion",
      manager,
      { id: 999_999, version: "V9" },
      { name: "x.pdf", bytes: await samplePdf() },
    );
    expect(unknown.statusCode).toBe(404);
    const fake = await postUpload(
      testApp,
      "addDocumentVersion",
      manager,
      { id: documentId, version: "V9" },
      { name: "x.pdf", bytes: new TextEncoder().encode("no pdf") },
    );
    expect(fake.statusCode).toBe(400);
  });

  it("records the change note and moves the document to the top of the newest list", async () => {
    const response = await postUpload(
      testApp,
      "addDocumentVersion",
      manager,
      { id: documentId, version: "V2.0", changeNote: "New pin-out chapter" },
      { name: "v2.pdf", bytes: await samplePdf() },
    );
    expect(response.statusCode).toBe(200);
    const item = (await getDocument(documentId)).json().data;
    expect(item.latestVersion).toMatchObject({
      version: "V2.0",
      changeNote: "New pin-out chapter",
    });
  });
});

describe("modifyProductDocument and removeProductDocument", () => {
  const body = (id: number, changes: object = {}) => ({
    id,
    productId,
    name: "Renamed",
    type: "hardwareDesign",
    accessLevel: "user",
    language: "zh-CN",
    parentId: null,
    description: "",
    ...changes,
  });

  it("changes the description fields; files stay", async () => {
    const id = await addTestDocument(testApp, manager, { productId });
    const response = await post("modifyProductDocument", body(id));
    expect(response.statusCode).toBe(200);
    expect((await getDocument(id)).json().data).toMatchObject({
      name: "Renamed",
      type: "hardwareDesign",
      accessLevel: "user",
      language: "zh-CN",
      description: null,
      versions: [{ version: "V1.0" }],
    });
    const general = await post("modifyProductDocument", body(id, { productId: null }));
    expect(general.statusCode).toBe(200);
    expect((await getDocument(id)).json().data.productId).toBeNull();
  });

  it("refuses a parent that is the document itself or one of its descendants with 400", async () => {
    const grandparent = await addTestDocument(testApp, manager, { productId });
    const parent = await addTestDocument(testApp, manager, { productId, parentId: grandparent });
    const child = await addTestDocument(testApp, manager, { productId, parentId: parent });
    for (const parentId of [grandparent, parent, child]) {
      const response = await post("modifyProductDocument", body(grandparent, { parentId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toEqual([
        {
          field: "parentId",
          message: "The parent cannot be the document itself or one of its child documents",
        },
      ]);
    }
    const sideways = await addTestDocument(testApp, manager, { productId });
    expect(
      (await post("modifyProductDocument", body(child, { parentId: sideways }))).statusCode,
    ).toBe(200);
  });

  it("answers 404 for an unknown document, product or parent", async () => {
    const id = await addTestDocument(testApp, manager, { productId });
    expect((await post("modifyProductDocument", body(999_999))).statusCode).toBe(404);
    expect((await post("modifyProductDocument", body(id, { productId: 999_999 }))).statusCode).toBe(
      404,
    );
    expect((await post("modifyProductDocument", body(id, { parentId: 999_999 }))).statusCode).toBe(
      404,
    );
    expect((await post("modifyProductDocument", { id })).statusCode).toBe(400);
  });

  it("refuses to remove a document with children (409), then removes it with its files", async () => {
    const parent = await addTestDocument(testApp, manager, { productId });
    await addTestVersion(testApp, manager, parent, "V1.1");
    const child = await addTestDocument(testApp, manager, { productId, parentId: parent });
    const refused = await post("removeProductDocument", { id: parent });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      "This document still has child documents: delete or move them first",
    );
    const filesBefore = (await storedFiles()).length;
    expect((await post("removeProductDocument", { id: child })).statusCode).toBe(200);
    expect((await post("removeProductDocument", { id: parent })).statusCode).toBe(200);
    expect((await storedFiles()).length).toBe(filesBefore - 3);
    expect((await getDocument(parent)).statusCode).toBe(404);
    expect((await post("removeProductDocument", { id: parent })).statusCode).toBe(404);
  });
});

describe("findProductDocuments", () => {
  it("lists every document for managers, drafts' included, each downloadable", async () => {
    const draft = await insertTestProduct(testApp.db, { status: "draft" });
    const id = await addTestDocument(testApp, manager, {
      productId: draft.id,
      accessLevel: "whitelist",
      name: "Draft firmware",
    });
    const response = await testApp.app.inject({
      url: `/api/document/findProductDocuments?productId=${draft.id}`,
      headers: bearer(manager),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      total: 1,
      list: [{ id, canDownload: true, accessLevel: "whitelist" }],
    });
    const search = await testApp.app.inject({
      url: "/api/document/findProductDocuments?keyword=draft%20firm&pageSize=5",
      headers: bearer(manager),
    });
    expect(search.json().data).toMatchObject({ total: 1, page: 1, pageSize: 5 });
  });
});

describe("permissions of the management paths", () => {
  const managementCalls = [
    { method: "POST", url: "/api/document/addProductDocument" },
    { method: "POST", url: "/api/document/addDocumentVersion" },
    { method: "GET", url: "/api/document/validateProductfileVersion?id=1&version=V2" },
    { method: "GET", url: "/api/document/uploadLimits" },
    { method: "POST", url: "/api/document/modifyProductDocument" },
    { method: "POST", url: "/api/document/removeProductDocument" },
    { method: "GET", url: "/api/document/findProductDocuments" },
    { method: "GET", url: "/api/document/downloadRecords" },
    { method: "GET", url: "/api/document/findFeedbacks" },
    { method: "POST", url: "/api/document/modifyFeedback" },
  ] as const;

  it.each(managementCalls)(
    "$method $url: 401 anonymous, 403 without document:write",
    async (call) => {
      const anonymous = await testApp.app.inject({
        method: call.method,
        url: call.url,
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);
      for (const token of [member, support]) {
        const refused = await testApp.app.inject({
          method: call.method,
          url: call.url,
          payload: {},
          headers: bearer(token),
        });
        expect(refused.statusCode).toBe(403);
      }
    },
  );
});
