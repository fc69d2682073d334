import type { MessageRow, PointsLedgerRow } from "@portal/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, loadLanguage } from "../../../i18n/i18n.ts";
import { useAppStore } from "../../../lib/app-store.ts";
import { MessageCentrePage } from "./MessageCentrePage.tsx";
import { PointsPage } from "./PointsPage.tsx";

type Answer = { status?: number; data?: unknown };
type Route = (url: URL, body: unknown) => Answer;

/** The API as these pages see it: each path answers through `routes`; every request is kept. */
function fakeApi(routes: Record<string, Route>) {
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://portal.test");
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    requests.push({
      method: init.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body,
    });
    const route = routes[url.pathname];
    const answer = route ? route(url, body) : { status: 404 };
    const status = answer.status ?? 200;
    const envelope =
      status === 200 ? { code: 200, data: answer.data, msg: "ok" } : { code: status, msg: "Down" };
    return new Response(JSON.stringify(envelope), { status });
  });
  return requests;
}

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>{page}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notice(overrides: Partial<MessageRow> & Pick<MessageRow, "id">): MessageRow {
  return {
    kind: "reply",
    params: { title: "AT+CSQ answers 99" },
    link: "/forum/post/7",
    actor: { id: 3, nickname: "Engineer Wu" },
    read: false,
    createdAt: minutesAgo(5),
    ...overrides,
  };
}

beforeEach(async () => {
  await loadLanguage("en-US");
  await i18n.changeLanguage("en-US");
  useAppStore.setState({ language: "en-US", token: "member-token" });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Ant Design renders slowly in happy-dom.
describe("the message centre page", { timeout: 30_000 }, () => {
  it("shows each notice in the reader's language with its time, and marks one read when opened", async () => {
    let notices = [
      notice({ id: 2 }),
      notice({
        id: 1,
        kind: "moderation",
        params: { title: "Ads", action: "lock", reason: "Off topic" },
        link: null,
        actor: null,
        read: true,
        createdAt: minutesAgo(180),
      }),
    ];
    const requests = fakeApi({
      "/api/message/list": () => ({
        data: { list: notices, total: notices.length, page: 1, pageSize: 20 },
      }),
      "/api/message/unreadCount": () => ({
        data: { count: notices.filter((row) => !row.read).length },
      }),
      "/api/message/markRead": (_, body) => {
        const ids = (body as { ids: number[] }).ids;
        notices = notices.map((row) => (ids.includes(row.id) ? { ...row, read: true } : row));
        return { data: { count: 0 } };
      },
    });
    renderPage(<MessageCentrePage />);
    const link = await screen.findByRole("link", {
      name: "Engineer Wu replied to your post “AT+CSQ answers 99”",
    });
    expect(link.getAttribute("href")).toBe("/forum/post/7");
    expect(screen.getByText("A moderator acted on “Ads”: locked. Reason: Off topic")).toBeTruthy();
    expect(screen.getByText("5 minutes ago")).toBeTruthy();
    expect(screen.getByText("3 hours ago")).toBeTruthy();
    await screen.findByRole("tab", { name: "Unread (1)" });

    fireEvent.click(link);
    await waitFor(() =>
      expect(requests.find((request) => request.path === "/api/message/markRead")?.body).toEqual({
        ids: [2],
      }),
    );
    // The list and the count are asked again.
    await screen.findByRole("tab", { name: "Unread" });
  });

  it("lists unread notices only on its tab, and marks them all read", async () => {
    let read = false;
    const requests = fakeApi({
      "/api/message/list": (url) => {
        const unreadOnly = url.searchParams.get("unread") === "true";
        const list = unreadOnly && read ? [] : [notice({ id: 5, read })];
        return { data: { list, total: list.length, page: 1, pageSize: 20 } };
      },
      "/api/message/unreadCount": () => ({ data: { count: read ? 0 : 1 } }),
      "/api/message/markAllRead": () => {
        read = true;
        return { data: { count: 0 } };
      },
    });
    renderPage(<MessageCentrePage />);
    fireEvent.click(await screen.findByRole("tab", { name: "Unread (1)" }));
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === "/api/message/list" && request.query.get("unread") === "true",
        ),
      ).toBe(true),
    );
    const markAll = await screen.findByRole("button", { name: /Mark all as read/ });
    fireEvent.click(markAll);
    expect(await screen.findByText("No unread messages")).toBeTruthy();
    expect(requests.some((request) => request.path === "/api/message/markAllRead")).toBe(true);
    await waitFor(() =>
      expect(
        (screen.getByRole("button", { name: /Mark all as read/ }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it("says so when there is nothing, and offers a retry when the list fails", async () => {
    let failing = true;
    fakeApi({
      "/api/message/list": () =>
        failing ? { status: 500 } : { data: { list: [], total: 0, page: 1, pageSize: 20 } },
      "/api/message/unreadCount": () => ({ data: { count: 0 } }),
    });
    renderPage(<MessageCentrePage />);
    expect(await screen.findByText("The messages could not be loaded")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: /Retry/ }));
    expect(await screen.findByText("No messages yet")).toBeTruthy();
  });
});

describe("the points page", { timeout: 30_000 }, () => {
  it("shows the balance and each change with its reason, sign and post", async () => {
    const list: PointsLedgerRow[] = [
      {
        id: 3,
        amount: -30,
        reason: "bounty_hold",
        balance: 70,
        createdAt: "2026-03-02T10:00:00Z",
        postId: 12,
      },
      {
        id: 1,
        amount: 100,
        reason: "welcome",
        balance: 100,
        createdAt: "2026-03-01T10:00:00Z",
        postId: null,
      },
    ];
    fakeApi({
      "/api/user/points": () => ({
        data: { balance: 70, list, total: 2, page: 1, pageSize: 20, signedInToday: true },
      }),
    });
    renderPage(<PointsPage />);
    expect(await screen.findByText("Bounty offered (held)")).toBeTruthy();
    expect(screen.getByText("Welcome grant")).toBeTruthy();
    expect(screen.getByText("-30")).toBeTruthy();
    expect(screen.getByText("+100")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View post" }).getAttribute("href")).toBe(
      "/forum/post/12",
    );
    expect(screen.getAllByText("70").length).toBeGreaterThan(0);
  });

  it("signs in for today's points once, then says it is done", async () => {
    let signedInToday = false;
    const requests = fakeApi({
      "/api/user/points": () => ({
        data: { balance: 100, list: [], total: 0, page: 1, pageSize: 20, signedInToday },
      }),
      "/api/user/dailySignIn": () => {
        signedInToday = true;
        return { data: { signedInToday, awarded: 5, balance: 105, daysSignedIn: 1 } };
      },
    });
    renderPage(<PointsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign in for today's points" }));
    const done = await screen.findByRole("button", { name: /Signed in today/ });
    expect(done.hasAttribute("disabled")).toBe(true);
    expect(requests.filter((request) => request.path === "/api/user/dailySignIn")).toHaveLength(1);
  });

  it("offers a retry when the ledger fails", async () => {
    fakeApi({ "/api/user/points": () => ({ status: 500 }) });
    renderPage(<PointsPage />);
    expect(await screen.findByText("The points could not be loaded")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Retry/ })).toBeTruthy();
  });
});
