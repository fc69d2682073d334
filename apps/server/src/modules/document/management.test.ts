import { readdir } from "node:fs/promises";
import path from "node:path";
import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { signedIn } from "../../test-support/accounts.ts";
import {
  type ApiClient,
  api,
  dataOf,
  multipart,
  type UploadFile,
} from "../../test-support/api-client.ts";
import {
  buildDocument,
  buildDocumentVersion,
  samplePdf,
} from "../../test-support/factories/document.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
/** Anonymous, in English. */
let visitor: ApiClient;
/** A document manager (content editor), in English. */
let manager: ApiClient;
let member: string;
let support: string;
let productId: number;

const uploadLimitBytes = 256 * 1024;

beforeAll(async () => {
  testApp = await buildTestApp({ DOCUMENT_MAX_BYTES: String(uploadLimitBytes) });
  visitor = api(testApp).language("en-US");
  manager = visitor.as(await signedIn(testApp, { permissions: [permissions.documentWrite] }));
  member = (await signedIn(testApp)).token;
  support = (await signedIn(testApp, { roles: ["customerService"] })).token;
  productId = (await buildProduct(testApp)).id;
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

function getDocument(id: number) {
  return manager.get("/api/document/getDocument", { query: { id } });
}

/** Uploads as the manager: the fields first, then the file (when given). */
function upload(
  route: "addProductDocument" | "addDocumentVersion",
  fields: Record<string, string | number>,
  file?: UploadFile,
) {
  return manager.post(`/api/document/${route}`, multipart({ ...fields, file }));
}

/** Adds a document through the upload path being tested; answers its id. */
async function uploadDocument(fields: Record<string, string | number>, file?: UploadFile) {
  const answer = await upload(
    "addProductDocument",
    {
      name: "Test datasheet",
      type: "datasheet",
      version: "V1.0",
      accessLevel: "public",
      ...fields,
    },
    file ?? { name: "datasheet.pdf", bytes: await samplePdf(), type: "application/pdf" },
  );
  return dataOf(answer, "uploading a document").id as number;
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
    const response = await upload(
      "addProductDocument",
      { ...datasheetFields, productId, description: "Electrical characteristics" },
      { name: "M5311_Datasheet_V1.0.pdf", bytes: pdf, type: "application/pdf" },
    );
    expect(response.status).toBe(200);
    const { id } = response.data;
    const item = (await getDocument(id)).data;
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
    const { firstVersion } = await buildDocument(testApp, { productId });
    const fileName = path.basename(firstVersion.fileKey);
    expect(await storedFiles()).toContain(fileName);
    for (const url of [`/uploads/${fileName}`, `/documents/${fileName}`]) {
      const response = await visitor.get(url);
      expect(response.status).toBe(404);
    }
  });

  it("adds a general document when productId is empty", async () => {
    const id = await uploadDocument({ productId: "" });
    expect((await getDocument(id)).data).toMatchObject({
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
    const id = await uploadDocument(
      { type: "other" },
      { name: `notes.${extension}`, bytes: new TextEncoder().encode(content) },
    );
    expect((await getDocument(id)).data.latestVersion.mimeType).toBe(mimeType);
  });

  async function expectRefused(
    fields: Record<string, string | number>,
    file: UploadFile | undefined,
    status: number,
  ) {
    const filesBefore = await storedFiles();
    const response = await upload(
      "addProductDocument",
      { ...datasheetFields, productId, ...fields },
      file,
    );
    expect(response.status).toBe(status);
    // A refused upload leaves nothing behind in the store.
    expect(await storedFiles()).toEqual(filesBefore);
    return response;
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
    const json = await manager.post("/api/document/addProductDocument", datasheetFields);
    expect(json.status).toBe(400);
  });

  it("refuses an unknown product or parent with 404 and removes the stored file", async () => {
    const file = { name: "datasheet.pdf", bytes: await samplePdf() };
    await expectRefused({ productId: 999_999 }, file, 404);
    await expectRefused({ parentId: 999_999 }, file, 404);
  });

  it("takes the fields in any order, the file first included", async () => {
    const form = multipart({
      file: { name: "first.pdf", bytes: await samplePdf() },
      ...datasheetFields,
      productId,
    });
    const response = await manager.post("/api/document/addProductDocument", form);
    expect(response.status).toBe(200);
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
    const response = await manager.get("/api/document/uploadLimits");
    expect(response.data).toEqual({
      maxBytes: uploadLimitBytes,
      extensions: "pdf,zip,rar,7z,bin,hex,doc,docx,xls,xlsx,txt,md".split(","),
    });
  });

  it("takes the extensions DOCUMENT_EXTENSIONS lists, and only those", async () => {
    const custom = await buildTestApp({ DOCUMENT_EXTENSIONS: ".PDF, step" });
    try {
      const customManager = api(custom)
        .language("en-US")
        .as(await signedIn(custom, { roles: ["contentEditor"] }));
      const uploadTo = (file: UploadFile) =>
        customManager.post(
          "/api/document/addProductDocument",
          multipart({ ...datasheetFields, file }),
        );
      const step = await uploadTo({
        name: "bracket.STEP",
        bytes: new TextEncoder().encode("ISO-10303-21;"),
      });
      expect(step.status).toBe(200);
      const text = await uploadTo({ name: "notes.txt", bytes: new TextEncoder().encode("notes") });
      expect(text.status).toBe(400);
      expect(text.msg).toContain("allowed types: pdf, step");
    } finally {
      await custom.close();
    }
  });
});

