import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildBoard, buildForumPost } from "../../test-support/factories/forum.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let member: ApiClient;
let staff: ApiClient;
let memberId: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  const signedMember = await signedIn(testApp);
  memberId = signedMember.user.id;
  member = visitor.as(signedMember);
  staff = visitor.as(
    await signedIn(testApp, { permissions: [permissions.forumModerate, permissions.auditRead] }),
  );
});
afterAll(async () => {
  await testApp.close();
});

const board = (overrides: Record<string, unknown> = {}) => ({
  name: "移动网络模组",
  description: "软件问题",
  sort: 5,
  template: [
    { key: "model", label: "模组型号", labelEn: "Module model", kind: "text", required: true },
  ],
  ...overrides,
});

describe("boards for staff", () => {
  it("refuses anonymous (401) and members (403)", async () => {
    expect((await visitor.get("/api/topicManageController/list")).status).toBe(401);
    expect((await member.get("/api/topicManageController/list")).status).toBe(403);
    expect((await member.post("/api/topicManageController/add", board())).status).toBe(403);
    expect((await member.post("/api/topicManageController/delete", { id: 1 })).status).toBe(403);
  });

  it("adds, lists, updates with its version (409 when stale) and deletes a board", async () => {
    const { id } = dataOf(await staff.post("/api/topicManageController/add", board()), "add");
    const listed = dataOf(
      await staff.get("/api/topicManageController/list", { query: { pageSize: 50 } }),
      "list",
    );
    expect(listed.list.find((row: { id: number }) => row.id === id)).toMatchObject({
      name: "移动网络模组",
      language: "zh-CN",
      translations: [],
      version: 1,
    });
    const update = { ...board({ name: "蜂窝模组" }), id, version: 1 };
    expect((await staff.post("/api/topicManageController/update", update)).status).toBe(200);
    const stale = await staff.post("/api/topicManageController/update", update);
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ currentVersion: 2 });
    expect((await staff.post("/api/topicManageController/delete", { id })).status).toBe(200);
    expect((await staff.get(`/api/topicManageController/detail?id=${id}`)).status).toBe(404);
    const audited = dataOf(
      await staff.get("/api/audit/list", { query: { keyword: "forumBoard", pageSize: 50 } }),
      "audit",
    ).list.filter((record: { targetId: number }) => record.targetId === id);
    expect(audited.map((record: { action: string }) => record.action).sort()).toEqual([
      "forumBoard.add",
      "forumBoard.delete",
      "forumBoard.update",
    ]);
    const change = audited.find(
      (record: { action: string }) => record.action === "forumBoard.update",
    );
    expect(change).toMatchObject({ before: { name: "移动网络模组" }, after: { name: "蜂窝模组" } });
  });

  it("refuses to delete a board that has posts", async () => {
    const full = await buildBoard(testApp);
    await buildForumPost(testApp, { boardId: full.id, status: "deleted" });
    const answer = await staff.post("/api/topicManageController/delete", { id: full.id });
    expect(answer.status).toBe(409);
    expect(answer.msg).toMatch(/still has posts/);
  });

  it("refuses bad input", async () => {
    expect((await staff.post("/api/topicManageController/add", board({ name: "" }))).status).toBe(
      400,
    );
    expect(
      (
        await staff.post(
          "/api/topicManageController/add",
          board({
            template: [
              { key: "a", label: "A", labelEn: "A", kind: "text" },
              { key: "a", label: "B", labelEn: "B", kind: "text" },
            ],
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await staff.post("/api/topicManageController/update", { ...board(), id: 0, version: 1 }))
        .status,
    ).toBe(400);
    expect(
      (
        await staff.post("/api/topicManageController/setModerators", {
          id: 1,
          userIds: [2147483647],
        })
      ).status,
    ).toBe(404);
  });

  it("sorts boards and sets their moderators", async () => {
    const first = await buildBoard(testApp, { sort: 1 });
    const second = await buildBoard(testApp, { sort: 2 });
    await staff.post("/api/topicManageController/sort", {
      list: [
        { id: first.id, sort: 20 },
        { id: second.id, sort: 10 },
      ],
    });
    const moderators = await staff.post("/api/topicManageController/setModerators", {
      id: second.id,
      userIds: [memberId],
    });
    expect(moderators.status).toBe(200);
    const unknown = await staff.post("/api/topicManageController/setModerators", {
      id: second.id,
      userIds: [2147483647],
    });
    expect(unknown.status).toBe(400);
    const boards = dataOf(await visitor.get("/api/topicController/list"), "boards") as {
      id: number;
      moderators: { id: number }[];
    }[];
    const order = boards.map((row) => row.id);
    expect(order.indexOf(second.id)).toBeLessThan(order.indexOf(first.id));
    expect(boards.find((row) => row.id === second.id)?.moderators.map((user) => user.id)).toEqual([
      memberId,
    ]);
  });
});

describe("moderator lookup", () => {
  it("finds accounts by nickname for forum:moderate alone, phones masked; members are refused", async () => {
    const candidate = await signedIn(testApp, { nickname: "lookup-moderator" });
    expect((await member.get("/api/topicManageController/lookupUsers?keyword=lookup")).status).toBe(
      403,
    );
    const found = dataOf(
      await staff.get("/api/topicManageController/lookupUsers?keyword=lookup-moderator"),
      "lookup",
    );
    expect(found).toEqual([
      expect.objectContaining({ id: candidate.user.id, nickname: "lookup-moderator" }),
    ]);
    expect(found[0].maskedPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(JSON.stringify(found)).not.toContain(candidate.user.phone);
    expect((await staff.get("/api/topicManageController/lookupUsers?keyword=")).status).toBe(400);
  });
});

describe("boards for readers", () => {
  it("names boards and template labels in the reader's language", async () => {
    const shown = await buildBoard(testApp, {
      name: "开发板",
      description: "开发板驱动问题",
      template: [
        {
          key: "firmware",
          label: "版本说明",
          labelEn: "Firmware version",
          kind: "text",
          required: false,
        },
      ],
    });
    const english = { name: "Development boards", description: "Driver questions" };
    expect(
      (
        await staff.post("/api/topicManageController/saveTranslation", {
          id: shown.id,
          language: "en-US",
          version: 0,
          fields: english,
        })
      ).status,
    ).toBe(200);
    const inLanguage = async (language: string) => {
      const boards = dataOf(
        await api(testApp).language(language).get("/api/topicController/list"),
        "list",
      );
      return boards.find((row: { id: number }) => row.id === shown.id);
    };
    expect(await inLanguage("zh-CN")).toMatchObject({
      name: "开发板",
      template: [{ label: "版本说明" }],
    });
    expect(await inLanguage("zh-TW")).toMatchObject({
      name: "開發板",
      description: "開發板驅動問題",
      template: [{ label: "版本說明" }],
    });
    expect(await inLanguage("en-US")).toMatchObject({
      name: "Development boards",
      description: "Driver questions",
      template: [{ label: "Firmware version", key: "firmware", kind: "text", required: false }],
    });
    const detail = await api(testApp)
      .language("en-US")
      .get(`/api/topicController/detail?id=${shown.id}`);
    expect(detail.data).toMatchObject({ id: shown.id, name: "Development boards", postCount: 0 });
    expect((await visitor.get("/api/topicController/detail?id=2147483647")).status).toBe(404);
    expect((await visitor.get("/api/topicController/detail?id=x")).status).toBe(400);
  });
});
