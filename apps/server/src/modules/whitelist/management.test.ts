import { permissions, seededRoles } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildDocument } from "../../test-support/factories/document.ts";
import { buildUser } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
/** Holds whitelist:manage and audit:read only. */
let keeper: ApiClient;
let whitelistDocumentId: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  keeper = visitor.as(
    await signedIn(testApp, {
      permissions: [
        permissions.managementAccess,
        permissions.whitelistManage,
        permissions.auditRead,
      ],
    }),
  );
  whitelistDocumentId = (await buildDocument(testApp, { accessLevel: "whitelist" })).id;
});
afterAll(async () => {
  await testApp.close();
});

const download = () => `/api/document/downloadDocument?id=${whitelistDocumentId}`;

async function entryOf(userId: number) {
  const page = dataOf(await keeper.get("/api/whitelist/query", { query: { pageSize: 100 } }), "");
  return page.list.find((entry: { userId: number }) => entry.userId === userId);
}

/** The audit records of an entry, newest first. */
async function auditOf(id: number) {
  const page = dataOf(await keeper.get("/api/audit/list", { query: { pageSize: 100 } }), "");
  return page.list.filter((record: { targetType: string; targetId: number }) => {
    return record.targetType === "whitelist" && record.targetId === id;
  });
}

async function auditActions(id: number) {
  return (await auditOf(id)).map((record: { action: string }) => record.action);
}

async function saveCompany(company: string, validUntil?: string) {
  const saved = await keeper.post("/api/whitelist/save", { company, validUntil });
  return dataOf(saved, `saving the company ${company}`).id as number;
}

async function membersOf(entryId: number, page = 1, pageSize = 20) {
  const answer = await keeper.get("/api/whitelist/queryMembers", {
    query: { entryId, page, pageSize },
  });
  return dataOf(answer, "listing members");
}

