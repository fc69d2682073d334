/// <reference lib="dom" />
import { describe, expect, it } from "vitest";
import { messageZhCN } from "../../apps/web/src/i18n/message/zh-CN.ts";
import {
  administratorToken,
  callApi,
  createUser,
  type TestUser,
  uniqueSuffix,
  userMenu,
  useSession,
} from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName } from "../support/texts.ts";

const m = messageZhCN.message;

/** A published question by `author`: a new account's post waits for the audit, so staff approve it. */
async function publishedQuestion(author: TestUser, title: string) {
  // A board of this run's own: the demo boards ask for their question template's fields.
  const board = await callApi<{ id: number }>("/api/topicManageController/add", {
    token: await administratorToken(),
    body: { name: `E2E 版块 ${uniqueSuffix()}`, nameEn: "E2E board" },
  });
  const post = await callApi<{ id: number; status: string }>("/api/postsController/publishPosts", {
    token: author.token,
    body: { topicId: board.id, title, content: `<p>${title}: CSQ stays at 99 after boot.</p>` },
  });
  if (post.status === "pending") {
    await callApi("/api/manualAuditController/verifyPublishContent", {
      token: await administratorToken(),
      body: { id: post.id, kind: "post", approve: true },
    });
  }
  return post.id;
}

async function reply(replier: TestUser, postId: number) {
  await callApi("/api/follow/sendPost", {
    token: replier.token,
    body: { postId, content: `<p>Check the antenna and the APN first (${uniqueSuffix()}).</p>` },
  });
}

describe("the message centre", () => {
  const browser = useBrowser();

  it("shows a reply to a member's question in the header at once, and marks notices read", async () => {
    const { page, context } = browser;
    const author = await createUser();
    const title = `NB-IoT attach ${uniqueSuffix()}`;
    const postId = await publishedQuestion(author, title);
    // Whatever the publishing told the author (its approval) is read: the page starts at 0.
    await callApi("/api/message/markAllRead", { token: author.token, body: {} });

    await useSession(context, author.token);
    const socketOpened = page.waitForEvent("websocket", {
      predicate: (socket) => socket.url().includes("/socket.io/"),
    });
    await page.goto("/#/message");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: m.title, level: 1 }).waitFor();
    const bell = page.getByRole("banner").getByTestId("message-bell");
    await expect.poll(() => bell.getAttribute("aria-label")).toBe(m.bell);
    await main.getByRole("tab", { name: m.tabs.unread }).click();
    await main.getByText(m.emptyUnread).waitFor();
    await main.getByRole("tab", { name: m.tabs.all }).click();

    // The bell's socket is connected (its namespace acknowledged) before anything happens.
    const socket = await socketOpened;
    await socket.waitForEvent("framereceived", {
      predicate: (frame) => String(frame.payload).startsWith("40"),
    });

    const replier = await createUser();
    await reply(replier, postId);
    const oneUnread = m.bellUnread.replace("{{count}}", "1");
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 }).toBe(oneUnread);
    const noticeText = m.kinds.reply
      .replace("{{actor}}", replier.nickname)
      .replace("{{title}}", title);
    const notice = main.getByRole("link", { name: noticeText });
    await notice.waitFor();
    expect(await notice.getAttribute("href")).toMatch(new RegExp(`^#/forum/post/${postId}(\\?|$)`));

    // Opening it marks it read; the count goes back without a reload.
    const read = await responseTo(page, "/api/message/markRead", () => notice.click());
    expect(read.status()).toBe(200);
    await expect.poll(() => bell.getAttribute("aria-label")).toBe(m.bell);

    // Two more replies, then "mark all read" on the message centre.
    await reply(await createUser(), postId);
    await reply(await createUser(), postId);
    await expect
      .poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 })
      .toBe(m.bellUnread.replace("{{count}}", "2"));
    await bell.click();
    await waitForRoute(page, "/message");
    const markedAll = await responseTo(page, "/api/message/markAllRead", () =>
      main.getByRole("button", { name: buttonName(m.markAllRead) }).click(),
    );
    expect(markedAll.status()).toBe(200);
    await expect.poll(() => bell.getAttribute("aria-label")).toBe(m.bell);
    await main.getByRole("tab", { name: m.tabs.unread }).click();
    await main.getByText(m.emptyUnread).waitFor();
  });

  it("sends a visitor who is not signed in to sign in first", async () => {
    const { page } = browser;
    await page.goto("/#/message");
    await waitForRoute(page, `/login?redirect=${encodeURIComponent("/message")}`);
    await page.goto("/#/points");
    await waitForRoute(page, `/login?redirect=${encodeURIComponent("/points")}`);
  });

  it("shows a new member's welcome points on the points page, linked from the user menu", async () => {
    const { page, context } = browser;
    const member = await createUser();
    await useSession(context, member.token);
    await page.goto("/#/home");
    await userMenu(page).click();
    await page.getByRole("menuitem", { name: m.points.menu }).click();
    await waitForRoute(page, "/points");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: m.points.title, level: 1 }).waitFor();
    await main.getByText(m.points.reasons.welcome).waitFor();
    await main.getByText("+100").waitFor();
  });
});
