import { areaDictionary, fieldDictionary, permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestCode, signedIn, signIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildUser, nextPhone } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let english: ApiClient;
beforeAll(async () => {
  testApp = await buildTestApp();
  english = api(testApp).language("en-US");
});
afterAll(async () => {
  await testApp.close();
});

const day = 24 * 60 * 60 * 1000;

describe("nicknames that look like a staff member's", () => {
  it("are refused at registration and at profile update, in the caller's language", async () => {
    await buildUser(testApp, {
      nickname: "admin-portal",
      permissions: [permissions.managementAccess],
    });
    // The first letter is the Cyrillic "а" (U+0430).
    const lookAlike = "\u0430dmin-portal";

    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const registered = await english.post("/api/user/register", {
      phone,
      code,
      password: "Module#2026x",
      nickname: lookAlike,
    });
    expect(registered.status).toBe(409);
    expect(registered.data).toEqual([
      {
        field: "nickname",
        message: "This nickname looks the same as a staff member's, choose another",
      },
    ]);

    const member = await signedIn(testApp);
    const updated = await english.as(member).post("/api/user/userUpdateInfo", {
      nickname: "\u0410DMIN-PORTAL",
    });
    expect(updated.status).toBe(409);
    expect(updated.data[0].field).toBe("nickname");
    const chinese = await api(testApp)
      .language("zh-CN")
      .as(member)
      .post("/api/user/userUpdateInfo", { nickname: lookAlike });
    expect(chinese.msg).toBe("该昵称与管理人员的昵称过于相似，请换一个");

    const unlike = await english.as(member).post("/api/user/userUpdateInfo", {
      nickname: "admin-fan",
    });
    expect(unlike.status).toBe(200);
  });

  it("leave a member's look-alike of another member alone, and staff keep their own", async () => {
    const other = await buildUser(testApp, { nickname: "plain-member" });
    const member = await signedIn(testApp);
    const alike = await english.as(member).post("/api/user/userUpdateInfo", {
      nickname: "pl\u0430in-m\u0435mber",
    });
    expect(alike.status).toBe(200);
    expect(other.nickname).toBe("plain-member");

    const staff = await signedIn(testApp, {
      nickname: "editor-li",
      permissions: [permissions.managementAccess],
    });
    const own = await english.as(staff).post("/api/user/userUpdateInfo", { nickname: "Editor-Li" });
    expect(own.status).toBe(200);
  });
});

describe("session lifetime", () => {
  it("ends 30 days after sign-in even when used every few days", async () => {
    const user = await buildUser(testApp);
    const token = await signIn(testApp, user.phone, user.password);
    const asUser = english.as(token);
    for (let elapsed = 0; elapsed < 29; elapsed += 3) {
      expect((await asUser.get("/api/user/getUserId")).status).toBe(200);
      testApp.advance(3 * day);
    }
    // Day 30: the sliding expiry is still days away, the absolute lifetime is over.
    const expired = await asUser.get("/api/user/getUserId");
    expect(expired.status).toBe(401);
    expect(expired.msg).toBe("Not signed in, please sign in again");

    const again = await signIn(testApp, user.phone, user.password);
    expect((await english.as(again).get("/api/user/getUserId")).status).toBe(200);
  });

  it("still ends after 7 days unused", async () => {
    const { token } = await signedIn(testApp);
    testApp.advance(7 * day + 1000);
    expect((await english.as(token).get("/api/user/getUserId")).status).toBe(401);
  });

  it("takes its lifetime from SESSION_MAX_AGE_DAYS", async () => {
    const shortLived = await buildTestApp({ SESSION_MAX_AGE_DAYS: "2" });
    try {
      const { token } = await signedIn(shortLived);
      const asUser = api(shortLived).as(token);
      shortLived.advance(day);
      expect((await asUser.get("/api/user/getUserId")).status).toBe(200);
      shortLived.advance(day);
      expect((await asUser.get("/api/user/getUserId")).status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});

describe("profile fields", () => {
  it("accept only the avatar this user uploaded", async () => {
    const owner = await buildUser(testApp, {
      avatarUrl: "/uploads/avatars/1700000000000abcdef.png",
    });
    const member = await signedIn(testApp, {
      avatarUrl: "/uploads/avatars/1700000000001fedcba.png",
    });
    const borrowed = await english.as(member).post("/api/user/userUpdateInfo", {
      avatarUrl: owner.avatarUrl,
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.data).toEqual([
      { field: "avatarUrl", message: "The avatar must be an image you uploaded yourself" },
    ]);
    const own = await english.as(member).post("/api/user/userUpdateInfo", {
      avatarUrl: member.user.avatarUrl,
      signature: "kept",
    });
    expect(own.status).toBe(200);
    const cleared = await english.as(member).post("/api/user/userUpdateInfo", { avatarUrl: null });
    expect(cleared.status).toBe(200);
    expect(cleared.data.avatarUrl).toBeNull();
  });

  it("accept only area and field ids of the dictionaries, including entries staff added", async () => {
    const member = await signedIn(testApp);
    const asMember = english.as(member);
    for (const field of ["areaId", "fieldId"]) {
      const unknown = await asMember.post("/api/user/userUpdateInfo", { [field]: 99999 });
      expect(unknown.status).toBe(400);
      expect(unknown.data).toEqual([{ field, message: "Choose one of the listed entries" }]);
    }
    const listed = await asMember.post("/api/user/userUpdateInfo", {
      areaId: areaDictionary[0]?.id,
      fieldId: fieldDictionary[0]?.id,
    });
    expect(listed.status).toBe(200);

    const dictionaryEditor = await signedIn(testApp, { roles: ["administrator"] });
    const added = await english
      .as(dictionaryEditor)
      .post("/api/common/addDict", { type: "field", id: 8177, name: "智慧农业" });
    expect(added.status).toBe(200);
    const addedId = 8177;
    const withAdded = await asMember.post("/api/user/userUpdateInfo", { fieldId: addedId });
    expect(withAdded.status).toBe(200);
    expect(withAdded.data.fieldId).toBe(addedId);
  });
});
