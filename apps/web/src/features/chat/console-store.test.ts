import type { ClientChatSummary, Page } from "@portal/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasMoreChats, useAgentConsole } from "./console-store.ts";

const server = vi.hoisted(() => ({
  answers: [] as (Page<unknown> | Error)[],
  asked: [] as number[],
}));

vi.mock("./api.ts", () => ({
  fetchCurrentHistory: async () => [],
  fetchServedChats: async (page: number) => {
    server.asked.push(page);
    const answer = server.answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error("no answer");
    return answer;
  },
}));
vi.mock("./chat-socket.ts", () => ({ openChatSocket: vi.fn(), randomId: () => "id" }));

function chat(number: number): ClientChatSummary {
  return {
    clientChatId: `visitor-${String(number).padStart(12, "0")}`,
    clientChatName: `Visitor ${number}`,
    memberId: null,
    sourceInfo_way: null,
    state: "on",
    lastMsgTime: null,
  };
}

function page(numbers: number[], pageNumber: number, total: number): Page<ClientChatSummary> {
  return { list: numbers.map(chat), total, page: pageNumber, pageSize: 20 };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

async function until(check: () => boolean) {
  for (let tries = 0; tries < 100 && !check(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  expect(check()).toBe(true);
}

const consoleState = () => useAgentConsole.getState();

describe("the agent console's list", () => {
  afterEach(() => {
    server.asked.length = 0;
  });

  it("reads the agent's chats a page at a time up to the server's total, each chat once", async () => {
    server.answers.push(page(range(1, 20), 1, 25), page(range(20, 25), 2, 25));
    consoleState().loadMoreChats();
    // A second call while the page is read asks for nothing more.
    consoleState().loadMoreChats();
    await until(() => Object.keys(consoleState().chats.chats).length === 20);
    expect(consoleState().list).toMatchObject({ pagesRead: 1, total: 25, loading: false });
    expect(hasMoreChats(consoleState().list)).toBe(true);

    consoleState().loadMoreChats();
    await until(() => Object.keys(consoleState().chats.chats).length === 25);
    expect(hasMoreChats(consoleState().list)).toBe(false);
    consoleState().loadMoreChats();
    expect(server.asked).toEqual([1, 2]);
    // The chat that slid onto the second page is shown once, as a new customer.
    const twentieth = consoleState().chats.chats[chat(20).clientChatId];
    expect(twentieth?.msgList.map((line) => line.systemKind)).toEqual(["newCustomer"]);
  });

  it("keeps a failed read to show with a retry, which reads the same page again", async () => {
    useAgentConsole.setState({
      list: { pagesRead: 0, total: null, loading: false, error: null },
    });
    server.answers.push(new Error("network error"), page([30], 1, 1));
    consoleState().loadMoreChats();
    await until(() => consoleState().list.error !== null);
    expect(consoleState().list.error?.message).toBe("network error");
    consoleState().loadMoreChats();
    await until(() => consoleState().list.pagesRead === 1);
    expect(server.asked).toEqual([1, 1]);
    expect(consoleState().list.error).toBeNull();
  });
});
