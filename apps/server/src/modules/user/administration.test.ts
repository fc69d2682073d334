import {
  type ManageUserRow,
  permissionAreas,
  permissions,
  type RoleItem,
  seededRoles,
} from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, signIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildUser, defaultTestPassword, nextPhone } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
/** An administrator, in English. */
let admin: ApiClient;
let adminId: number;
let visitor: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  const signed = await signedIn(testApp, { roles: ["administrator"] });
  adminId = signed.user.id;
  admin = visitor.as(signed);
});
afterAll(async () => {
  await testApp.close();
});

async function roles() {
  return dataOf(await admin.get<RoleItem[]>("/api/role/list"), "listing roles");
}

async function roleNamed(name: string) {
  const role = (await roles()).find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
}

async function auditOf(targetType: string, targetId: number) {
  const page = dataOf(
    await admin.get("/api/audit/list", { query: { pageSize: 100 } }),
    "listing the audit",
  );
  return (
    page.list as { targetType: string; targetId: number; action: string; actorId: number }[]
  ).filter((entry) => entry.targetType === targetType && entry.targetId === targetId);
}

/** Every path of this area with a valid call, and the permission it needs. */
const managementCalls: [string, string, object | undefined, string][] = [
  ["GET", "/api/role/list", undefined, permissions.roleManage],
  ["POST", "/api/role/add", { name: "Probe", permissions: [] }, permissions.roleManage],
  ["GET", "/api/audit/list", undefined, permissions.auditRead],
  ["GET", "/api/menu/list-menu", undefined, permissions.managementAccess],
  ["GET", "/api/userManageController/findManageUserList", undefined, permissions.userManage],
  ["GET", "/api/userManageController/queryUser", undefined, permissions.userManage],
  ["GET", "/api/userManageController/getUserInfo?id=1", undefined, permissions.userManage],
];

describe("who may call the administration paths", () => {
  it("answers 401 without a session", async () => {
    for (const [method, url, body] of managementCalls) {
      const answer = await visitor.send(method as "GET", url, body);
      expect(answer.status, url).toBe(401);
    }
  });

  it("lets each seeded role call exactly what its permissions allow", async () => {
    for (const [roleKey, granted] of Object.entries(seededRoles)) {
      const caller = visitor.as(
        await signedIn(testApp, { roles: [roleKey as keyof typeof seededRoles] }),
      );
      for (const [method, url, body, needed] of managementCalls) {
        const answer = await caller.send(method as "GET", url, body);
        const allowed = (granted as readonly string[]).includes(needed);
        expect(answer.status, `${roleKey} ${url}`).toBe(allowed ? 200 : 403);
      }
    }
  });
});

describe("roles", () => {
  it("adds a role, lists it with its permissions and records the change", async () => {
    const added = await admin.post("/api/role/add", {
      name: "Catalogue keeper",
      permissions: [permissions.productWrite, permissions.whitelistManage],
    });
    const { id } = dataOf(added, "adding a role");
    const role = await roleNamed("Catalogue keeper");
    expect(role).toMatchObject({ id, key: null, userCount: 0, version: 1 });
    // Anything granted opens the management area too.
    expect(role.permissions).toEqual(
      [permissions.managementAccess, permissions.productWrite, permissions.whitelistManage].sort(),
    );
    const [record] = await auditOf("role", id);
    expect(record).toMatchObject({ action: "role.add", actorId: adminId });
  });

  it("refuses unknown permissions and empty names with 400", async () => {
    const unknown = await admin.post("/api/role/add", { name: "X", permissions: ["root:all"] });
    expect(unknown.status).toBe(400);
    const empty = await admin.post("/api/role/add", { name: "  ", permissions: [] });
    expect(empty.status).toBe(400);
    const untypeable = await admin.post("/api/role/add", { name: "a\u0000b", permissions: [] });
    expect(untypeable.status).toBe(400);
  });

  it("updates a role with its version and refuses a stale save with 409", async () => {
    const { id } = dataOf(
      await admin.post("/api/role/add", { name: "Editor two", permissions: [] }),
      "adding",
    );
    expect((await roleNamed("Editor two")).permissions).toEqual([]);
    const saved = await admin.post("/api/role/update", {
      id,
      version: 1,
      name: "Editor 2",
      permissions: [permissions.contentWrite],
    });
    expect(saved.status).toBe(200);
    const role = await roleNamed("Editor 2");
    expect(role.version).toBe(2);
    expect(role.permissions).toContain(permissions.contentWrite);
    const stale = await admin.post("/api/role/update", {
      id,
      version: 1,
      name: "Editor 3",
      permissions: [],
    });
    expect(stale.status).toBe(409);
    const records = await auditOf("role", id);
    expect(records.map((record) => record.action)).toEqual(["role.update", "role.add"]);
    expect(records[0]).toMatchObject({
      before: { name: "Editor two", permissions: [] },
      after: { name: "Editor 2" },
    });
  });

  it("keeps role:manage on the administrator role", async () => {
    const administrator = (await roles()).find((role) => role.key === "administrator");
    if (!administrator) throw new Error("administrator role missing");
    // Administrators hold the role, so they may not change it at all (grants.test.ts); staff
    // holding every permission through another role may, within this rule.
    const everything = visitor.as(
      await signedIn(testApp, {
        permissions: [permissions.managementAccess, ...Object.values(permissionAreas).flat()],
      }),
    );
    const answer = await everything.post("/api/role/update", {
      id: administrator.id,
      version: administrator.version,
      name: administrator.name,
      permissions: [permissions.productWrite],
    });
    expect(answer.status).toBe(409);
    expect(answer.msg).toBe("The administrator role must keep the permission to manage roles");
  });

  it("deletes a role staff created, never a seeded one; 404 for an unknown one", async () => {
    const { id } = dataOf(
      await admin.post("/api/role/add", { name: "Short lived", permissions: [] }),
      "adding",
    );
    expect((await admin.post("/api/role/delete", { id })).status).toBe(200);
    expect((await roles()).some((role) => role.id === id)).toBe(false);
    expect((await admin.post("/api/role/delete", { id })).status).toBe(404);
    const seeded = (await roles()).find((role) => role.key === "contentEditor");
    expect((await admin.post("/api/role/delete", { id: seeded?.id })).status).toBe(409);
    expect((await admin.post("/api/role/delete", { id: 0 })).status).toBe(400);
    expect((await auditOf("role", id)).map((record) => record.action)).toContain("role.delete");
  });
});

