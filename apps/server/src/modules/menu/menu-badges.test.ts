import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildForumPost, buildForumReply } from "../../test-support/factories/forum.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let moderator: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  moderator = api(testApp).as(
    await signedIn(testApp, {
      permissions: [permissions.managementAccess, permissions.forumModerate],
    }),
  );
});
afterAll(async () => {
  await testApp.close();
});

type MenuPage = { path: string; group: string; badge: number };

async function forumAuditBadge() {
  const menu = dataOf<MenuPage[]>(await moderator.get("/api/menu/list-menu"), "reading the menu");
  return menu.find((page) => page.path === "forumAudit")?.badge;
}

describe("the forum moderation queue's menu badge", () => {
  it("lists the forum pages under community and counts what waits for review", async () => {
    const menu = dataOf<MenuPage[]>(await moderator.get("/api/menu/list-menu"), "reading the menu");
    expect(menu.filter((page) => page.group === "community").map((page) => page.path)).toEqual(
      expect.arrayContaining(["forumBoards", "forumAudit", "forumReports"]),
    );
    const before = await forumAuditBadge();
    const waiting = await buildForumPost(testApp, { status: "pending" });
    await buildForumPost(testApp, { status: "published" });
    await buildForumReply(testApp, { postId: waiting.id, status: "pending" });
    expect(await forumAuditBadge()).toBe((before ?? 0) + 2);
    const count = dataOf<{ count: number }>(
      await moderator.get("/api/manualAuditController/queryAuditNum"),
      "counting the queue",
    );
    expect(await forumAuditBadge()).toBe(count.count);
  });
});
