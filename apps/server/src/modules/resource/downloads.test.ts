import { permissions } from "@portal/shared";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import {
  buildCatalog,
  buildPartnerRole,
  buildResource,
} from "../../test-support/factories/resource.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
/** Holds a role granted the "Partners" folder. */
let partner: ApiClient;
/** Granted the "Drawings" folder by name. */
let drawer: ApiClient;
/** Signed in, granted nothing. */
let outsider: ApiClient;
let manager: ApiClient;

let partnersFolder: number;
let innerFolder: number;
let drawingsFolder: number;
let hiddenFolder: number;
let brochure: number;
let datasheet: number;
let drawing: number;
let hidden: number;

const text = (value: string) => new TextEncoder().encode(value);

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  const partnerUser = await signedIn(testApp);
  const drawerUser = await signedIn(testApp);
  partner = visitor.as(partnerUser);
  drawer = visitor.as(drawerUser);
  outsider = visitor.as(await signedIn(testApp));
  manager = visitor.as(
    await signedIn(testApp, {
      permissions: [permissions.managementAccess, permissions.resourceManage],
    }),
  );
  const roleId = await buildPartnerRole(testApp, [partnerUser.user.id]);
  partnersFolder = (await buildCatalog(testApp, { name: "Partners", roleIds: [roleId] })).id;
  innerFolder = (await buildCatalog(testApp, { name: "Inner", parentId: partnersFolder })).id;
  drawingsFolder = (
    await buildCatalog(testApp, { name: "Drawings", userIds: [drawerUser.user.id] })
  ).id;
  hiddenFolder = (await buildCatalog(testApp, { name: "Hidden" })).id;
  brochure = (
    await buildResource(testApp, {
      catalogId: partnersFolder,
      title: "Brochure",
      file: { name: "brochure.txt", bytes: text("brochure bytes") },
    })
  ).id;
  datasheet = (
    await buildResource(testApp, {
      catalogId: innerFolder,
      title: "Datasheet",
      file: { name: "数据手册.txt", bytes: text("datasheet bytes") },
    })
  ).id;
  drawing = (
    await buildResource(testApp, {
      catalogId: drawingsFolder,
      title: "Drawing",
      file: { name: "brochure.txt", bytes: text("drawing bytes") },
    })
  ).id;
  hidden = (await buildResource(testApp, { catalogId: hiddenFolder, title: "Secret" })).id;
});
afterAll(async () => {
  await testApp.close();
});

const titlesOf = async (caller: ApiClient, query: Record<string, string | number> = {}) => {
  const page = dataOf(await caller.get("/api/resource/search-user-resource", { query }), "");
  return page.list.map((item: { title: string }) => item.title).sort();
};

describe("what a partner sees", () => {
  it("lists the files of folders granted to their role, below them included", async () => {
    expect(await titlesOf(partner)).toEqual(["Brochure", "Datasheet"]);
    expect(await titlesOf(partner, { catalogId: innerFolder })).toEqual(["Datasheet"]);
    expect(await titlesOf(drawer)).toEqual(["Drawing"]);
    expect(await titlesOf(outsider)).toEqual([]);
    // Asking for a folder one may not read shows nothing either.
    expect(await titlesOf(outsider, { catalogId: hiddenFolder })).toEqual([]);
  });

  it("lists the readable folders only, a granted folder's parent unnamed", async () => {
    const folders = dataOf(await partner.get("/api/catalog/user-catalogs"), "");
    expect(folders).toEqual([
      expect.objectContaining({ id: partnersFolder, parentId: null, name: "Partners" }),
      expect.objectContaining({ id: innerFolder, parentId: partnersFolder, name: "Inner" }),
    ]);
    expect(dataOf(await outsider.get("/api/catalog/user-catalogs"), "")).toEqual([]);
  });

  it("answers the detail to a granted user, 403 to others, 404 for an unknown id", async () => {
    const detail = await partner.get("/api/resource/user-resource-detail", {
      query: { id: datasheet },
    });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      id: datasheet,
      catalogName: "Inner",
      fileName: "数据手册.txt",
    });
    const refused = await outsider.get("/api/resource/user-resource-detail", {
      query: { id: datasheet },
    });
    expect(refused.status).toBe(403);
    expect(refused.msg).toBe("You have no access to this resource; ask your account manager");
    expect(
      (await partner.get("/api/resource/user-resource-detail", { query: { id: 2_000_000_000 } }))
        .status,
    ).toBe(404);
  });

  it("refuses visitors with 401 on every partner path", async () => {
    for (const path of [
      "/api/catalog/user-catalogs",
      "/api/resource/search-user-resource",
      `/api/resource/user-resource-detail?id=${brochure}`,
      `/api/resource/downloadResource?id=${brochure}`,
      `/api/resource/batchDownload?ids=${brochure}`,
    ]) {
      expect((await visitor.get(path)).status, path).toBe(401);
    }
  });
});