describe("the management menu", () => {
  it("lists exactly the pages of the signed-in staff member's permissions", async () => {
    const staff = visitor.as(
      await signedIn(testApp, {
        permissions: [
          permissions.managementAccess,
          permissions.whitelistManage,
          permissions.auditRead,
        ],
      }),
    );
    const menu = dataOf(await staff.get("/api/menu/list-menu"), "reading the menu");
    expect(menu.map((page: { path: string }) => page.path)).toEqual(["audit", "whitelist"]);
    const audit = menu.find((page: { path: string }) => page.path === "audit");
    expect(audit.badge).toBeGreaterThan(0);
  });

  it("shows the administrator every page, the new ones included", async () => {
    const menu = dataOf(await admin.get("/api/menu/list-menu"), "reading the menu");
    const paths = menu.map((page: { path: string }) => page.path);
    expect(paths).toEqual(expect.arrayContaining(["documentationCenter", "users", "roles"]));
  });
});

async function findUsers(query: Record<string, string | number>) {
  const page = dataOf(
    await admin.get("/api/userManageController/findManageUserList", { query }),
    "listing users",
  );
  return page as { list: ManageUserRow[]; total: number; page: number; pageSize: number };
}

describe("users", () => {
  it("finds accounts by keyword and by each field, paged", async () => {
    const company = `Acme ${nextPhone()}`;
    const first = await buildUser(testApp, { company, email: `a${nextPhone()}@example.com` });
    const second = await buildUser(testApp, { company, areaId: 3, fieldId: 2 });
    const byCompany = await findUsers({ keyword: company, pageSize: 1 });
    expect(byCompany).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(byCompany.list[0]?.id).toBe(second.id);
    expect((await findUsers({ keyword: first.phone })).list.map((row) => row.id)).toEqual([
      first.id,
    ]);
    expect((await findUsers({ email: first.email ?? "" })).list[0]?.id).toBe(first.id);
    expect((await findUsers({ nickname: second.nickname ?? "" })).list[0]?.id).toBe(second.id);
    expect((await findUsers({ company, areaId: 3, fieldId: 2 })).total).toBe(1);
    const today = testApp.now().toISOString().slice(0, 10);
    expect((await findUsers({ company, registeredFrom: today, registeredTo: today })).total).toBe(
      2,
    );
    expect((await findUsers({ company, registeredTo: "2001-01-01" })).total).toBe(0);
    const memberRole = (await roles()).find((role) => role.key === "user");
    const byRole = await findUsers({ company, roleId: memberRole?.id ?? 0 });
    expect(byRole.total).toBe(2);
    expect(byRole.list[0]?.roles).toEqual([{ id: memberRole?.id, key: "user", name: "User" }]);
    expect((await findUsers({ company, status: "locked" })).total).toBe(0);
  });

  it("refuses bad search input with 400", async () => {
    for (const query of [{ status: "gone" }, { registeredFrom: "yesterday" }, { roleId: "x" }]) {
      const answer = await admin.get("/api/userManageController/findManageUserList", { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
  });

  it("adds an account that cannot be signed in to until the person sets a password", async () => {
    const phone = nextPhone();
    const added = await admin.post("/api/userManageController/addUser", {
      phone,
      nickname: `n${phone.slice(-8)}`,
      email: `${phone}@example.com`,
    });
    const { id } = dataOf(added, "adding a user");
    const info = dataOf(await admin.get(`/api/userManageController/getUserInfo?id=${id}`), "info");
    expect(info).toMatchObject({ phone, status: "active", version: 1 });
    expect(info.roles.map((role: { name: string }) => role.name)).toEqual(["User"]);
    expect(JSON.stringify(info)).not.toContain("password");
    const duplicate = await admin.post("/api/userManageController/addUser", { phone });
    expect(duplicate.status).toBe(409);
    const badEmail = await admin.post("/api/userManageController/addUser", {
      phone: nextPhone(),
      email: "not-an-address",
    });
    expect(badEmail.status).toBe(400);
    const unknownRole = await admin.post("/api/userManageController/addUser", {
      phone: nextPhone(),
      roleIds: [2_000_000_000],
    });
    expect(unknownRole.status).toBe(400);
    expect((await auditOf("user", id))[0]?.action).toBe("user.add");
  });

  it("sets roles and fields with updateUser, checks a sent version, records before and after", async () => {
    const user = await buildUser(testApp);
    const keeper = await admin.post("/api/role/add", {
      name: "Whitelist keeper",
      permissions: [permissions.whitelistManage],
    });
    const roleId = dataOf(keeper, "adding a role").id as number;
    const saved = await admin.post("/api/userManageController/updateUser", {
      id: user.id,
      roleIds: [roleId],
    });
    expect(saved.status).toBe(200);
    const info = dataOf(await admin.get(`/api/userManageController/getUserInfo?id=${user.id}`), "");
    expect(info.roles).toEqual([{ id: roleId, key: null, name: "Whitelist keeper" }]);
    expect(info.version).toBe(2);
    const titled = await admin.post("/api/userManageController/updateUser", {
      id: user.id,
      version: 2,
      isEngineer: true,
      company: "Module works",
    });
    expect(titled.status).toBe(200);
    const stale = await admin.post("/api/userManageController/updateUser", {
      id: user.id,
      version: 2,
      company: "Late",
    });
    expect(stale.status).toBe(409);
    const after = dataOf(
      await admin.get(`/api/userManageController/getUserInfo?id=${user.id}`),
      "",
    );
    // The engineer title comes only through authenticateEngineer, which needs user:certify.
    expect(after).toMatchObject({ isEngineer: false, company: "Module works", version: 3 });
    const unknown = await admin.post("/api/userManageController/updateUser", {
      id: user.id,
      roleIds: [2_000_000_000],
    });
    expect(unknown.status).toBe(400);
    const missing = await admin.post("/api/userManageController/updateUser", {
      id: 2_000_000_000,
      roleIds: [],
    });
    expect(missing.status).toBe(404);
    const [latest] = await auditOf("user", user.id);
    expect(latest).toMatchObject({
      action: "user.update",
      before: { company: null, isEngineer: false },
      after: { company: "Module works", isEngineer: false },
    });
  });

  it("gives the new role's holder its areas and nothing else", async () => {
    const phone = nextPhone();
    const user = await buildUser(testApp, { phone });
    const role = dataOf(
      await admin.post("/api/role/add", {
        name: "Two areas",
        permissions: [permissions.productWrite, permissions.whitelistManage],
      }),
      "adding a role",
    );
    dataOf(
      await admin.post("/api/userManageController/updateUser", { id: user.id, roleIds: [role.id] }),
      "giving the role",
    );
    const holder = visitor.as(await signIn(testApp, phone, defaultTestPassword));
    const menu = dataOf(await holder.get("/api/menu/list-menu"), "menu");
    expect(menu.map((page: { path: string }) => page.path)).toEqual([
      "productServer",
      "subProduct",
      "devTerminal",
      "whitelist",
    ]);
    expect((await holder.get("/api/product/baseInfo")).status).toBe(200);
    expect((await holder.get("/api/role/list")).status).toBe(403);
    expect((await holder.get("/api/userManageController/findManageUserList")).status).toBe(403);
    expect((await holder.get("/api/audit/list")).status).toBe(403);
  });

  it("locks an account: its sessions end and it cannot sign in until unlocked", async () => {
    const signed = await signedIn(testApp);
    const member = visitor.as(signed);
    expect((await member.get("/api/user/getUserId")).status).toBe(200);
    const locked = await admin.post("/api/userManageController/lockUser", { id: signed.user.id });
    expect(locked.status).toBe(200);
    expect((await member.get("/api/user/getUserId")).status).toBe(401);
    const refused = await visitor.post("/api/user/logincom", {
      account: signed.user.phone,
      password: signed.user.password,
    });
    expect(refused.status).toBe(403);
    expect(refused.msg).toBe("This account is locked: contact an administrator");
    expect((await findUsers({ keyword: signed.user.phone, status: "locked" })).total).toBe(1);
    dataOf(
      await admin.post("/api/userManageController/unlockUser", { id: signed.user.id }),
      "unlocking",
    );
    expect(await signIn(testApp, signed.user.phone, signed.user.password)).toBeTruthy();
    const actions = (await auditOf("user", signed.user.id)).map((record) => record.action);
    expect(actions).toEqual(["user.unlock", "user.lock"]);
  });

  it("deletes softly: no sign-in, sessions ended, the row kept and listed only when asked", async () => {
    const signed = await signedIn(testApp);
    const deleted = await admin.post("/api/userManageController/deleteUser", {
      id: signed.user.id,
    });
    expect(deleted.status).toBe(200);
    expect((await visitor.as(signed).get("/api/user/getUserId")).status).toBe(401);
    const refused = await visitor.post("/api/user/logincom", {
      account: signed.user.phone,
      password: signed.user.password,
    });
    expect(refused.status).toBe(400);
    expect((await findUsers({ keyword: signed.user.phone })).total).toBe(0);
    const listed = await findUsers({ keyword: signed.user.phone, status: "deleted" });
    expect(listed.list[0]).toMatchObject({ id: signed.user.id, status: "deleted" });
    // Its public page still answers, so its posts keep an author.
    const person = await visitor.get(`/api/user/userInfoById?id=${signed.user.id}`);
    expect(person.status).toBe(200);
    expect(person.data).toMatchObject({
      id: signed.user.id,
      deleted: true,
      nickname: null,
      avatarUrl: null,
      maskedPhone: "",
      company: null,
    });
    const again = await admin.post("/api/userManageController/lockUser", { id: signed.user.id });
    expect(again.status).toBe(409);
  });

  it("refuses locking or deleting one's own account", async () => {
    for (const path of ["lockUser", "deleteUser"]) {
      const answer = await admin.post(`/api/userManageController/${path}`, { id: adminId });
      expect(answer.status, path).toBe(409);
    }
  });

  it("texts the account a reset code; staff never see it", async () => {
    const user = await buildUser(testApp);
    const before = testApp.sms.sent.length;
    const answer = await admin.post("/api/userManageController/resetPassword", { id: user.id });
    expect(answer.status).toBe(200);
    expect(answer.text).not.toMatch(/\d{6}/);
    expect(testApp.sms.sent.slice(before)).toEqual([
      expect.objectContaining({ phone: user.phone, purpose: "reset" }),
    ]);
    expect((await auditOf("user", user.id))[0]?.action).toBe("user.resetPassword");
  });

  it("gives several accounts the same roles at once, all or none", async () => {
    const first = await buildUser(testApp);
    const second = await buildUser(testApp);
    const editor = (await roles()).find((role) => role.key === "contentEditor");
    const answer = await admin.post("/api/userManageController/batch-update-user-role", {
      userIds: [first.id, second.id],
      roleIds: [editor?.id],
    });
    expect(answer.status).toBe(200);
    for (const id of [first.id, second.id]) {
      const info = dataOf(await admin.get(`/api/userManageController/getUserInfo?id=${id}`), "");
      expect(info.roles).toEqual([
        { id: editor?.id, key: "contentEditor", name: "Content editor" },
      ]);
    }
    const withUnknown = await admin.post("/api/userManageController/batch-update-user-role", {
      userIds: [first.id, 2_000_000_000],
      roleIds: [],
    });
    expect(withUnknown.status).toBe(404);
    const still = dataOf(
      await admin.get(`/api/userManageController/getUserInfo?id=${first.id}`),
      "",
    );
    expect(still.roles).toHaveLength(1);
    const empty = await admin.post("/api/userManageController/batch-update-user-role", {
      userIds: [],
      roleIds: [],
    });
    expect(empty.status).toBe(400);
  });
});
