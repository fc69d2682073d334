import { builtInParameters, type ParameterRow, permissions, seededRoles } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf, multipart } from "../../test-support/api-client.ts";
import { buildText } from "../../test-support/factories/text.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
/** Holds parameter:manage and audit:read only. */
let keeper: ApiClient;
let keeperName: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  const signed = await signedIn(testApp, {
    permissions: [permissions.managementAccess, permissions.parameterManage, permissions.auditRead],
  });
  keeper = visitor.as(signed);
  keeperName = signed.user.nickname ?? signed.user.phone;
});
afterAll(async () => {
  await testApp.close();
});

async function allParameters(): Promise<ParameterRow[]> {
  return dataOf(await keeper.get("/api/paramConfig/getListAll"), "listing parameters");
}

async function parameterOf(key: string): Promise<ParameterRow> {
  const found = (await allParameters()).find((row) => row.key === key);
  if (!found) throw new Error(`no parameter ${key}`);
  return found;
}

async function auditOf(id: number) {
  const page = dataOf(await keeper.get("/api/audit/list", { query: { pageSize: 100 } }), "");
  return page.list.filter(
    (record: { targetType: string; targetId: number | null }) =>
      record.targetType === "parameter" && record.targetId === id,
  );
}

describe("parameter configuration", () => {
  it("seeds every built-in key with its default, type and bounds", async () => {
    const rows = await allParameters();
    for (const [key, definition] of Object.entries(builtInParameters)) {
      const row = rows.find((candidate) => candidate.key === key);
      expect(row, key).toMatchObject({ type: definition.type, builtIn: true, version: 1 });
      expect(row?.value, key).toEqual(definition.defaultValue);
    }
    expect(await parameterOf("upload.avatarMaxBytes")).toMatchObject({
      min: 10 * 1024,
      max: 10 * 1024 * 1024,
    });
  });

  it("describes each built-in key in the reader's language until staff write their own", async () => {
    const han = /\p{Script=Han}/u;
    for (const row of (await allParameters()).filter((candidate) => candidate.builtIn)) {
      expect(row.description, row.key).not.toBe("");
      expect(row.description, row.key).not.toMatch(han);
    }
    const inTraditional = dataOf(
      await keeper.language("zh-TW").get("/api/paramConfig/getListAll"),
      "zh-TW",
    ) as ParameterRow[];
    const phoneTw = inTraditional.find((row) => row.key === "site.contactPhone");
    expect(phoneTw?.description).toBe(builtInParameters["site.contactPhone"].description["zh-TW"]);

    // A form sends the description back as it showed it: the key keeps its own, in every language.
    const phone = await parameterOf("site.contactPhone");
    const sentBack = await keeper.post("/api/paramConfig/edit", {
      id: phone.id,
      version: phone.version,
      value: phone.value,
      description: phone.description,
    });
    expect(sentBack.status).toBe(200);
    const inChinese = dataOf(
      await keeper.language("zh-CN").get("/api/paramConfig/getListAll"),
      "zh-CN",
    ) as ParameterRow[];
    expect(inChinese.find((row) => row.key === "site.contactPhone")?.description).toBe(
      builtInParameters["site.contactPhone"].description["zh-CN"],
    );

    // What staff write is theirs, the same in every language.
    const edited = await parameterOf("site.contactPhone");
    await keeper.post("/api/paramConfig/edit", {
      id: edited.id,
      version: edited.version,
      value: edited.value,
      description: "热线（工作日）",
    });
    expect((await parameterOf("site.contactPhone")).description).toBe("热线（工作日）");
  });

  it("shows a changed site name on the public call at once, recorded with before and after", async () => {
    const before = await visitor.language("zh-TW").get("/api/paramConfig/siteInfo");
    expect(before.data).toEqual({ siteName: "物聯網模組開發者中心", contactPhone: "400-100-1234" });
    const name = await parameterOf("site.name");
    const edited = await keeper.post("/api/paramConfig/edit", {
      id: name.id,
      version: name.version,
      value: "模组开发者社区",
    });
    expect(edited.status).toBe(200);
    const after = await visitor.language("zh-CN").get("/api/paramConfig/siteInfo");
    expect(after.data.siteName).toBe("模组开发者社区");
    expect(after.headers["cache-control"]).toBe("no-cache");
    expect((await visitor.get("/api/paramConfig/siteInfo")).data.siteName).toBe(
      builtInParameters["site.nameEn"].defaultValue,
    );
    const [record] = await auditOf(name.id);
    expect(record).toMatchObject({
      action: "parameter.edit",
      actorName: keeperName,
      before: { key: "site.name", value: builtInParameters["site.name"].defaultValue },
      after: { key: "site.name", value: "模组开发者社区" },
    });
    expect(Date.parse(record.at)).toBe(testApp.now().getTime());
  });

  it("refuses a save from a stale version with 409 and keeps the newer value", async () => {
    const phone = await parameterOf("site.contactPhone");
    const first = await keeper.post("/api/paramConfig/edit", {
      id: phone.id,
      version: phone.version,
      value: "010-12345678",
    });
    expect(first.status).toBe(200);
    const stale = await keeper.post("/api/paramConfig/edit", {
      id: phone.id,
      version: phone.version,
      value: "020-87654321",
    });
    expect(stale.status).toBe(409);
    expect(stale.data).toEqual({ currentVersion: phone.version + 1 });
    expect((await visitor.get("/api/paramConfig/siteInfo")).data.contactPhone).toBe("010-12345678");
  });

  it.each([
    ["string", "text", [1], 42],
    ["number", 12.5, "12", Number.NaN],
    ["boolean", true, "true", 1],
    ["stringList", ["a", "b"], "a,b", ["ok", ""]],
  ] as const)(
    "takes a %s value of its type and refuses others with 400 on the value",
    async (type, good, bad, worse) => {
      const key = `custom.${type}Value`;
      const added = await keeper.post("/api/paramConfig/add", {
        key,
        type,
        value: good,
        sort: 500,
      });
      const { id } = dataOf(added, `adding ${key}`);
      expect((await parameterOf(key)).value).toEqual(good);
      for (const value of [bad, worse]) {
        const refused = await keeper.post("/api/paramConfig/edit", { id, version: 1, value });
        expect(refused.status, JSON.stringify(value)).toBe(400);
        expect(refused.data).toEqual([{ field: "value", message: expect.any(String) }]);
        const refusedAdd = await keeper.post("/api/paramConfig/add", {
          key: `${key}X`,
          type,
          value,
        });
        expect(refusedAdd.status).toBe(400);
      }
      expect((await parameterOf(key)).version).toBe(1);
    },
  );

  it("keeps a built-in number within its bounds", async () => {
    const limit = await parameterOf("upload.avatarMaxBytes");
    const refused = await keeper.post("/api/paramConfig/edit", {
      id: limit.id,
      version: limit.version,
      value: 1,
    });
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe("The value must be from 10240 to 10485760");
  });

  it("refuses bad keys, a taken key, a reserved key and a missing type", async () => {
    for (const key of ["", "Site.name", "site..name", "1abc", "site name", "a".repeat(61)]) {
      const answer = await keeper.post("/api/paramConfig/add", { key, type: "string", value: "" });
      expect(answer.status, key).toBe(400);
    }
    const missingType = await keeper.post("/api/paramConfig/add", { key: "custom.x", value: "" });
    expect(missingType.status).toBe(400);
    const unknownType = await keeper.post("/api/paramConfig/add", {
      key: "custom.x",
      type: "date",
      value: "",
    });
    expect(unknownType.status).toBe(400);
    const reserved = await keeper.post("/api/paramConfig/add", {
      key: "site.name",
      type: "string",
      value: "x",
    });
    expect(reserved.status).toBe(409);
    dataOf(
      await keeper.post("/api/paramConfig/add", { key: "custom.taken", type: "string", value: "" }),
      "adding",
    );
    const taken = await keeper.post("/api/paramConfig/add", {
      key: "custom.taken",
      type: "number",
      value: 1,
    });
    expect(taken.status).toBe(409);
    expect(taken.msg).toBe("A parameter with this key already exists");
  });

  it("deletes a key staff added, never a built-in one, and records it", async () => {
    const { id } = dataOf(
      await keeper.post("/api/paramConfig/add", {
        key: "custom.toDelete",
        type: "boolean",
        value: false,
        description: "goes soon",
      }),
      "adding",
    );
    expect((await keeper.post("/api/paramConfig/delete", { id })).status).toBe(200);
    expect((await keeper.post("/api/paramConfig/delete", { id })).status).toBe(404);
    expect((await auditOf(id)).map((record: { action: string }) => record.action)).toEqual([
      "parameter.delete",
      "parameter.add",
    ]);
    const builtIn = await parameterOf("site.nameEn");
    const refused = await keeper.post("/api/paramConfig/delete", { id: builtIn.id });
    expect(refused.status).toBe(409);
  });

  it("sorts several parameters at once, all or none", async () => {
    const rows = await allParameters();
    const [first, second] = rows;
    if (!first || !second) throw new Error("two parameters expected");
    const sorted = await keeper.post("/api/paramConfig/editSort", {
      items: [
        { id: first.id, sort: second.sort + 1 },
        { id: second.id, sort: first.sort },
      ],
    });
    expect(sorted.status).toBe(200);
    const keys = (await allParameters()).map((row) => row.key);
    expect(keys.indexOf(second.key)).toBeLessThan(keys.indexOf(first.key));
    const unknown = await keeper.post("/api/paramConfig/editSort", {
      items: [
        { id: first.id, sort: 0 },
        { id: 2_000_000_000, sort: 1 },
      ],
    });
    expect(unknown.status).toBe(404);
    expect((await parameterOf(first.key)).sort).toBe(second.sort + 1);
    expect((await keeper.post("/api/paramConfig/editSort", { items: [] })).status).toBe(400);
  });

  it("pages and searches the list", async () => {
    const page = dataOf(
      await keeper.get("/api/paramConfig/getList", { query: { keyword: "site.", pageSize: 2 } }),
      "paging",
    );
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.list).toHaveLength(2);
    const bad = await keeper.get("/api/paramConfig/getList", { query: { pageSize: 0 } });
    expect(bad.status).toBe(400);
  });

  it("lets only the roles holding parameter:manage in", async () => {
    const calls: [string, string, object | undefined][] = [
      ["GET", "/api/paramConfig/getList", undefined],
      ["GET", "/api/paramConfig/getListAll", undefined],
      ["POST", "/api/paramConfig/delete", { id: 2_000_000_000 }],
      ["POST", "/api/paramConfig/edit", { id: 2_000_000_000, version: 1, value: 1 }],
    ];
    for (const [roleKey, granted] of Object.entries(seededRoles)) {
      const caller = visitor.as(
        await signedIn(testApp, { roles: [roleKey as keyof typeof seededRoles] }),
      );
      const allowed = (granted as readonly string[]).includes(permissions.parameterManage);
      for (const [method, url, body] of calls) {
        const answer = await caller.send(method as "GET", url, body);
        expect(answer.status, `${roleKey} ${url}`).toBe(allowed ? (body ? 404 : 200) : 403);
      }
    }
    expect((await visitor.get("/api/paramConfig/getListAll")).status).toBe(401);
    expect((await visitor.post("/api/paramConfig/add", {})).status).toBe(401);
  });
});

