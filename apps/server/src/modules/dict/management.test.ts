import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let keeper: ApiClient;
beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  keeper = visitor.as(
    await signedIn(testApp, { permissions: [permissions.managementAccess, permissions.dictWrite] }),
  );
});
afterAll(async () => {
  await testApp.close();
});

const publicList = async (type: string) =>
  dataOf(await visitor.get("/api/common/dict", { query: { type } }), "reading the dictionary");
const manageList = async (type: string) =>
  dataOf(await keeper.get("/api/common/manageDict", { query: { type } }), "managing");

describe("dictionary management", () => {
  it("lists static entries as built-in and added ones with their version", async () => {
    dataOf(
      await keeper.post("/api/common/addDict", { type: "field", id: 8200, name: "智慧农业" }),
      "adding",
    );
    const fields = await manageList("field");
    expect(fields[0]).toEqual({
      id: 8101,
      name: "智能家电",
      nameEn: "Smart home appliances",
      builtIn: true,
      version: null,
    });
    expect(fields.at(-1)).toEqual({
      id: 8200,
      name: "智慧农业",
      nameEn: null,
      builtIn: false,
      version: 1,
    });
  });

  it("renames an added entry, shown publicly at once; a stale version gets 409", async () => {
    dataOf(
      await keeper.post("/api/common/addDict", { type: "area", id: 8300, name: "测试一区" }),
      "adding",
    );
    expect((await publicList("area")).at(-1).name).toBe("测试一区");
    const edited = await keeper.post("/api/common/editDict", {
      type: "area",
      id: 8300,
      version: 1,
      name: "测试二区",
      nameEn: "Test two",
    });
    expect(edited.status).toBe(200);
    expect((await publicList("area")).at(-1)).toEqual({
      id: 8300,
      name: "测试二区",
      nameEn: "Test two",
      nameTw: "測試二區",
    });
    const stale = await keeper.post("/api/common/editDict", {
      type: "area",
      id: 8300,
      version: 1,
      name: "测试三区",
    });
    expect(stale.status).toBe(409);
  });

  it("deletes an added entry, gone from the public list; built-in entries stay", async () => {
    dataOf(
      await keeper.post("/api/common/addDict", { type: "product", id: 900, name: "X900" }),
      "adding",
    );
    expect((await publicList("product")).at(-1)).toEqual({ id: 900, model: "X900" });
    const deleted = await keeper.post("/api/common/deleteDict", { type: "product", id: 900 });
    expect(deleted.status).toBe(200);
    expect((await publicList("product")).map((entry: { id: number }) => entry.id)).not.toContain(
      900,
    );
    expect((await keeper.post("/api/common/deleteDict", { type: "product", id: 900 })).status).toBe(
      404,
    );
    const builtIn = await keeper.post("/api/common/deleteDict", { type: "product", id: 1 });
    expect(builtIn.status).toBe(409);
    const renameBuiltIn = await keeper.post("/api/common/editDict", {
      type: "area",
      id: 8001,
      version: 1,
      name: "北京",
    });
    expect(renameBuiltIn.status).toBe(409);
  });

  it("records every change with who, when, before and after", async () => {
    const keeperAccount = await signedIn(testApp, {
      nickname: "词典管理员",
      permissions: [permissions.managementAccess, permissions.dictWrite, permissions.auditRead],
    });
    const auditingKeeper = visitor.as(keeperAccount);
    dataOf(
      await auditingKeeper.post("/api/common/addDict", { type: "field", id: 8500, name: "农业" }),
      "adding",
    );
    dataOf(
      await auditingKeeper.post("/api/common/editDict", {
        type: "field",
        id: 8500,
        version: 1,
        name: "智慧农业",
        nameEn: "Smart farming",
      }),
      "renaming",
    );
    dataOf(
      await auditingKeeper.post("/api/common/deleteDict", { type: "field", id: 8500 }),
      "deleting",
    );
    const audit = dataOf(
      await auditingKeeper.get("/api/audit/list", { query: { pageSize: 100 } }),
      "reading the audit",
    );
    const records = audit.list.filter(
      (record: { targetType: string; targetId: number | null }) =>
        record.targetType === "dict.field" && record.targetId === 8500,
    );
    expect(records).toMatchObject([
      {
        action: "dict.delete",
        actorId: keeperAccount.user.id,
        actorName: "词典管理员",
        before: { name: "智慧农业", nameEn: "Smart farming" },
        after: null,
      },
      {
        action: "dict.edit",
        before: { name: "农业", nameEn: null },
        after: { name: "智慧农业", nameEn: "Smart farming" },
      },
      { action: "dict.add", before: null, after: { id: 8500, name: "农业", nameEn: null } },
    ]);
  });

  it("refuses bad input and callers without dict:write", async () => {
    for (const body of [{ type: "geo", id: 1 }, { type: "area", id: 0 }, { type: "area" }]) {
      expect((await keeper.post("/api/common/deleteDict", body)).status).toBe(400);
    }
    expect(
      (await keeper.post("/api/common/editDict", { type: "area", id: 8300, name: "无版本" }))
        .status,
    ).toBe(400);
    expect((await keeper.get("/api/common/manageDict", { query: { type: "geo" } })).status).toBe(
      400,
    );
    const editor = visitor.as(await signedIn(testApp, { roles: ["contentEditor"] }));
    expect((await editor.get("/api/common/manageDict", { query: { type: "area" } })).status).toBe(
      403,
    );
    expect((await editor.post("/api/common/deleteDict", { type: "area", id: 8300 })).status).toBe(
      403,
    );
    expect((await visitor.post("/api/common/editDict", {})).status).toBe(401);
  });

  it("sends the public list compressed, the same bytes on every request", async () => {
    const ask = () =>
      visitor.get("/api/common/dict", {
        query: { type: "geo" },
        headers: { "accept-encoding": "br" },
      });
    const first = await ask();
    const second = await ask();
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toContain("accept-encoding");
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0);
  });
});
