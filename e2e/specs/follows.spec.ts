import { describe, expect, it } from "vitest";
import { forumZhCN } from "../../apps/web/src/i18n/forum/zh-CN.ts";
import { messageZhCN } from "../../apps/web/src/i18n/message/zh-CN.ts";
import {
  administratorToken,
  callApi,
  createUser,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName } from "../support/texts.ts";

const f = forumZhCN.forum;
const m = messageZhCN.message;

describe("follows", () => {
  const browser = useBrowser();

  it("a member follows another and their board; the followed member posts, the follower's header count rises at once and the message opens the post", async () => {
    const { page, context } = browser;
    const admin = await administratorToken();
    const board = await callApi<{ id: number }>("/api/topicManageController/add", {
      token: admin,
      body: { name: `E2E 关注 ${uniqueSuffix()}`, nameEn: "E2E follows" },
    });
    const author = await createUser();
    const follower = await createUser();
    // The member's page belongs to another part of the portal: the member is followed through
    // the API, the board from its page.
    await callApi("/api/user/focusOn", {
      token: follower.token,
      body: { targetType: "user", targetId: author.id },
    });
    await callApi("/api/message/markAllRead", { token: follower.token, body: {} });

    await useSession(context, follower.token);
    const socketConnected = page
      .waitForEvent("websocket", { predicate: (socket) => socket.url().includes("/socket.io/") })
      .then((socket) =>
        socket.waitForEvent("framereceived", {
          predicate: (frame) => String(frame.payload).startsWith("40"),
        }),
      );
    await page.goto(`/#/forum/topic/${board.id}`);
    const main = page.getByRole("main");
    // Its state is read first (the button is loading meanwhile and takes no click).
    const follow = main.getByRole("button", {
      name: new RegExp(`^${[...f.follow.follow].join("\\s?")}$`),
    });
    await follow.waitFor();
    const followed = await responseTo(page, "/api/user/focusOn", () => follow.click());
    expect(followed.status()).toBe(200);
    await main.getByRole("button", { name: buttonName(f.follow.following) }).waitFor();
    const bell = page.getByRole("banner").getByTestId("message-bell");
    await expect.poll(() => bell.getAttribute("aria-label")).toBe(m.bell);
    await socketConnected;

    // The author posts (a new account's post waits for the audit; staff approve it).
    const title = `Cat.1 drops the network ${uniqueSuffix()}`;
    const post = await callApi<{ id: number; status: string }>(
      "/api/postsController/publishPosts",
      {
        token: author.token,
        body: { topicId: board.id, title, content: `<p>${title}: it reconnects after 5 min.</p>` },
      },
    );
    if (post.status === "pending") {
      await callApi("/api/manualAuditController/verifyPublishContent", {
        token: admin,
        body: { id: post.id, kind: "post", approve: true },
      });
    }

    // Following both the author and the board, the member is told once, without a reload.
    await expect
      .poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 })
      .toBe(m.bellUnread.replace("{{count}}", "1"));
    await bell.click();
    await waitForRoute(page, "/message");
    const notice = main.getByRole("link", {
      name: m.kinds.followed_post.replace("{{actor}}", author.nickname).replace("{{title}}", title),
    });
    await notice.click();
    await waitForRoute(page, `/forum/post/${post.id}`);
    await main.getByRole("heading", { name: title, level: 1 }).waitFor();
  }, 120_000);
});
