import { describe, expect, it } from "vitest";
import type { ChatMessage, ClientChatSummary } from "../schemas/chat.ts";
import {
  type ChatConsoleAction,
  type ChatConsoleState,
  chatConsoleReducer,
  chatNotificationPolicy,
  initialChatConsoleState,
  notificationText,
  sortedChats,
} from "./chat-console.ts";

const start = Date.parse("2026-05-01T08:00:00.000Z");
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
const summary = (clientChatId: string, name = "Visitor 4821"): ClientChatSummary => ({
  clientChatId,
  clientChatName: name,
  memberId: null,
  sourceInfo_way: "/product",
  state: "on",
  lastMsgTime: null,
});
const message = (
  id: string,
  minutes: number,
  overrides: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  role: "client",
  contentType: "text",
  content: `text ${id}`,
  createTime: at(minutes),
  ...overrides,
});
const run = (...actions: ChatConsoleAction[]) =>
  actions.reduce<ChatConsoleState>(chatConsoleReducer, initialChatConsoleState);
const connect = (
  clientChatId: string,
  minutes = 0,
  history: ChatMessage[] = [],
): ChatConsoleAction => ({
  type: "clientOn",
  clientChatEn: summary(clientChatId),
  history,
  at: at(minutes),
});
const systemKinds = (state: ChatConsoleState, clientChatId: string) =>
  state.chats[clientChatId]?.msgList.map((line) => line.systemKind ?? line.id);

