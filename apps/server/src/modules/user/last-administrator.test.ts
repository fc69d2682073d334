import { permissions, type RoleItem } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

/* Its own database: the rule counts every administrator there is. */
let testApp: TestApp;
let lastAdministratorId: number;
let administratorRoleId: number;
/** Holds user:manage and role:manage, not the administrator role. */
let manager: ApiClient;
let administrator: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  const signed = await signedIn(testApp, { roles: ["administrator"] });
  lastAdministratorId = signed.user.id;
  administrator = visitor.as(signed);
  manager = visitor.as(
    await signedIn(testApp, {
      permissions: [permissions.managementAccess, permissions.userManage, permissions.roleManage],
    }),
  );
  const roles = dataOf(await administrator.get<RoleItem[]>("/api/role/list"), "roles");
  administratorRoleId = roles.find((role) => role.key === "administrator")?.id ?? 0;
});
afterAll(async () => {
  await testApp.close();
});

describe("the last administrator", () => {
  it("cannot be locked, deleted or lose the administrator role", async () => {
    for (const path of ["lockUser", "deleteUser"]) {
      const answer = await manager.post(`/api/userManageController/${path}`, {
        id: lastAdministratorId,
      });
      expect(answer.status, path).toBe(409);
      expect(answer.msg).toBe("The last administrator cannot be removed");
    }
    // Only an administrator takes the administrator role away, and never its own (grants.test.ts).
    const demoted = await manager.post("/api/userManageController/updateUser", {
      id: lastAdministratorId,
      roleIds: [],
    });
    expect(demoted.status).toBe(403);
    const batch = await manager.post("/api/userManageController/batch-update-user-role", {
      userIds: [lastAdministratorId],
      roleIds: [],
    });
    expect(batch.status).toBe(403);
    const itself = await administrator.post("/api/userManageController/updateUser", {
      id: lastAdministratorId,
      roleIds: [],
    });
    expect(itself.status).toBe(403);
    // Nothing of the refused changes stayed.
    const info = dataOf(
      await administrator.get(`/api/userManageController/getUserInfo?id=${lastAdministratorId}`),
      "info",
    );
    expect(info).toMatchObject({ status: "active", roles: [{ id: administratorRoleId }] });
  });

  it("may go once another administrator exists", async () => {
    const second = await signedIn(testApp, { roles: ["administrator"] });
    const answer = await visitor.as(second).post("/api/userManageController/updateUser", {
      id: lastAdministratorId,
      roleIds: [],
    });
    expect(answer.status).toBe(200);
    const lockSecond = await manager.post("/api/userManageController/lockUser", {
      id: second.user.id,
    });
    expect(lockSecond.status).toBe(409);
  });
});