describe("whitelist management", () => {
  it("lets a member added download a whitelist document at once, and not once removed", async () => {
    const signed = await signedIn(testApp);
    const member = visitor.as(signed);
    expect((await member.get(download())).status).toBe(403);
    const saved = await keeper.post("/api/whitelist/save", {
      userId: signed.user.id,
      note: "pilot customer",
    });
    const { id } = dataOf(saved, "saving an entry");
    expect((await member.get(download())).status).toBe(200);
    expect(await entryOf(signed.user.id)).toMatchObject({
      id,
      phone: signed.user.phone,
      note: "pilot customer",
      validUntil: null,
      expired: false,
      version: 1,
    });
    expect((await keeper.post("/api/whitelist/delete", { id })).status).toBe(200);
    expect((await member.get(download())).status).toBe(403);
    expect((await keeper.post("/api/whitelist/delete", { id })).status).toBe(404);
    expect(await auditActions(id)).toEqual(["whitelist.delete", "whitelist.save"]);
  });

  it("refuses downloads once the entry's validity has passed", async () => {
    const signed = await signedIn(testApp);
    const member = visitor.as(signed);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const { id } = dataOf(
      await keeper.post("/api/whitelist/save", { userId: signed.user.id, validUntil: future }),
      "saving",
    );
    expect((await member.get(download())).status).toBe(200);
    const past = new Date(Date.now() - 60_000).toISOString();
    const updated = await keeper.post("/api/whitelist/update", {
      id,
      version: 1,
      validUntil: past,
    });
    expect(updated.status).toBe(200);
    expect((await member.get(download())).status).toBe(403);
    expect(await entryOf(signed.user.id)).toMatchObject({ expired: true, version: 2 });
    const stale = await keeper.post("/api/whitelist/update", { id, version: 1, note: "late" });
    expect(stale.status).toBe(409);
    expect(await auditActions(id)).toEqual(["whitelist.update", "whitelist.save"]);
  });

  it("refuses a second entry for one user, unknown users and bad input", async () => {
    const user = await buildUser(testApp);
    dataOf(await keeper.post("/api/whitelist/save", { userId: user.id }), "first entry");
    expect((await keeper.post("/api/whitelist/save", { userId: user.id })).status).toBe(409);
    const unknown = await keeper.post("/api/whitelist/save", { userId: 2_000_000_000 });
    expect(unknown.status).toBe(404);
    for (const body of [
      { userId: 0 },
      { userId: user.id, validUntil: "tomorrow" },
      { userId: user.id, note: "x".repeat(201) },
      { id: 1, note: "no version" },
    ]) {
      const path = "id" in body ? "update" : "save";
      const answer = await keeper.post(`/api/whitelist/${path}`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it("lets only the roles holding whitelist:manage in", async () => {
    const calls: [string, string, object | undefined][] = [
      ["GET", "/api/whitelist/query", undefined],
      ["POST", "/api/whitelist/delete", { id: 2_000_000_000 }],
    ];
    for (const [roleKey, granted] of Object.entries(seededRoles)) {
      const caller = visitor.as(
        await signedIn(testApp, { roles: [roleKey as keyof typeof seededRoles] }),
      );
      const allowed = (granted as readonly string[]).includes(permissions.whitelistManage);
      for (const [method, url, body] of calls) {
        const answer = await caller.send(method as "GET", url, body);
        // The administrator's delete of an unknown entry passes the permission and finds nothing.
        expect(answer.status, `${roleKey} ${url}`).toBe(allowed ? (body ? 404 : 200) : 403);
      }
    }
    expect((await visitor.get("/api/whitelist/query")).status).toBe(401);
  });
});

describe("company entries hold the members staff link", () => {
  it("refuses a member who writes a listed company into their own profile", async () => {
    await saveCompany("Harbour Sensors Co.");
    const attacker = await signedIn(testApp);
    const member = visitor.as(attacker);
    for (const company of [
      "Harbour Sensors Co.",
      "  harbour   SENSORS co. ",
      "ＨＡＲＢＯＵＲ Sensors Co.",
    ]) {
      const updated = await member.post("/api/user/userUpdateInfo", { company });
      expect(updated.status, company).toBe(200);
      expect((await member.get(download())).status, company).toBe(403);
    }
  });

  it("lets a member staff link download, and not once unlinked", async () => {
    const entryId = await saveCompany("Quay Telemetry Ltd");
    const linked = await signedIn(testApp, { company: "someone else entirely" });
    const member = visitor.as(linked);
    expect((await member.get(download())).status).toBe(403);

    const added = await keeper.post("/api/whitelist/addMembers", {
      entryId,
      userIds: [linked.user.id],
    });
    expect(dataOf(added, "linking")).toEqual({ added: 1 });
    expect((await member.get(download())).status).toBe(200);
    expect(await membersOf(entryId)).toEqual({
      list: [
        {
          userId: linked.user.id,
          phone: linked.user.phone,
          nickname: linked.user.nickname,
          company: "someone else entirely",
          addedAt: expect.any(String),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });

    const removed = await keeper.post("/api/whitelist/removeMember", {
      entryId,
      userId: linked.user.id,
    });
    expect(removed.status).toBe(200);
    expect((await member.get(download())).status).toBe(403);
    expect((await membersOf(entryId)).total).toBe(0);

    const records = await auditOf(entryId);
    expect(records.map((record: { action: string }) => record.action)).toEqual([
      "whitelist.removeMember",
      "whitelist.addMembers",
      "whitelist.save",
    ]);
    expect(records[0].before).toEqual({
      company: "Quay Telemetry Ltd",
      members: [{ userId: linked.user.id, phone: linked.user.phone }],
    });
    expect(records[1].after).toEqual({
      company: "Quay Telemetry Ltd",
      members: [{ userId: linked.user.id, phone: linked.user.phone }],
    });
  });

  it("refuses the members of an entry whose validity has passed", async () => {
    const future = new Date(testApp.now().getTime() + 86_400_000).toISOString();
    const entryId = await saveCompany("Dockside Meters", future);
    const linked = await signedIn(testApp);
    const member = visitor.as(linked);
    dataOf(
      await keeper.post("/api/whitelist/addMembers", { entryId, userIds: [linked.user.id] }),
      "linking",
    );
    expect((await member.get(download())).status).toBe(200);
    // Linking members leaves the entry's edit version alone: the edit form does not carry them.
    const past = new Date(testApp.now().getTime() - 60_000).toISOString();
    const updated = await keeper.post("/api/whitelist/update", {
      id: entryId,
      version: 1,
      validUntil: past,
    });
    expect(updated.status).toBe(200);
    expect((await member.get(download())).status).toBe(403);
  });

  it("keeps adding and removing idempotent, recording only what changed", async () => {
    const entryId = await saveCompany("Pier Gateways");
    const first = await buildUser(testApp);
    const second = await buildUser(testApp);
    const add = (userIds: number[]) =>
      keeper.post("/api/whitelist/addMembers", { entryId, userIds });
    expect(dataOf(await add([first.id]), "first")).toEqual({ added: 1 });
    expect(dataOf(await add([first.id, second.id, second.id]), "again")).toEqual({ added: 1 });
    expect(dataOf(await add([second.id]), "nothing new")).toEqual({ added: 0 });
    const stranger = await buildUser(testApp);
    const notLinked = await keeper.post("/api/whitelist/removeMember", {
      entryId,
      userId: stranger.id,
    });
    expect(notLinked.status).toBe(200);

    const records = await auditOf(entryId);
    expect(records.map((record: { action: string }) => record.action)).toEqual([
      "whitelist.addMembers",
      "whitelist.addMembers",
      "whitelist.save",
    ]);
    expect(records[0].after.members).toEqual([{ userId: second.id, phone: second.phone }]);

    const firstPage = await membersOf(entryId, 1, 1);
    const secondPage = await membersOf(entryId, 2, 1);
    expect(firstPage.total).toBe(2);
    expect([...firstPage.list, ...secondPage.list].map((row) => row.userId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const [row] = dataOf(
      await keeper.get("/api/whitelist/query", { query: { keyword: "Pier Gateways" } }),
      "",
    ).list;
    expect(row).toMatchObject({ id: entryId, memberCount: 2, version: 1 });
  });

  it("takes the members with a deleted company entry, and the record names them", async () => {
    const entryId = await saveCompany("Jetty Modules");
    const linked = await signedIn(testApp);
    dataOf(
      await keeper.post("/api/whitelist/addMembers", { entryId, userIds: [linked.user.id] }),
      "linking",
    );
    expect((await keeper.post("/api/whitelist/delete", { id: entryId })).status).toBe(200);
    expect((await visitor.as(linked).get(download())).status).toBe(403);
    const [deleted] = await auditOf(entryId);
    expect(deleted.action).toBe("whitelist.delete");
    expect(deleted.before.members).toEqual([{ userId: linked.user.id, phone: linked.user.phone }]);
  });
});

describe("member changes refuse", () => {
  it("bad ids, unknown entries and users, and a user entry", async () => {
    const entryId = await saveCompany("Slipway Antennas");
    const user = await buildUser(testApp);
    for (const body of [
      { entryId: 0, userIds: [user.id] },
      { entryId: 2_147_483_648, userIds: [user.id] },
      { entryId, userIds: [] },
      { entryId, userIds: [-1] },
      { entryId, userIds: ["1"] },
      { entryId, userIds: Array.from({ length: 101 }, (_, index) => index + 1) },
      { entryId },
    ]) {
      const answer = await keeper.post("/api/whitelist/addMembers", body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    for (const body of [{ entryId, userId: 0 }, { entryId: 1.5, userId: user.id }, {}]) {
      const answer = await keeper.post("/api/whitelist/removeMember", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const entry of ["0", "x", "2147483648"]) {
      const answer = await keeper.get("/api/whitelist/queryMembers", { query: { entryId: entry } });
      expect(answer.status, entry).toBe(400);
    }

    const unknownEntry = 2_000_000_000;
    const missing = await keeper.post("/api/whitelist/addMembers", {
      entryId: unknownEntry,
      userIds: [user.id],
    });
    expect(missing.status).toBe(404);
    expect(missing.msg).toBe("No such whitelist entry");
    const missingRemove = await keeper.post("/api/whitelist/removeMember", {
      entryId: unknownEntry,
      userId: user.id,
    });
    expect(missingRemove.status).toBe(404);
    const missingList = await keeper.get("/api/whitelist/queryMembers", {
      query: { entryId: unknownEntry },
    });
    expect(missingList.status).toBe(404);

    const unknownUser = await keeper.post("/api/whitelist/addMembers", {
      entryId,
      userIds: [user.id, 2_000_000_000],
    });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.msg).toBe("No such user, or the account was deleted");
    expect((await membersOf(entryId)).total).toBe(0);

    const userEntry = dataOf(
      await keeper.post("/api/whitelist/save", { userId: user.id }),
      "a user entry",
    ).id;
    const other = await buildUser(testApp);
    for (const [path, body] of [
      ["addMembers", { entryId: userEntry, userIds: [other.id] }],
      ["removeMember", { entryId: userEntry, userId: other.id }],
    ] as const) {
      const answer = await keeper.post(`/api/whitelist/${path}`, body);
      expect(answer.status, path).toBe(400);
      expect(answer.msg).toBe("Only a company entry has members");
    }
    const userEntryList = await keeper.get("/api/whitelist/queryMembers", {
      query: { entryId: userEntry },
    });
    expect(userEntryList.status).toBe(400);
  });

  it("callers without whitelist:manage, and anonymous ones", async () => {
    const entryId = await saveCompany("Wharf Robotics");
    const member = await signedIn(testApp, { company: "Wharf Robotics" });
    const productStaff = await signedIn(testApp, {
      permissions: [permissions.managementAccess, permissions.productWrite],
    });
    const calls = [
      ["GET", `/api/whitelist/queryMembers?entryId=${entryId}`, undefined],
      ["POST", "/api/whitelist/addMembers", { entryId, userIds: [member.user.id] }],
      ["POST", "/api/whitelist/removeMember", { entryId, userId: member.user.id }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await visitor.as(member).send(method, url, body)).status, url).toBe(403);
      expect((await visitor.as(productStaff).send(method, url, body)).status, url).toBe(403);
      expect((await visitor.send(method, url, body)).status, url).toBe(401);
    }
    expect((await membersOf(entryId)).total).toBe(0);
  });
});