describe("what the settings change", () => {
  it("masks the sensitive words in a new comment", async () => {
    const words = await parameterOf("content.sensitiveWords");
    dataOf(
      await keeper.post("/api/paramConfig/edit", {
        id: words.id,
        version: words.version,
        value: ["spam", "刷单"],
      }),
      "editing the words",
    );
    const member = visitor.as(await signedIn(testApp));
    const text = await buildText(testApp);
    const added = await member.post("/api/text/comment/addComment", {
      textId: text.id,
      content: "No SPAM here, 不刷单",
    });
    dataOf(added, "commenting");
    const page = dataOf(
      await member.get("/api/text/comment/getComments", { query: { textId: text.id } }),
      "reading the comments",
    );
    expect(page.list[0].content).toBe("No **** here, 不**");
  });

  it("refuses an avatar over the configured size with 413", async () => {
    const limit = await parameterOf("upload.avatarMaxBytes");
    dataOf(
      await keeper.post("/api/paramConfig/edit", {
        id: limit.id,
        version: limit.version,
        value: 10 * 1024,
      }),
      "lowering the limit",
    );
    const member = visitor.as(await signedIn(testApp));
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(20 * 1024),
    ]);
    const answer = await member.post(
      "/api/common/uploadAvatar",
      multipart({ file: { name: "big.png", bytes: png, type: "image/png" } }),
    );
    expect(answer.status).toBe(413);
    expect(answer.msg).toContain("10 KB");
  });
});