describe("downloads", () => {
  it("streams a granted file with its name and counts it; 403 without the grant", async () => {
    const answer = await partner.get("/api/resource/downloadResource", {
      query: { id: datasheet },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe("datasheet bytes");
    expect(answer.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("数据手册.txt")}`,
    );
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const refused = await outsider.get("/api/resource/downloadResource", {
      query: { id: datasheet },
    });
    expect(refused.status).toBe(403);
    expect(
      (await drawer.get("/api/resource/downloadResource", { query: { id: hidden } })).status,
    ).toBe(403);
    const detail = dataOf(
      await manager.get("/api/resource/user-resource-detail", { query: { id: datasheet } }),
      "",
    );
    expect(detail.downloadCount).toBe(1);
  });

  it("lets a resource manager download any file", async () => {
    expect(
      (await manager.get("/api/resource/downloadResource", { query: { id: hidden } })).status,
    ).toBe(200);
  });

  it("zips exactly the chosen permitted files, names kept apart, each counted", async () => {
    const before = dataOf(
      await manager.get("/api/resource/user-resource-detail", { query: { id: brochure } }),
      "",
    ).downloadCount;
    const answer = await partner.get("/api/resource/batchDownload", {
      query: { ids: `${brochure},${datasheet},${brochure}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    expect(answer.headers["content-disposition"]).toMatch(
      /^attachment; filename="resources-.*\.zip"/,
    );
    const zip = await JSZip.loadAsync(answer.bytes);
    expect(Object.keys(zip.files)).toEqual(["brochure.txt", "数据手册.txt"]);
    expect(await zip.file("数据手册.txt")?.async("string")).toBe("datasheet bytes");
    const after = dataOf(
      await manager.get("/api/resource/user-resource-detail", { query: { id: brochure } }),
      "",
    ).downloadCount;
    expect(after).toBe(before + 1);

    // Two files of one name from different folders both go in.
    const both = await manager.get("/api/resource/batchDownload", {
      query: { ids: `${brochure},${drawing}` },
    });
    const names = Object.keys((await JSZip.loadAsync(both.bytes)).files);
    expect(names).toEqual(["brochure.txt", "brochure (2).txt"]);
  });

  it("refuses the whole batch when one file is not permitted, unknown, or too many are asked", async () => {
    const mixed = await partner.get("/api/resource/batchDownload", {
      query: { ids: `${brochure},${hidden}` },
    });
    expect(mixed.status).toBe(403);
    expect(
      (
        await partner.get("/api/resource/batchDownload", {
          query: { ids: `${brochure},2000000000` },
        })
      ).status,
    ).toBe(404);
    const many = Array.from({ length: 51 }, (_, index) => index + 1).join(",");
    expect(
      (await partner.get("/api/resource/batchDownload", { query: { ids: many } })).status,
    ).toBe(400);
    for (const ids of ["", "abc", "0", "1,,x"]) {
      expect(
        (await partner.get("/api/resource/batchDownload", { query: { ids } })).status,
        ids,
      ).toBe(400);
    }
  });

  it("takes a grant away at once: the next search and download are refused", async () => {
    const roleless = await signedIn(testApp);
    const client = visitor.as(roleless);
    const folder = await buildCatalog(testApp, { userIds: [roleless.user.id] });
    const file = await buildResource(testApp, { catalogId: folder.id, title: "Temporary" });
    expect(await titlesOf(client)).toEqual(["Temporary"]);
    const grant = await manager.post("/api/catalog/grant", {
      id: folder.id,
      version: 1,
      roleIds: [],
      userIds: [],
    });
    expect(grant.status).toBe(200);
    expect(await titlesOf(client)).toEqual([]);
    expect(
      (await client.get("/api/resource/downloadResource", { query: { id: file.id } })).status,
    ).toBe(403);
  });
});
