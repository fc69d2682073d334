import { readdir } from "node:fs/promises";
import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import {
  type ApiClient,
  api,
  dataOf,
  multipart,
  type UploadFile,
} from "../../test-support/api-client.ts";
import { samplePdf } from "../../test-support/factories/document.ts";
import {
  buildCatalog,
  buildPartnerRole,
  buildResource,
} from "../../test-support/factories/resource.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
/** Holds resource:manage and audit:read. */
let manager: ApiClient;
/** Staff without resource:manage. */
let editor: ApiClient;
let member: ApiClient;

const uploadLimitBytes = 64 * 1024;

beforeAll(async () => {
  testApp = await buildTestApp({ DOCUMENT_MAX_BYTES: String(uploadLimitBytes) });
  visitor = api(testApp).language("en-US");
  manager = visitor.as(
    await signedIn(testApp, {
      permissions: [
        permissions.managementAccess,
        permissions.resourceManage,
        permissions.auditRead,
      ],
    }),
  );
  editor = visitor.as(await signedIn(testApp, { roles: ["contentEditor"] }));
  member = visitor.as(await signedIn(testApp));
});
afterAll(async () => {
  await testApp.close();
});

async function storedResourceFiles(): Promise<string[]> {
  try {
    const entries = await readdir(`${testApp.config.documents.dir}/resources`, {
      recursive: true,
      withFileTypes: true,
    });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

async function auditActions(targetType: string, id: number) {
  const page = dataOf(await manager.get("/api/audit/list", { query: { pageSize: 100 } }), "");
  return page.list
    .filter((record: { targetType: string; targetId: number }) => {
      return record.targetType === targetType && record.targetId === id;
    })
    .map((record: { action: string; before: unknown; after: unknown }) => record);
}

async function catalogOf(id: number) {
  const tree = dataOf(await manager.get("/api/catalog/tree"), "reading the tree");
  return tree.find((folder: { id: number }) => folder.id === id);
}

const textFile = (name = "brochure.txt", text = "Our modules\n"): UploadFile => ({
  name,
  bytes: new TextEncoder().encode(text),
});

function upload(fields: Record<string, string | number>, file?: UploadFile) {
  return manager.post("/api/resource/add", multipart({ ...fields, file }));
}

describe("catalogs", () => {
  it("adds, renames, moves and deletes folders, each recorded in the audit log", async () => {
    const top = dataOf(
      await manager.post("/api/catalog/add", { parentId: null, name: "Sales" }),
      "",
    );
    const child = dataOf(
      await manager.post("/api/catalog/add", { parentId: top.id, name: "Brochures", sort: 2 }),
      "",
    );
    expect(await catalogOf(child.id)).toMatchObject({
      parentId: top.id,
      name: "Brochures",
      sort: 2,
      resourceCount: 0,
      roles: [],
      users: [],
      version: 1,
    });
    const moved = await manager.post("/api/catalog/update", {
      id: child.id,
      version: 1,
      parentId: null,
      name: "Leaflets",
      sort: 1,
    });
    expect(moved.status).toBe(200);
    expect(await catalogOf(child.id)).toMatchObject({
      parentId: null,
      name: "Leaflets",
      version: 2,
    });
    expect((await manager.post("/api/catalog/remove", { id: child.id, version: 2 })).status).toBe(
      200,
    );
    expect(await catalogOf(child.id)).toBeUndefined();
    const records = await auditActions("catalog", child.id);
    expect(records.map((record: { action: string }) => record.action)).toEqual([
      "catalog.remove",
      "catalog.move",
      "catalog.add",
    ]);
    expect(records[1]).toMatchObject({
      before: { parentId: top.id, name: "Brochures", sort: 2 },
      after: { parentId: null, name: "Leaflets", sort: 1 },
    });
  });

  it("refuses a stale save with 409 and the current version", async () => {
    const folder = await buildCatalog(testApp);
    const first = { id: folder.id, version: 1, parentId: null, name: `${folder.name} A`, sort: 0 };
    expect((await manager.post("/api/catalog/update", first)).status).toBe(200);
    const stale = await manager.post("/api/catalog/update", { ...first, name: `${folder.name} B` });
    expect(stale.status).toBe(409);
    expect(stale.data).toEqual({ currentVersion: 2 });
    expect((await manager.post("/api/catalog/remove", { id: folder.id, version: 1 })).status).toBe(
      409,
    );
  });

  it("refuses deleting a folder that holds a folder or a file", async () => {
    const parent = await buildCatalog(testApp);
    await buildCatalog(testApp, { parentId: parent.id });
    const withFolder = await manager.post("/api/catalog/remove", { id: parent.id, version: 1 });
    expect(withFolder.status).toBe(409);
    expect(withFolder.msg).toBe(
      "The folder is not empty: delete or move its subfolders and files first",
    );
    const holder = await buildCatalog(testApp);
    await buildResource(testApp, { catalogId: holder.id });
    expect((await manager.post("/api/catalog/remove", { id: holder.id, version: 1 })).status).toBe(
      409,
    );
  });

  it("refuses a move into itself or below, an unknown parent, a taken name, too deep a tree", async () => {
    const top = await buildCatalog(testApp);
    const below = await buildCatalog(testApp, { parentId: top.id, name: "Inner" });
    const move = (parentId: number | null, name = top.name) =>
      manager.post("/api/catalog/update", { id: top.id, version: 1, parentId, name, sort: 0 });
    expect((await move(top.id)).status).toBe(400);
    const intoChild = await move(below.id);
    expect(intoChild.status).toBe(400);
    expect(intoChild.data).toEqual([
      {
        field: "parentId",
        message: "A folder cannot be moved into itself or into one of its subfolders",
      },
    ]);
    expect((await move(2_000_000_000)).status).toBe(404);
    const taken = await manager.post("/api/catalog/add", { parentId: top.id, name: "inner" });
    expect(taken.status).toBe(409);
    expect(taken.data).toEqual([
      { field: "name", message: "This folder already holds a folder of that name" },
    ]);
    let parentId = top.id;
    for (let level = 2; level <= 6; level += 1) {
      parentId = (await buildCatalog(testApp, { parentId })).id;
    }
    const tooDeep = await manager.post("/api/catalog/add", { parentId, name: "Seventh" });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.msg).toBe("Folders nest at most 6 levels deep");
  });

  it("refuses bad input: an empty or control-character name, a bad id, a negative sort", async () => {
    for (const body of [
      { parentId: null, name: "" },
      { parentId: null, name: "a\u0007b" },
      { parentId: 0, name: "Zero" },
      { parentId: null, name: "x".repeat(61) },
      { parentId: null, name: "Sort", sort: -1 },
      { name: "No parent" },
    ]) {
      expect((await manager.post("/api/catalog/add", body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("sets grants of roles and users, refusing unknown ones, and records before and after", async () => {
    const folder = await buildCatalog(testApp);
    const partner = await signedIn(testApp);
    const roleId = await buildPartnerRole(testApp);
    const granted = await manager.post("/api/catalog/grant", {
      id: folder.id,
      version: 1,
      roleIds: [roleId],
      userIds: [partner.user.id],
    });
    expect(granted.status).toBe(200);
    expect(await catalogOf(folder.id)).toMatchObject({
      roles: [{ id: roleId }],
      users: [{ id: partner.user.id, phone: partner.user.phone }],
      version: 2,
    });
    const unknownRole = await manager.post("/api/catalog/grant", {
      id: folder.id,
      version: 2,
      roleIds: [2_000_000_000],
      userIds: [],
    });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.data).toEqual([
      { field: "roleIds", message: "A role in the grants does not exist" },
    ]);
    const unknownUser = await manager.post("/api/catalog/grant", {
      id: folder.id,
      version: 2,
      roleIds: [],
      userIds: [2_000_000_000],
    });
    expect(unknownUser.status).toBe(400);
    const [record] = await auditActions("catalog", folder.id);
    expect(record).toMatchObject({
      action: "catalog.grant",
      before: { roleIds: [], userIds: [] },
      after: { roleIds: [roleId], userIds: [partner.user.id] },
    });
  });
});

describe("resources", () => {
  it("uploads a file, edits it, replaces its file and deletes it, with the audit trail", async () => {
    const folder = await buildCatalog(testApp);
    const other = await buildCatalog(testApp);
    const before = (await storedResourceFiles()).length;
    const added = await upload(
      { catalogId: folder.id, title: "Brochure", description: "Two pages" },
      textFile(),
    );
    const { id } = dataOf(added, "uploading");
    const search = async () =>
      dataOf(
        await manager.get("/api/resource/search-resource", { query: { catalogId: other.id } }),
        "",
      );
    const listed = dataOf(
      await manager.get("/api/resource/search-resource", { query: { catalogId: folder.id } }),
      "",
    );
    expect(listed).toMatchObject({ total: 1, page: 1 });
    expect(listed.list[0]).toMatchObject({
      id,
      catalogId: folder.id,
      catalogName: folder.name,
      title: "Brochure",
      description: "Two pages",
      fileName: "brochure.txt",
      size: 12,
      mimeType: "text/plain; charset=utf-8",
      downloadCount: 0,
      version: 1,
    });
    expect((await storedResourceFiles()).length).toBe(before + 1);

    const edited = await manager.post(
      "/api/resource/update",
      multipart({ id, version: 1, catalogId: other.id, title: "Brochure 2026", description: "" }),
    );
    expect(edited.status).toBe(200);
    expect((await search()).list[0]).toMatchObject({
      title: "Brochure 2026",
      description: null,
      version: 2,
    });
    const replaced = await manager.post(
      "/api/resource/update",
      multipart({
        id,
        version: 2,
        catalogId: other.id,
        title: "Brochure 2026",
        file: { name: "brochure.pdf", bytes: await samplePdf("Brochure") },
      }),
    );
    expect(replaced.status).toBe(200);
    expect((await search()).list[0]).toMatchObject({
      fileName: "brochure.pdf",
      mimeType: "application/pdf",
      version: 3,
    });
    // The replaced file left the store.
    expect((await storedResourceFiles()).length).toBe(before + 1);

    const stale = await manager.post("/api/resource/remove", { id, version: 2 });
    expect(stale.status).toBe(409);
    expect((await manager.post("/api/resource/remove", { id, version: 3 })).status).toBe(200);
    expect((await search()).total).toBe(0);
    expect((await storedResourceFiles()).length).toBe(before);
    const actions = (await auditActions("resource", id)).map(
      (record: { action: string }) => record.action,
    );
    expect(actions).toEqual([
      "resource.remove",
      "resource.update",
      "resource.update",
      "resource.add",
    ]);
  });

  it("refuses a stale edit with 409 and keeps the new file out of the store", async () => {
    const resource = await buildResource(testApp);
    const before = (await storedResourceFiles()).length;
    const stale = await manager.post(
      "/api/resource/update",
      multipart({
        id: resource.id,
        version: 5,
        catalogId: resource.catalogId,
        title: "Late",
        file: textFile("late.txt"),
      }),
    );
    expect(stale.status).toBe(409);
    expect(stale.data).toEqual({ currentVersion: 1 });
    expect((await storedResourceFiles()).length).toBe(before);
  });

  it("refuses bad uploads: no file, a forbidden extension, bytes unlike the name, too large, empty", async () => {
    const folder = await buildCatalog(testApp);
    const before = (await storedResourceFiles()).length;
    const fields = { catalogId: folder.id, title: "Bad" };
    const noFile = await upload(fields);
    expect(noFile.status).toBe(400);
    expect(noFile.data).toEqual([{ field: "file", message: "Choose a file to upload" }]);
    const exe = await upload(fields, { name: "tool.exe", bytes: new Uint8Array([0x4d, 0x5a]) });
    expect(exe.status).toBe(400);
    const fakePdf = await upload(fields, textFile("fake.pdf", "not a pdf at all"));
    expect(fakePdf.status).toBe(400);
    const large = await upload(fields, {
      name: "large.txt",
      bytes: new Uint8Array(uploadLimitBytes + 1).fill(0x41),
    });
    expect(large.status).toBe(413);
    expect((await upload(fields, { name: "empty.txt", bytes: new Uint8Array() })).status).toBe(400);
    const noTitle = await upload({ catalogId: folder.id, title: "" }, textFile());
    expect(noTitle.status).toBe(400);
    const unknownFolder = await upload({ catalogId: 2_000_000_000, title: "Lost" }, textFile());
    expect(unknownFolder.status).toBe(404);
    expect((await storedResourceFiles()).length).toBe(before);
  });

  it("finds resources by keyword, paged", async () => {
    const folder = await buildCatalog(testApp);
    for (const title of ["Antenna guide", "Antenna drawing", "Price list"]) {
      await buildResource(testApp, { catalogId: folder.id, title });
    }
    const page = dataOf(
      await manager.get("/api/resource/search-resource", {
        query: { catalogId: folder.id, keyword: "antenna", pageSize: 1 },
      }),
      "",
    );
    expect(page).toMatchObject({ total: 2, pageSize: 1 });
    expect(page.list).toHaveLength(1);
    const percent = dataOf(
      await manager.get("/api/resource/search-resource", {
        query: { catalogId: folder.id, keyword: "%" },
      }),
      "",
    );
    expect(percent.total).toBe(0);
  });

  it("refuses every management path to members, staff without resource:manage and visitors", async () => {
    const folder = await buildCatalog(testApp);
    const paths: [string, string, unknown][] = [
      ["GET", "/api/catalog/tree", undefined],
      ["POST", "/api/catalog/add", { parentId: null, name: "Nope" }],
      [
        "POST",
        "/api/catalog/update",
        { id: folder.id, version: 1, parentId: null, name: "N", sort: 0 },
      ],
      ["POST", "/api/catalog/grant", { id: folder.id, version: 1, roleIds: [], userIds: [] }],
      ["POST", "/api/catalog/remove", { id: folder.id, version: 1 }],
      ["GET", "/api/resource/search-resource", undefined],
      ["GET", "/api/resource/uploadLimits", undefined],
      ["POST", "/api/resource/add", multipart({ catalogId: folder.id, title: "x" })],
      ["POST", "/api/resource/remove", { id: 1, version: 1 }],
    ];
    for (const [method, path, body] of paths) {
      for (const [caller, status] of [
        [visitor, 401],
        [member, 403],
        [editor, 403],
      ] as const) {
        const answer =
          method === "GET" ? await caller.get(path) : await caller.post(path, body as object);
        expect(answer.status, `${method} ${path}`).toBe(status);
      }
    }
    expect(await catalogOf(folder.id)).toMatchObject({ version: 1 });
  });
});
