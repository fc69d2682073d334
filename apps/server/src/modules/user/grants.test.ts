import {
  type ManageUserRow,
  type Permission,
  permissionAreas,
  permissions,
  type RoleItem,
} from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn, signIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf, multipart } from "../../test-support/api-client.ts";
import { nextPhone } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userImportSheet } from "../../test-support/user-import-sheet.ts";

let testApp: TestApp;
/** Anonymous, in English. */
let visitor: ApiClient;
let administrator: SignedIn;
let admin: ApiClient;
let administratorRoleId: number;

/** Every permission a role may be given (`management:access` comes with any of them). */
const grantable: Permission[] = Object.values(permissionAreas).flat();
const importPath = "/api/userManageController/batch-import-user";

beforeAll(async () => {
  // Every path with every permission sends far more than 600 requests a minute from one address.
  testApp = await buildTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
  visitor = api(testApp).language("en-US");
  administrator = await signedIn(testApp, { roles: ["administrator"] });
  admin = visitor.as(administrator);
  administratorRoleId = (await roleByKey("administrator")).id;
});
afterAll(async () => {
  await testApp.close();
});

async function roles() {
  return dataOf(await admin.get<RoleItem[]>("/api/role/list"), "listing roles");
}

async function roleByKey(key: string) {
  const role = (await roles()).find((candidate) => candidate.key === key);
  if (!role) throw new Error(`no role ${key}`);
  return role;
}

async function roleById(id: number) {
  const role = (await roles()).find((candidate) => candidate.id === id);
  if (!role) throw new Error(`no role ${id}`);
  return role;
}

/** `role/update` of `role` as read: its name kept, `granted` in place of its permissions. */
function setPermissions(client: ApiClient, role: RoleItem, granted: Permission[]) {
  return client.post("/api/role/update", {
    id: role.id,
    version: role.version,
    name: role.name,
    permissions: granted,
  });
}

async function userInfo(id: number) {
  return dataOf(
    await admin.get<ManageUserRow>(`/api/userManageController/getUserInfo?id=${id}`),
    "reading an account",
  );
}

/** The one role the factory made for a staff member built with `permissions`. */
async function ownRoleOf(account: SignedIn) {
  const [role] = (await userInfo(account.user.id)).roles;
  if (!role) throw new Error("the staff member holds no role");
  return role.id;
}

async function addRole(name: string, granted: Permission[]) {
  return dataOf(await admin.post("/api/role/add", { name, permissions: granted }), name)
    .id as number;
}

/** What an account holds once it signs in again, as the attacker did. */
async function permissionsOnSigningInAgain(account: SignedIn) {
  const token = await signIn(testApp, account.user.phone, account.user.password);
  const info = dataOf(await visitor.as(token).get("/api/user/userAddtionInfo"), "own info");
  return [...(info.permissions as string[])].sort();
}

/** The refused grants the audit log holds of `account`. */
async function refusalsOf(account: SignedIn) {
  const records: { action: string; targetId: number | null; before: unknown; after: unknown }[] =
    [];
  for (const action of ["user.grantRefused", "role.grantRefused"]) {
    const page = dataOf(
      await admin.get("/api/audit/list", {
        query: { action, keyword: account.user.nickname ?? "", pageSize: 100 },
      }),
      "reading the audit log",
    );
    records.push(
      ...page.list.filter((record: { actorId: number }) => record.actorId === account.user.id),
    );
  }
  return records;
}

function importSheet(client: ApiClient, bytes: Buffer) {
  return client.post(importPath, multipart({ file: { name: "users.xlsx", bytes } }));
}

async function accountsWithPhone(phone: string) {
  const page = dataOf(
    await admin.get("/api/userManageController/findManageUserList", {
      query: { keyword: phone },
    }),
    "searching accounts",
  );
  return page.total as number;
}

