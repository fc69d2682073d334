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

async function auditActions(id: number) {
  const page = dataOf(await keeper.get("/api/audit/list", { query: { pageSize: 100 } }), "");
  return page.list
    .filter((record: { targetType: string; targetId: number }) => {
      return record.targetType === "whitelist" && record.targetId === id;
    })
    .map((record: { action: string }) => record.action);
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
