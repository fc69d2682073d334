import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildConversation } from "../../test-support/factories/chat.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

describe("the staff search of chat history", () => {
  let testApp: TestApp;
  let staff: ApiClient;
  let agentA: SignedIn;
  let agentB: SignedIn;
  const search = (query: Record<string, string | number>) =>
    staff.get("/api/im/searchConversations", { query });

  beforeAll(async () => {
    testApp = await buildTestApp();
    agentA = await signedIn(testApp, { nickname: "Agent A", permissions: [permissions.chatServe] });
    agentB = await signedIn(testApp, { nickname: "Agent B", permissions: [permissions.chatServe] });
    staff = api(testApp).as(agentA.token).language("en-US");
    await buildConversation(testApp, {
      clientChatId: "search-visitor-0001",
      clientChatName: "Visitor 7001",
      agentUserId: agentA.user.id,
      messages: [
        { role: "client", content: "Hello", at: new Date("2026-03-01T08:00:00Z") },
        {
          role: "server",
          content: "Hi",
          agentUserId: agentA.user.id,
          at: new Date("2026-03-01T08:01:00Z"),
        },
      ],
    });
    // Handed over to B after A answered: found under both agents.
    await buildConversation(testApp, {
      clientChatId: "search-visitor-0002",
      clientChatName: "Visitor 7002",
      agentUserId: agentB.user.id,
      messages: [
        { role: "client", content: "Hello", at: new Date("2026-03-05T10:00:00Z") },
        {
          role: "server",
          content: "Hi",
          agentUserId: agentA.user.id,
          at: new Date("2026-03-05T10:00:30Z"),
        },
        {
          role: "server",
          content: "Still there?",
          agentUserId: agentB.user.id,
          at: new Date("2026-03-06T23:59:00Z"),
        },
      ],
    });
    await buildConversation(testApp, {
      clientChatId: "search-visitor-0003",
      clientChatName: "100%_match",
      messages: [{ role: "client", content: "Anyone?", at: new Date("2026-03-10T00:00:00Z") }],
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const ids = (answer: { data: { list: { clientChatId: string }[] } }) =>
    answer.data.list.map((row) => row.clientChatId);

  it("lists conversations latest first with their agent and message count, paged", async () => {
    const all = await search({ page: 1, pageSize: 2 });
    expect(all.status, all.text).toBe(200);
    expect(all.data.total).toBe(3);
    expect(ids(all)).toEqual(["search-visitor-0003", "search-visitor-0002"]);
    expect(all.data.list[1]).toMatchObject({
      clientChatName: "Visitor 7002",
      agentName: "Agent B",
      messageCount: 3,
      lastMsgTime: "2026-03-06T23:59:00.000Z",
      state: "off",
    });
    expect(all.data.list[0].agentName).toBeNull();
    expect(ids(await search({ page: 2, pageSize: 2 }))).toEqual(["search-visitor-0001"]);
  });

  it("finds by visitor id or part of its name, taking % and _ literally", async () => {
    expect(ids(await search({ visitor: "search-visitor-0001" }))).toEqual(["search-visitor-0001"]);
    expect(ids(await search({ visitor: "search-visitor" }))).toEqual([]);
    expect(ids(await search({ visitor: "visitor 700" }))).toEqual([
      "search-visitor-0002",
      "search-visitor-0001",
    ]);
    expect(ids(await search({ visitor: "0%_" }))).toEqual(["search-visitor-0003"]);
    expect(ids(await search({ visitor: "7%" }))).toEqual([]);
  });

  it("finds by agent serving or having answered, and by day of the last message", async () => {
    expect(ids(await search({ agentUserId: agentA.user.id }))).toEqual([
      "search-visitor-0002",
      "search-visitor-0001",
    ]);
    expect(ids(await search({ agentUserId: agentB.user.id }))).toEqual(["search-visitor-0002"]);
    expect(ids(await search({ from: "2026-03-06", to: "2026-03-06" }))).toEqual([
      "search-visitor-0002",
    ]);
    expect(ids(await search({ from: "2026-03-02" }))).toEqual([
      "search-visitor-0003",
      "search-visitor-0002",
    ]);
    expect(ids(await search({ to: "2026-03-01", agentUserId: agentA.user.id }))).toEqual([
      "search-visitor-0001",
    ]);
  });

  it("opens one conversation's messages through findHistoryMsg", async () => {
    const history = await staff.get("/api/im/findHistoryMsg", {
      query: { clientChatId: "search-visitor-0002", page: 1, pageSize: 2 },
    });
    expect(history.status).toBe(200);
    expect(history.data.total).toBe(3);
    expect(history.data.list.map((message: { content: string }) => message.content)).toEqual([
      "Hello",
      "Hi",
    ]);
  });

  it("lists the agents to filter by", async () => {
    const agents = await staff.get("/api/im/chatAgents");
    expect(agents.data).toEqual([
      { id: agentA.user.id, name: "Agent A" },
      { id: agentB.user.id, name: "Agent B" },
    ]);
  });

  it("refuses bad filters and anyone without the customer-service permission", async () => {
    const badQueries: Record<string, string | number>[] = [
      { from: "2026-13-01" },
      { to: "yesterday" },
      { agentUserId: "x" },
      { pageSize: 1000 },
      { visitor: "a\u0000" },
    ];
    for (const query of badQueries) {
      expect((await search(query)).status, JSON.stringify(query)).toBe(400);
    }
    expect((await api(testApp).get("/api/im/searchConversations")).status).toBe(401);
    const member = await signedIn(testApp, { permissions: [permissions.managementAccess] });
    expect((await api(testApp).as(member.token).get("/api/im/searchConversations")).status).toBe(
      403,
    );
    expect((await api(testApp).as(member.token).get("/api/im/chatAgents")).status).toBe(403);
  });
});