describe("the attack, as it was made", () => {
  it("a user:manage holder cannot make itself administrator through updateUser", async () => {
    const staff = await signedIn(testApp, {
      permissions: [permissions.managementAccess, permissions.userManage],
    });
    const before = await permissionsOnSigningInAgain(staff);
    const answer = await visitor.as(staff).post("/api/userManageController/updateUser", {
      id: staff.user.id,
      roleIds: [administratorRoleId],
    });
    expect(answer.status).toBe(403);
    expect(answer.msg).toBe("You cannot change your own roles");
    expect(await permissionsOnSigningInAgain(staff)).toEqual(before);
    const [refusal] = await refusalsOf(staff);
    expect(refusal).toMatchObject({
      action: "user.grantRefused",
      targetId: staff.user.id,
      after: { roleIds: [administratorRoleId], refused: "grant.ownRoles" },
    });
  });

  it("a user:manage holder cannot import an account holding the administrator role", async () => {
    const staff = await signedIn(testApp, {
      permissions: [permissions.managementAccess, permissions.userManage],
    });
    const phones = [nextPhone(), nextPhone()];
    const bytes = await userImportSheet([
      [phones[0] as string],
      [phones[1] as string, "", "", "", "Administrator"],
    ]);
    const answer = await importSheet(visitor.as(staff), bytes);
    expect(answer.status).toBe(403);
    expect(answer.msg).toBe(
      "Row 3: roles granting permissions you do not hold; no user was imported",
    );
    expect(answer.data).toEqual([
      {
        row: 3,
        field: "roles",
        message: "Only an administrator can give or take away the administrator role",
      },
    ]);
    expect(await accountsWithPhone(phones[0] as string)).toBe(0);
    expect(await accountsWithPhone(phones[1] as string)).toBe(0);
    const [refusal] = await refusalsOf(staff);
    expect(refusal).toMatchObject({
      action: "user.grantRefused",
      targetId: null,
      after: { rows: [{ row: 3, phone: phones[1], roles: ["Administrator"] }] },
    });
  });

  it("a role:manage holder cannot give its own role every permission", async () => {
    const staff = await signedIn(testApp, {
      permissions: [permissions.managementAccess, permissions.roleManage],
    });
    const before = await permissionsOnSigningInAgain(staff);
    const role = await roleById(await ownRoleOf(staff));
    const answer = await visitor.as(staff).post("/api/role/update", {
      id: role.id,
      version: role.version,
      name: role.name,
      permissions: grantable,
    });
    expect(answer.status).toBe(403);
    expect(answer.msg).toBe(
      `You cannot change the permissions of a role you hold, nor delete it: ${role.name}`,
    );
    expect(await permissionsOnSigningInAgain(staff)).toEqual(before);
    expect((await roleById(role.id)).permissions).toEqual(role.permissions);
    const [refusal] = await refusalsOf(staff);
    expect(refusal).toMatchObject({ action: "role.grantRefused", targetId: role.id });
  });
});