describe("the agent console's chat states", () => {
  it("sets a new client connection on, with its history and a new-customer line", () => {
    const state = run(connect("a", 10, [message("m1", 0), message("m2", 1)]));
    expect(state.chats.a?.state).toBe("on");
    expect(systemKinds(state, "a")).toEqual(["time", "m1", "m2", "newCustomer"]);
  });

  it("reconnects an existing chat: on again, a reconnected line, history not doubled", () => {
    const state = run(
      connect("a", 0, [message("m1", 0)]),
      { type: "clientOff", clientChatId: "a", at: at(1) },
      connect("a", 2, [message("m1", 0), message("m2", 1)]),
    );
    expect(state.chats.a?.state).toBe("on");
    expect(systemKinds(state, "a")).toEqual([
      "time",
      "m1",
      "newCustomer",
      "disconnected",
      "m2",
      "reconnected",
    ]);
  });

  it("sets a chat off on CLIENT_OFF with a disconnected line", () => {
    const state = run(connect("a"), { type: "clientOff", clientChatId: "a", at: at(1) });
    expect(state.chats.a?.state).toBe("off");
    expect(state.chats.a?.msgList.at(-1)).toMatchObject({
      role: "sys",
      systemKind: "disconnected",
    });
  });

  it("adds a time-stamp line only more than 5 minutes after the last shown time", () => {
    const state = run(
      connect("a"),
      { type: "message", clientChatId: "a", msg: message("m1", 0) },
      { type: "message", clientChatId: "a", msg: message("m2", 4) },
      { type: "message", clientChatId: "a", msg: message("m3", 5) },
      { type: "message", clientChatId: "a", msg: message("m4", 5.5) },
      { type: "message", clientChatId: "a", msg: message("m5", 11) },
    );
    expect(systemKinds(state, "a")).toEqual([
      "newCustomer",
      "time",
      "m1",
      "m2",
      "m3",
      "time",
      "m4",
      "time",
      "m5",
    ]);
    expect(state.chats.a?.lastMsgShowTime).toBe(at(11));
  });

  it("keeps a message once by id (a resend after a reconnect)", () => {
    const state = run(
      connect("a"),
      { type: "message", clientChatId: "a", msg: message("m1", 0) },
      { type: "message", clientChatId: "a", msg: message("m1", 0) },
    );
    expect(state.chats.a?.msgList.filter((line) => line.id === "m1")).toHaveLength(1);
    expect(state.chats.a?.newMsgCount).toBe(1);
  });

  it("counts unread messages and resets the count when the chat is selected", () => {
    const counted = run(
      connect("a"),
      { type: "message", clientChatId: "a", msg: message("m1", 0) },
      { type: "message", clientChatId: "a", msg: message("m2", 1) },
    );
    expect(counted.chats.a?.newMsgCount).toBe(2);
    const selected = chatConsoleReducer(counted, { type: "select", clientChatId: "a" });
    expect(selected.chats.a?.newMsgCount).toBe(0);
    expect(selected.selectedId).toBe("a");
    const read = chatConsoleReducer(selected, {
      type: "message",
      clientChatId: "a",
      msg: message("m3", 2),
    });
    expect(read.chats.a?.newMsgCount).toBe(0);
  });

  it("sorts by last message time, newest first, followed chats first", () => {
    let state = run(
      connect("old"),
      connect("new"),
      connect("followed"),
      { type: "message", clientChatId: "old", msg: message("m1", 1) },
      { type: "message", clientChatId: "new", msg: message("m2", 3) },
      { type: "message", clientChatId: "followed", msg: message("m3", 0) },
    );
    expect(sortedChats(state).map((chat) => chat.clientChatId)).toEqual(["new", "old", "followed"]);
    state = chatConsoleReducer(state, { type: "follow", clientChatId: "followed", isFollow: true });
    expect(sortedChats(state).map((chat) => chat.clientChatId)).toEqual(["followed", "new", "old"]);
  });

  it("shows the visitor's typing live, outside the list, until its message comes", () => {
    const typing = run(connect("a"), {
      type: "message",
      clientChatId: "a",
      msg: message("p1", 0, { contentType: "preInput", content: "Does the N5" }),
    });
    expect(typing.chats.a?.preInput).toBe("Does the N5");
    expect(typing.chats.a?.msgList.some((line) => line.contentType === "preInput")).toBe(false);
    const sent = chatConsoleReducer(typing, {
      type: "message",
      clientChatId: "a",
      msg: message("m1", 0),
    });
    expect(sent.chats.a?.preInput).toBe("");
  });

  it("raises a notification for a visitor's message only when the agent is not on the chat page", () => {
    const onPage = run(connect("a"), { type: "message", clientChatId: "a", msg: message("m1", 0) });
    expect(onPage.notifications).toEqual([]);
    const away = run(
      connect("a"),
      { type: "chatPage", onChatPage: false },
      { type: "message", clientChatId: "a", msg: message("m1", 0, { content: "hello" }) },
      { type: "message", clientChatId: "a", msg: message("m2", 0, { role: "server" }) },
    );
    expect(away.notifications).toEqual([
      { id: "m1", clientChatId: "a", title: "Visitor 4821", body: "hello" },
    ]);
  });

  it("keeps at most 5 notifications, the newest, and drops one when it closes", () => {
    let state = run(connect("a"), { type: "chatPage", onChatPage: false });
    for (let index = 0; index < 7; index += 1) {
      state = chatConsoleReducer(state, {
        type: "message",
        clientChatId: "a",
        msg: message(`m${index}`, index),
      });
    }
    expect(chatNotificationPolicy).toEqual({ maxShown: 5, closeAfterMs: 10_000, textLength: 24 });
    expect(state.notifications.map((notification) => notification.id)).toEqual([
      "m2",
      "m3",
      "m4",
      "m5",
      "m6",
    ]);
    state = chatConsoleReducer(state, { type: "notificationClosed", id: "m4" });
    expect(state.notifications.map((notification) => notification.id)).toEqual([
      "m2",
      "m3",
      "m5",
      "m6",
    ]);
  });

  it("cuts a notification's text to 24 characters and an ellipsis", () => {
    expect(notificationText("a".repeat(24))).toBe("a".repeat(24));
    expect(notificationText("b".repeat(30))).toBe(`${"b".repeat(24)}…`);
    expect(notificationText("模组".repeat(20))).toBe(`${"模组".repeat(12)}…`);
  });

  it("keeps the typed input per chat", () => {
    const state = run(connect("a"), { type: "input", clientChatId: "a", text: "draft" });
    expect(state.chats.a?.inputContent).toBe("draft");
  });
});
