import { chatEvents, permissions } from "@portal/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { api } from "../../test-support/api-client.ts";
import {
  anonymousId,
  type ChatClient,
  connectChat,
  listeningOrigin,
  openedVisitor,
  textMessage,
  until,
} from "../../test-support/chat-sockets.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

describe("live chat over Socket.IO", () => {
  let testApp: TestApp;
  let origin: string;
  let agentAccount: SignedIn;
  let member: SignedIn;
  const open: ChatClient[] = [];
  const track = <T extends ChatClient>(client: T) => {
    open.push(client);
    return client;
  };
  const agent = async () =>
    track(await connectChat(origin, { token: agentAccount.token, language: "en-US" }));
  const visitor = async (auth = {}) => track(await openedVisitor(origin, auth));
  const history = (clientChatId: string, page = 1) =>
    api(testApp)
      .as(agentAccount.token)
      .get(`/api/im/findHistoryMsg?clientChatId=${clientChatId}&page=${page}&pageSize=100`);

  beforeAll(async () => {
    testApp = await buildTestApp({ CHAT_MESSAGES_PER_MINUTE: "1000" });
    origin = await listeningOrigin(testApp);
    agentAccount = await signedIn(testApp, {
      nickname: "Agent Li",
      permissions: [permissions.chatServe],
    });
    member = await signedIn(testApp);
  });
  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    await until(async () => (await testApp.app.io.fetchSockets()).length === 0, "sockets to close");
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("greets an agent with SERVER_ON and carries a conversation both ways", async () => {
    const serving = await agent();
    const identity = await serving.next(chatEvents.serverOn);
    expect(identity).toEqual({
      serverChatId: String(agentAccount.user.id),
      serverChatName: "Agent Li",
      avatarUrl: null,
    });

    const guest = await visitor();
    const clientOn = await serving.next(
      chatEvents.clientOn,
      (event) => event.clientChatEn.clientChatId === guest.clientChatId,
    );
    expect(clientOn.clientChatEn).toMatchObject({
      clientChatName: "Visitor 4821",
      sourceInfo_way: "/product",
      state: "on",
    });
    expect(await guest.next(chatEvents.serverOn)).toEqual(identity);

    const question = textMessage("Does the N58 support <b>NB-IoT</b>?");
    expect(await guest.send(chatEvents.clientSendMessage, { msg: question })).toEqual({
      ok: true,
      id: question.id,
    });
    const received = await serving.next(chatEvents.clientSendMessage);
    expect(received.clientChatEn.clientChatId).toBe(guest.clientChatId);
    expect(received.msg).toMatchObject({
      id: question.id,
      role: "client",
      contentType: "text",
      content: question.content,
    });

    const answer = textMessage("Yes, band 8 and band 5.");
    expect(
      await serving.send(chatEvents.serverSendMessage, {
        clientChatId: guest.clientChatId,
        msg: answer,
        serverChatEn: identity,
      }),
    ).toEqual({ ok: true, id: answer.id });
    const reply = await guest.next(chatEvents.serverSendMessage);
    expect(reply.serverChatEn).toEqual(identity);
    expect(reply.msg).toMatchObject({ id: answer.id, role: "server", content: answer.content });

    const page = await history(guest.clientChatId);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ total: 2, page: 1, pageSize: 100 });
    expect(page.data.list.map((message: { id: string }) => message.id)).toEqual([
      question.id,
      answer.id,
    ]);
    expect(Object.keys(page.data.list[0]).sort()).toEqual(
      ["content", "contentType", "createTime", "id", "role"].sort(),
    );

    guest.close();
    const clientOff = await serving.next(chatEvents.clientOff);
    expect(clientOff.clientChatEn).toMatchObject({
      clientChatId: guest.clientChatId,
      state: "off",
    });
  });

  it("shows a reopened console the chats its agent serves", async () => {
    const serving = await agent();
    const guest = await visitor();
    await serving.next(chatEvents.clientOn);
    const reopened = await agent();
    const shown = await reopened.next(chatEvents.clientOn);
    expect(shown.clientChatEn.clientChatId).toBe(guest.clientChatId);
  });

  it("stores a message before it is acknowledged or forwarded", async () => {
    const serving = await agent();
    await serving.next(chatEvents.serverOn);
    const guest = await visitor();
    await guest.next(chatEvents.serverOn);
    const seenAtForward = new Promise<number>((resolve) => {
      serving.socket.on(chatEvents.clientSendMessage, async () => {
        resolve((await history(guest.clientChatId)).data.total);
      });
    });
    const message = textMessage("stored first");
    await guest.send(chatEvents.clientSendMessage, { msg: message });
    expect((await history(guest.clientChatId)).data.total).toBe(1);
    expect(await seenAtForward).toBe(1);
  });

  it("stores each client-chosen id once: a resend is acknowledged and not forwarded again", async () => {
    const serving = await agent();
    const guest = await visitor();
    await guest.next(chatEvents.serverOn);
    const message = textMessage("only once");
    const acks = await Promise.all([
      guest.send(chatEvents.clientSendMessage, { msg: message }),
      guest.send(chatEvents.clientSendMessage, { msg: message }),
      guest.send(chatEvents.clientSendMessage, { msg: { ...message, content: "changed" } }),
    ]);
    expect(acks).toEqual([
      { ok: true, id: message.id },
      { ok: true, id: message.id },
      { ok: true, id: message.id },
    ]);
    const page = await history(guest.clientChatId);
    expect(page.data.total).toBe(1);
    expect(page.data.list[0].content).toBe("only once");
    await serving.next(chatEvents.clientSendMessage);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(serving.received(chatEvents.clientSendMessage)).toHaveLength(1);
  });

  it("forwards the visitor's typing preview to the agent and never stores it", async () => {
    const serving = await agent();
    const guest = await visitor();
    await guest.next(chatEvents.serverOn);
    const preview = { id: "preview-1", contentType: "preInput", content: "Does the" };
    expect(await guest.send(chatEvents.clientSendMessage, { msg: preview })).toEqual({
      ok: true,
      id: "preview-1",
    });
    const received = await serving.next(chatEvents.clientSendMessage);
    expect(received.msg).toMatchObject({ contentType: "preInput", content: "Does the" });
    expect((await history(guest.clientChatId)).data.total).toBe(0);
  });

  it("keeps each visitor to its own conversation", async () => {
    const serving = await agent();
    const first = await visitor();
    const second = await visitor();
    await first.next(chatEvents.serverOn);
    await second.next(chatEvents.serverOn);
    await first.send(chatEvents.clientSendMessage, { msg: textMessage("first's secret") });
    await serving.send(chatEvents.serverSendMessage, {
      clientChatId: first.clientChatId,
      msg: textMessage("for the first only"),
    });
    await first.next(chatEvents.serverSendMessage);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const secondSaw = second.events.map((entry) => entry.event);
    expect(secondSaw).not.toContain(chatEvents.serverSendMessage);
    expect(secondSaw).not.toContain(chatEvents.clientSendMessage);
    expect(secondSaw).not.toContain(chatEvents.clientOn);
    expect(JSON.stringify(second.events)).not.toContain("secret");
  });

  it("refuses agent events from visitors and from tokens without chat:serve", async () => {
    const signedInMember = track(await connectChat(origin, { token: member.token }));
    await signedInMember.send(chatEvents.clientOn, {
      clientChatEn: { clientChatId: anonymousId(), clientChatName: "Member" },
    });
    expect(signedInMember.received(chatEvents.serverOn)).toEqual([]);
    const refused = await signedInMember.send(chatEvents.serverSendMessage, {
      clientChatId: anonymousId(),
      msg: textMessage("pretending to be an agent"),
    });
    expect(refused.ok).toBe(false);
    expect((await signedInMember.next(chatEvents.error)).code).toBe("forbidden");

    const anonymous = track(await connectChat(origin, {}));
    expect((await anonymous.send(chatEvents.serverSendMessage, {})).ok).toBe(false);

    await expect(connectChat(origin, { token: "not-a-token" })).rejects.toMatchObject({
      message: "unauthorized",
    });
    expect(
      (await api(testApp).as(member.token).get("/api/im/findHistoryMsg?clientChatId=user-1"))
        .status,
    ).toBe(403);
    expect((await api(testApp).get("/api/im/findOnlineUsers")).status).toBe(401);
  });

  it("keys a member's conversation by the session, not by the id the browser sends", async () => {
    const serving = await agent();
    const signedInMember = await visitor({ token: member.token });
    expect(signedInMember.clientChatId).toBe(`user-${member.user.id}`);
    await signedInMember.next(chatEvents.serverOn);
    await signedInMember.send(chatEvents.clientSendMessage, { msg: textMessage("from a member") });
    const received = await serving.next(chatEvents.clientSendMessage);
    // The console shows the member's title from their account.
    expect(received.clientChatEn.memberId).toBe(member.user.id);
    const own = await api(testApp).as(member.token).get("/api/im/findUserHistoryMsg");
    expect(own.data.map((message: { content: string }) => message.content)).toEqual([
      "from a member",
    ]);
    const asAgent = await api(testApp).as(agentAccount.token).post("/api/im/chat-user-history", {
      currentUserId: agentAccount.user.id,
      targetUserId: member.user.id,
    });
    expect(JSON.parse(asAgent.data.list[0]).msg.content).toBe("from a member");
    const asSomeoneElse = await api(testApp)
      .as(agentAccount.token)
      .post("/api/im/chat-user-history", {
        currentUserId: member.user.id,
        targetUserId: member.user.id,
      });
    expect(asSomeoneElse.status).toBe(403);
  });

  it("refuses bad, oversized and unopened messages with a translated error event", async () => {
    const early = track(await connectChat(origin, { role: "visitor", language: "en-US" }));
    const unopened = await early.send(chatEvents.clientSendMessage, { msg: textMessage("hi") });
    expect(unopened).toEqual({
      ok: false,
      msg: "Open the conversation (CLIENT_ON) before sending messages",
    });

    const guest = await visitor({ language: "en-US" });
    const tooLong = await guest.send(chatEvents.clientSendMessage, {
      msg: textMessage("x".repeat(2001)),
    });
    expect(tooLong.ok).toBe(false);
    expect(tooLong.ok === false && tooLong.msg).toContain("at most 2000");
    const error = await guest.next(chatEvents.error);
    expect(error.code).toBe("bad_request");
    const script = await guest.send(chatEvents.clientSendMessage, {
      msg: { id: "image-0001", contentType: "image", content: "javascript:alert(1)" },
    });
    expect(script.ok).toBe(false);
    expect((await guest.send(chatEvents.clientSendMessage, "nonsense")).ok).toBe(false);
  });

  it("serves the socket list and the visitor's own history", async () => {
    const servers = await api(testApp).get("/api/nettySocketController/getIMServerList");
    expect(servers.data).toEqual([{ url: "", path: "/socket.io" }]);
    const guest = await visitor();
    await guest.send(chatEvents.clientSendMessage, { msg: textMessage("kept") });
    const own = await api(testApp).get(
      `/api/im/findUserHistoryMsg?clientChatId=${guest.clientChatId}`,
    );
    expect(own.data.map((message: { content: string }) => message.content)).toEqual(["kept"]);
    expect((await api(testApp).get("/api/im/findUserHistoryMsg")).status).toBe(401);
  });
});