describe("who may change roles", () => {
  it("a user:manage holder can neither take the administrator role nor strip an account holding more", async () => {
    const staff = visitor.as(
      await signedIn(testApp, {
        permissions: [permissions.managementAccess, permissions.userManage],
      }),
    );
    const stripped = await staff.post("/api/userManageController/updateUser", {
      id: administrator.user.id,
      roleIds: [],
    });
    expect(stripped.status).toBe(403);
    expect(stripped.msg).toBe("Only an administrator can give or take away the administrator role");
    const editor = await signedIn(testApp, { roles: ["contentEditor"] });
    const batch = await staff.post("/api/userManageController/batch-update-user-role", {
      userIds: [editor.user.id],
      roleIds: [],
    });
    expect(batch.status).toBe(403);
    expect(batch.msg).toBe(
      `You cannot change the roles of ${editor.user.nickname}: the account holds permissions you do not hold (content:write, document:write, product:write, statistics:read)`,
    );
    expect((await userInfo(administrator.user.id)).roles).toEqual([
      expect.objectContaining({ id: administratorRoleId }),
    ]);
    expect((await userInfo(editor.user.id)).roles).toEqual([
      expect.objectContaining({ key: "contentEditor" }),
    ]);
  });

  it("only an administrator gives the administrator role, whatever else one holds", async () => {
    const everything = visitor.as(
      await signedIn(testApp, { permissions: [permissions.managementAccess, ...grantable] }),
    );
    const member = await signedIn(testApp);
    const refused = await everything.post("/api/userManageController/updateUser", {
      id: member.user.id,
      roleIds: [administratorRoleId],
    });
    expect(refused.status).toBe(403);
    expect(refused.msg).toBe("Only an administrator can give or take away the administrator role");
    const given = await admin.post("/api/userManageController/updateUser", {
      id: member.user.id,
      roleIds: [administratorRoleId],
    });
    expect(given.status).toBe(200);
    expect(await permissionsOnSigningInAgain(member)).toHaveLength(16);
  });

  it("an administrator neither changes its own roles nor the administrator role", async () => {
    const editorRoleId = (await roleByKey("contentEditor")).id;
    const more = await admin.post("/api/userManageController/updateUser", {
      id: administrator.user.id,
      roleIds: [administratorRoleId, editorRoleId],
    });
    expect(more.status).toBe(403);
    // Saving one's own account with the roles it holds changes no role.
    const same = await admin.post("/api/userManageController/updateUser", {
      id: administrator.user.id,
      roleIds: [administratorRoleId],
      company: "Module works",
    });
    expect(same.status).toBe(200);
    const role = await roleByKey("administrator");
    const narrowed = await setPermissions(admin, role, [permissions.roleManage]);
    expect(narrowed.status).toBe(403);
    expect(narrowed.msg).toBe(
      "You cannot change the permissions of a role you hold, nor delete it: Administrator",
    );
  });

  it("a role:manage holder grants, changes and deletes only within what it holds", async () => {
    const keeper = visitor.as(
      await signedIn(testApp, {
        permissions: [
          permissions.managementAccess,
          permissions.roleManage,
          permissions.contentWrite,
        ],
      }),
    );
    const wider = await keeper.post("/api/role/add", {
      name: "Wider",
      permissions: [permissions.contentWrite, permissions.productWrite],
    });
    expect(wider.status).toBe(403);
    expect(wider.msg).toBe("You cannot grant permissions you do not hold: product:write");
    const added = await keeper.post("/api/role/add", {
      name: "Writers",
      permissions: [permissions.contentWrite],
    });
    expect(added.status).toBe(200);
    const writers = await roleById(added.data.id);
    const widened = await setPermissions(keeper, writers, [
      permissions.contentWrite,
      permissions.auditRead,
    ]);
    expect(widened.status).toBe(403);
    const editorRole = await roleByKey("contentEditor");
    const narrowed = await setPermissions(keeper, editorRole, [permissions.contentWrite]);
    expect(narrowed.status).toBe(403);
    expect(narrowed.msg).toBe(
      "You cannot change or delete the role Content editor: it grants permissions you do not hold (document:write, product:write, statistics:read)",
    );
    const foreign = await addRole("Foreign", [permissions.productWrite]);
    expect((await keeper.post("/api/role/delete", { id: foreign })).status).toBe(403);
    expect((await keeper.post("/api/role/delete", { id: writers.id })).status).toBe(200);
  });

  it("tells a refusal in the caller's language", async () => {
    const staff = await signedIn(testApp, {
      permissions: [permissions.managementAccess, permissions.userManage],
    });
    const body = { id: staff.user.id, roleIds: [administratorRoleId] };
    const path = "/api/userManageController/updateUser";
    const chinese = await api(testApp).language("zh-CN").as(staff).post(path, body);
    expect(chinese.msg).toBe("不能修改自己的角色");
    const traditional = await api(testApp).language("zh-TW").as(staff).post(path, body);
    expect(traditional.msg).toBe("不能修改自己的角色");
  });
});

type Attempt = [what: string, send: () => Promise<{ status: number }>, refused: boolean];

