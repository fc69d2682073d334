import { chatLimits, permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

describe("agents' quick replies", () => {
  let testApp: TestApp;
  let mine: ApiClient;
  let otherAgent: ApiClient;
  let member: SignedIn;

  const add = async (client: ApiClient, content: string) =>
    dataOf(await client.post("/api/im/quickReplies/add", { content }), `adding "${content}"`);
  const listOf = async (client: ApiClient) =>
    dataOf(await client.get("/api/im/quickReplies"), "the list");

  beforeAll(async () => {
    testApp = await buildTestApp();
    const agent = async () =>
      api(testApp)
        .as((await signedIn(testApp, { permissions: [permissions.chatServe] })).token)
        .language("en-US");
    mine = await agent();
    otherAgent = await agent();
    member = await signedIn(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("keeps each agent's own list: add, edit with its version, order and delete", async () => {
    const greeting = await add(mine, "Hello, how can I help?");
    const datasheet = await add(mine, "The datasheet is on the product page.");
    await add(otherAgent, "Someone else's answer");
    expect((await listOf(mine)).map((reply: { content: string }) => reply.content)).toEqual([
      "Hello, how can I help?",
      "The datasheet is on the product page.",
    ]);

    const edited = await mine.post("/api/im/quickReplies/update", {
      id: greeting.id,
      content: "Hello!\nHow can I help?",
      version: greeting.version,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.data).toMatchObject({ content: "Hello!\nHow can I help?", version: 2 });
    const stale = await mine.post("/api/im/quickReplies/update", {
      id: greeting.id,
      content: "Overwritten",
      version: greeting.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.data).toEqual({ currentVersion: 2 });

    const ordered = await mine.post("/api/im/quickReplies/order", {
      ids: [datasheet.id, greeting.id],
    });
    expect(ordered.status, ordered.text).toBe(200);
    expect(ordered.data.map((reply: { id: number }) => reply.id)).toEqual([
      datasheet.id,
      greeting.id,
    ]);

    expect((await mine.post("/api/im/quickReplies/delete", { id: datasheet.id })).status).toBe(200);
    expect((await listOf(mine)).map((reply: { id: number }) => reply.id)).toEqual([greeting.id]);
    expect((await mine.post("/api/im/quickReplies/delete", { id: datasheet.id })).status).toBe(404);
  });

  it("never lets another agent read, edit, delete or order my replies", async () => {
    const reply = await add(mine, "Mine only");
    expect((await listOf(otherAgent)).some((entry: { id: number }) => entry.id === reply.id)).toBe(
      false,
    );
    const edit = await otherAgent.post("/api/im/quickReplies/update", {
      id: reply.id,
      content: "Taken over",
      version: reply.version,
    });
    expect(edit.status).toBe(404);
    expect(edit.msg).toBe("No such quick reply");
    expect((await otherAgent.post("/api/im/quickReplies/delete", { id: reply.id })).status).toBe(
      404,
    );
    const order = await otherAgent.post("/api/im/quickReplies/order", { ids: [reply.id] });
    expect(order.status).toBe(400);
    expect(order.msg).toBe("The order must name each of your quick replies once");
    expect(
      (await listOf(mine)).find((entry: { id: number }) => entry.id === reply.id),
    ).toMatchObject({
      content: "Mine only",
      version: 1,
    });
  });

  it("is for agents only", async () => {
    expect((await api(testApp).get("/api/im/quickReplies")).status).toBe(401);
    const memberClient = api(testApp).as(member.token);
    expect((await memberClient.get("/api/im/quickReplies")).status).toBe(403);
    expect((await memberClient.post("/api/im/quickReplies/add", { content: "x" })).status).toBe(
      403,
    );
  });

  it("refuses an empty, too long or control-character reply, a bad order and too many replies", async () => {
    for (const content of ["", " ", "a".repeat(chatLimits.quickReplyMaxLength + 1), "a\u0000b"]) {
      const answer = await mine.post("/api/im/quickReplies/add", { content });
      expect(answer.status, JSON.stringify(content)).toBe(400);
      expect(answer.data[0].field).toBe("content");
    }
    expect((await mine.post("/api/im/quickReplies/order", { ids: [1, 1] })).status).toBe(400);
    expect((await mine.post("/api/im/quickReplies/order", { ids: ["x"] })).status).toBe(400);
    expect(
      (await mine.post("/api/im/quickReplies/update", { id: 1, content: "x", version: 0 })).status,
    ).toBe(400);

    const crowded = api(testApp)
      .as((await signedIn(testApp, { permissions: [permissions.chatServe] })).token)
      .language("en-US");
    for (let count = 0; count < chatLimits.quickRepliesPerAgent; count += 1) {
      await add(crowded, `Reply ${count}`);
    }
    const oneTooMany = await crowded.post("/api/im/quickReplies/add", { content: "One more" });
    expect(oneTooMany.status).toBe(409);
    expect(oneTooMany.msg).toBe(
      `You can keep at most ${chatLimits.quickRepliesPerAgent} quick replies`,
    );
  });
});