describe("live chat assignment", () => {
  let testApp: TestApp;
  let origin: string;
  const open: ChatClient[] = [];
  const track = <T extends ChatClient>(client: T) => {
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    testApp = await buildTestApp({ CHAT_MESSAGES_PER_MINUTE: "3" });
    origin = await listeningOrigin(testApp);
  });
  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    await until(async () => (await testApp.app.io.fetchSockets()).length === 0, "sockets to close");
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const newAgent = async (nickname: string) => {
    const account = await signedIn(testApp, { nickname, permissions: [permissions.chatServe] });
    const client = track(await connectChat(origin, { token: account.token }));
    await client.next(chatEvents.serverOn);
    return client;
  };
  const servedBy = (client: ChatClient) =>
    new Set(client.received(chatEvents.clientOn).map((event) => event.clientChatEn.clientChatId));

  it("tells visitors nobody is online, keeps their messages and gives them to the next agent", async () => {
    const guest = track(await openedVisitor(origin));
    await guest.next(chatEvents.serverOff);
    const waiting = textMessage("anyone there?");
    expect(await guest.send(chatEvents.clientSendMessage, { msg: waiting })).toEqual({
      ok: true,
      id: waiting.id,
    });
    const late = await newAgent("Late Agent");
    const clientOn = await late.next(chatEvents.clientOn);
    expect(clientOn.clientChatEn.clientChatId).toBe(guest.clientChatId);
    const delivered = await late.next(chatEvents.clientSendMessage);
    expect(delivered.msg).toMatchObject({ id: waiting.id, content: "anyone there?" });
    expect((await guest.next(chatEvents.serverOn)).serverChatName).toBe("Late Agent");
  });

  it("gives each visitor to the agent with the fewest open chats and hands chats over when an agent leaves", async () => {
    const first = await newAgent("First");
    const guests = [track(await openedVisitor(origin)), track(await openedVisitor(origin))];
    const second = await newAgent("Second");
    await until(() => servedBy(first).size === 2, "the first agent to serve both visitors");
    expect(servedBy(second).size).toBe(0);

    const third = track(await openedVisitor(origin));
    await second.next(chatEvents.clientOn);
    expect(servedBy(second)).toEqual(new Set([third.clientChatId]));

    first.close();
    await until(() => servedBy(second).size === 3, "the hand-over to the second agent");
    for (const guest of guests) {
      await guest.next(chatEvents.serverOn, (identity) => identity.serverChatName === "Second");
    }
    second.close();
    for (const guest of [...guests, third]) await guest.next(chatEvents.serverOff);
  });

  it("limits how fast a conversation sends, with a clear error event", async () => {
    const guest = track(await openedVisitor(origin, { language: "en-US" }));
    const acks = [];
    for (let index = 0; index < 4; index += 1) {
      acks.push(await guest.send(chatEvents.clientSendMessage, { msg: textMessage(`m${index}`) }));
    }
    expect(acks.slice(0, 3).every((ack) => ack.ok)).toBe(true);
    expect(acks[3]).toMatchObject({ ok: false });
    expect(acks[3]?.ok === false && acks[3].msg).toMatch(/too fast/);
    expect((await guest.next(chatEvents.error)).code).toBe("too_many_requests");
  });
});