describe("every role-changing path, by staff of each single permission", () => {
  it.each(Object.values(permissions))(
    "holding %s (and user and role management), it grants only what it holds and never itself",
    async (permission) => {
      const held = [
        ...new Set([
          permissions.managementAccess,
          permissions.userManage,
          permissions.roleManage,
          permission,
        ]),
      ];
      const actor = await signedIn(testApp, { permissions: held });
      const as = visitor.as(actor);
      const self = actor.user.id;
      const ownRole = await ownRoleOf(actor);
      const suffix = `${permission} ${nextPhone()}`;
      const within = await addRole(
        `Within ${suffix}`,
        grantable.filter((candidate) => held.includes(candidate)),
      );
      // A second role it holds, made through the API (the factory's role counts as seeded).
      const alsoHeld = await addRole(`Also held ${suffix}`, []);
      dataOf(
        await admin.post("/api/userManageController/updateUser", {
          id: self,
          roleIds: [ownRole, alsoHeld],
        }),
        "giving the actor a second role",
      );
      const startedWith = await permissionsOnSigningInAgain(actor);
      const beyond = await addRole(
        `Beyond ${suffix}`,
        grantable.filter((candidate) => !held.includes(candidate)),
      );
      const member = await signedIn(testApp);
      const updateUser = (body: object) => as.post("/api/userManageController/updateUser", body);
      const batch = (body: object) =>
        as.post("/api/userManageController/batch-update-user-role", body);
      const addUser = (roleIds: number[]) =>
        as.post("/api/userManageController/addUser", { phone: nextPhone(), roleIds });
      const importRole = async (name: string) =>
        importSheet(as, await userImportSheet([[nextPhone(), "", "", "", name]]));
      const updateRole = async (id: number, granted: Permission[]) =>
        setPermissions(as, await roleById(id), granted);
      const attempts: Attempt[] = [
        [
          "updateUser: itself the administrator role",
          () => updateUser({ id: self, roleIds: [ownRole, administratorRoleId] }),
          true,
        ],
        [
          "updateUser: itself a role beyond",
          () => updateUser({ id: self, roleIds: [ownRole, beyond] }),
          true,
        ],
        [
          "updateUser: itself a role within",
          () => updateUser({ id: self, roleIds: [ownRole, within] }),
          true,
        ],
        ["updateUser: itself no role", () => updateUser({ id: self, roleIds: [] }), true],
        [
          "updateUser: another the administrator role",
          () => updateUser({ id: member.user.id, roleIds: [administratorRoleId] }),
          true,
        ],
        [
          "updateUser: another a role beyond",
          () => updateUser({ id: member.user.id, roleIds: [beyond] }),
          true,
        ],
        [
          "updateUser: another a role within",
          () => updateUser({ id: member.user.id, roleIds: [within] }),
          false,
        ],
        [
          "batch: itself and another a role within",
          () => batch({ userIds: [member.user.id, self], roleIds: [within] }),
          true,
        ],
        [
          "batch: another the administrator role",
          () => batch({ userIds: [member.user.id], roleIds: [administratorRoleId] }),
          true,
        ],
        [
          "batch: another a role beyond",
          () => batch({ userIds: [member.user.id], roleIds: [within, beyond] }),
          true,
        ],
        [
          "batch: another its own role",
          () => batch({ userIds: [member.user.id], roleIds: [ownRole] }),
          false,
        ],
        ["addUser: the administrator role", () => addUser([administratorRoleId]), true],
        ["addUser: a role beyond", () => addUser([beyond]), true],
        ["addUser: a role within", () => addUser([within]), false],
        ["import: the administrator role", () => importRole("Administrator"), true],
        ["import: a role beyond", () => importRole(`Beyond ${suffix}`), true],
        ["import: a role within", () => importRole(`Within ${suffix}`), false],
        [
          "role/add: every permission",
          () => as.post("/api/role/add", { name: `All ${suffix}`, permissions: grantable }),
          true,
        ],
        [
          "role/add: what it holds",
          () =>
            as.post("/api/role/add", {
              name: `Held ${suffix}`,
              permissions: grantable.filter((candidate) => held.includes(candidate)),
            }),
          false,
        ],
        [
          "role/update: its own role to every permission",
          () => updateRole(ownRole, grantable),
          true,
        ],
        ["role/update: its own role to none", () => updateRole(ownRole, []), true],
        [
          "role/update: a role within to every permission",
          () => updateRole(within, grantable),
          true,
        ],
        ["role/update: a role beyond to none", () => updateRole(beyond, []), true],
        [
          "role/update: the administrator role to none",
          () => updateRole(administratorRoleId, []),
          true,
        ],
        ["role/delete: a role beyond", () => as.post("/api/role/delete", { id: beyond }), true],
        ["role/delete: a role it holds", () => as.post("/api/role/delete", { id: alsoHeld }), true],
        ["role/update: a role within to none", () => updateRole(within, []), false],
      ];
      let refusals = (await refusalsOf(actor)).length;
      for (const [what, send, refused] of attempts) {
        const answer = await send();
        expect(answer.status, what).toBe(refused ? 403 : 200);
        const recorded = (await refusalsOf(actor)).length;
        expect(recorded - refusals, `${what}: refusals recorded`).toBe(refused ? 1 : 0);
        refusals = recorded;
      }
      expect(await permissionsOnSigningInAgain(actor)).toEqual(startedWith);
      for (const granted of await permissionsOnSigningInAgain(member)) {
        expect(startedWith, `the member's ${granted}`).toContain(granted);
      }
    },
    // Each case signs in twice and sends a sheet to the import worker: minutes on a loaded runner.
    120_000,
  );
});