describe("versions", () => {
  /** A document with these versions, built in this order (the first is V1.0 by default). */
  async function documentWithVersions(...later: string[]) {
    const { id } = await buildDocument(testApp, { productId });
    for (const version of later) await buildDocumentVersion(testApp, id, { version });
    return id;
  }

  function validate(id: number, version: string) {
    return manager.get("/api/document/validateProductfileVersion", { query: { id, version } });
  }

  /** Adds a version through the upload path being tested; answers its id. */
  async function uploadVersion(id: number, version: string) {
    const file = { name: `datasheet-${version}.pdf`, bytes: await samplePdf(version) };
    const answer = await upload("addDocumentVersion", { id, version }, file);
    return dataOf(answer, "uploading a version").id as number;
  }

  it("validateProductfileVersion accepts only a version newer than every version", async () => {
    const documentId = await documentWithVersions();
    for (const [version, valid] of [
      ["V1.1", true],
      ["2", true],
      ["v1.0.1", true],
      ["V1.0", false],
      ["1.0.0", false],
      ["V0.9", false],
    ] as const) {
      const response = await validate(documentId, version);
      expect(response.status).toBe(200);
      expect(response.data).toEqual({ valid, latest: "V1.0" });
    }
    expect((await validate(documentId, "1..2")).status).toBe(400);
    expect((await validate(999_999, "V2")).status).toBe(404);
  });

  it("adds a newer version, which becomes the latest; versions are listed newest first", async () => {
    const documentId = await documentWithVersions();
    const v19 = await uploadVersion(documentId, "V1.9");
    const v110 = await uploadVersion(documentId, "V1.10");
    const item = (await getDocument(documentId)).data;
    expect(item.latestVersion).toMatchObject({ id: v110, version: "V1.10" });
    expect(item.versions.map((version: { id: number }) => version.id)).toEqual([
      v110,
      v19,
      item.versions[2].id,
    ]);
    expect(item.versions[2].version).toBe("V1.0");
    expect((await validate(documentId, "V1.9")).data).toEqual({ valid: false, latest: "V1.10" });
  });

  it("refuses a version that is not newer with 409 on the version field, storing nothing", async () => {
    const documentId = await documentWithVersions("V1.9", "V1.10");
    const filesBefore = await storedFiles();
    for (const version of ["V1.10", "1.10.0", "V1.2"]) {
      const response = await upload(
        "addDocumentVersion",
        { id: documentId, version, changeNote: "again" },
        { name: "again.pdf", bytes: await samplePdf() },
      );
      expect(response.status).toBe(409);
      expect(response.data).toEqual([
        { field: "version", message: "The version must be newer than the latest one, V1.10" },
      ]);
    }
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("refuses a version of an unknown document with 404 and checks the new file too", async () => {
    const documentId = await documentWithVersions();
    const unknown = await upload(
      "addDocumentVersion",
      { id: 999_999, version: "V9" },
      { name: "x.pdf", bytes: await samplePdf() },
    );
    expect(unknown.status).toBe(404);
    const fake = await upload(
      "addDocumentVersion",
      { id: documentId, version: "V9" },
      { name: "x.pdf", bytes: new TextEncoder().encode("no pdf") },
    );
    expect(fake.status).toBe(400);
  });

  it("records the change note and moves the document to the top of the newest list", async () => {
    const documentId = await documentWithVersions();
    const response = await upload(
      "addDocumentVersion",
      { id: documentId, version: "V2.0", changeNote: "New pin-out chapter" },
      { name: "v2.pdf", bytes: await samplePdf() },
    );
    expect(response.status).toBe(200);
    const item = (await getDocument(documentId)).data;
    expect(item.latestVersion).toMatchObject({
      version: "V2.0",
      changeNote: "New pin-out chapter",
    });
  });
});

describe("modifyProductDocument and removeProductDocument", () => {
  const body = (id: number, changes: object = {}) => ({
    id,
    version: 1,
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
    const id = (await buildDocument(testApp, { productId })).id;
    const response = await manager.post("/api/document/modifyProductDocument", body(id));
    expect(response.status).toBe(200);
    expect((await getDocument(id)).data).toMatchObject({
      name: "Renamed",
      type: "hardwareDesign",
      accessLevel: "user",
      language: "zh-CN",
      description: null,
      versions: [{ version: "V1.0" }],
    });
    const general = await manager.post(
      "/api/document/modifyProductDocument",
      body(id, { productId: null, version: 2 }),
    );
    expect(general.status).toBe(200);
    expect((await getDocument(id)).data.productId).toBeNull();
  });

  it("refuses a parent that is the document itself or one of its descendants with 400", async () => {
    const grandparent = (await buildDocument(testApp, { productId })).id;
    const parent = (await buildDocument(testApp, { productId, parentId: grandparent })).id;
    const child = (await buildDocument(testApp, { productId, parentId: parent })).id;
    for (const parentId of [grandparent, parent, child]) {
      const response = await manager.post(
        "/api/document/modifyProductDocument",
        body(grandparent, { parentId }),
      );
      expect(response.status).toBe(400);
      expect(response.data).toEqual([
        {
          field: "parentId",
          message: "The parent cannot be the document itself or one of its child documents",
        },
      ]);
    }
    const sideways = (await buildDocument(testApp, { productId })).id;
    expect(
      (
        await manager.post(
          "/api/document/modifyProductDocument",
          body(child, { parentId: sideways }),
        )
      ).status,
    ).toBe(200);
  });

  it("takes one of two saves from the same version and refuses the other with 409", async () => {
    const id = (await buildDocument(testApp, { productId })).id;
    const answers = await Promise.all(
      ["First save", "Second save"].map((name) =>
        manager.post("/api/document/modifyProductDocument", body(id, { name })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const savedIndex = answers.findIndex((answer) => answer.status === 200);
    expect(answers[1 - savedIndex]?.data).toEqual({ currentVersion: 2 });
    expect((await getDocument(id)).data).toMatchObject({
      name: ["First save", "Second save"][savedIndex],
      version: 2,
    });
  });

  it("refuses a save from a stale version with 409 and keeps the newer one", async () => {
    const id = (await buildDocument(testApp, { productId })).id;
    const listed = await manager.get(`/api/document/findProductDocuments?productId=${productId}`);
    expect(listed.data.list.find((item: { id: number }) => item.id === id)).toMatchObject({
      version: 1,
    });
    expect(
      (await manager.post("/api/document/modifyProductDocument", body(id, { name: "Newer" })))
        .status,
    ).toBe(200);
    const stale = await manager.post(
      "/api/document/modifyProductDocument",
      body(id, { name: "Stale" }),
    );
    expect(stale).toMatchObject({
      status: 409,
      data: { currentVersion: 2 },
      msg: "Someone else changed this record meanwhile; reload it before you edit again",
    });
    expect((await getDocument(id)).data).toMatchObject({ name: "Newer", version: 2 });
    const withoutVersion = await manager.post("/api/document/modifyProductDocument", {
      ...body(id),
      version: undefined,
    });
    expect(withoutVersion.status).toBe(400);
    expect(withoutVersion.data).toEqual([{ field: "version", message: expect.any(String) }]);
  });

  it("answers 404 for an unknown document, product or parent", async () => {
    const id = (await buildDocument(testApp, { productId })).id;
    expect((await manager.post("/api/document/modifyProductDocument", body(999_999))).status).toBe(
      404,
    );
    expect(
      (await manager.post("/api/document/modifyProductDocument", body(id, { productId: 999_999 })))
        .status,
    ).toBe(404);
    expect(
      (await manager.post("/api/document/modifyProductDocument", body(id, { parentId: 999_999 })))
        .status,
    ).toBe(404);
    expect((await manager.post("/api/document/modifyProductDocument", { id })).status).toBe(400);
  });

  it("refuses to remove a document with children (409), then removes it with its files", async () => {
    const parent = (await buildDocument(testApp, { productId })).id;
    await buildDocumentVersion(testApp, parent, { version: "V1.1" });
    const child = (await buildDocument(testApp, { productId, parentId: parent })).id;
    const refused = await manager.post("/api/document/removeProductDocument", { id: parent });
    expect(refused.status).toBe(409);
    expect(refused.msg).toBe("This document still has child documents: delete or move them first");
    const filesBefore = (await storedFiles()).length;
    expect((await manager.post("/api/document/removeProductDocument", { id: child })).status).toBe(
      200,
    );
    expect((await manager.post("/api/document/removeProductDocument", { id: parent })).status).toBe(
      200,
    );
    expect((await storedFiles()).length).toBe(filesBefore - 3);
    expect((await getDocument(parent)).status).toBe(404);
    expect((await manager.post("/api/document/removeProductDocument", { id: parent })).status).toBe(
      404,
    );
  });
});

describe("findProductDocuments", () => {
  it("lists every document for managers, drafts' included, each downloadable", async () => {
    const draft = await buildProduct(testApp, { status: "draft" });
    const { id } = await buildDocument(testApp, {
      productId: draft.id,
      accessLevel: "whitelist",
      name: "Draft firmware",
    });
    const response = await manager.get("/api/document/findProductDocuments", {
      query: { productId: draft.id },
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      total: 1,
      list: [{ id, canDownload: true, accessLevel: "whitelist" }],
    });
    const search = await manager.get(
      "/api/document/findProductDocuments?keyword=draft%20firm&pageSize=5",
    );
    expect(search.data).toMatchObject({ total: 1, page: 1, pageSize: 5 });
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
      const anonymous = await visitor.send(call.method, call.url, {});
      expect(anonymous.status).toBe(401);
      for (const token of [member, support]) {
        const refused = await visitor.as(token).send(call.method, call.url, {});
        expect(refused.status).toBe(403);
      }
    },
  );
});
