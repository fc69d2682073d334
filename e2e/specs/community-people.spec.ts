import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { communityEnUS } from "../../apps/web/src/i18n/community/en-US.ts";
import { communityZhCN } from "../../apps/web/src/i18n/community/zh-CN.ts";
import { forumZhCN } from "../../apps/web/src/i18n/forum/zh-CN.ts";
import {
  administratorToken,
  callApi,
  createUser,
  type TestUser,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { responseTo } from "../support/pages.ts";
import { buttonName } from "../support/texts.ts";

const c = communityZhCN.community.personInfo;
const f = forumZhCN.forum;

type Title = { kind: "engineer" | "honorary" | "ordinary"; name: string };

/** The member's title as the server words it for a reader of `language`. */
async function titleOf(member: TestUser, language: "zh-CN" | "en-US" = "zh-CN"): Promise<Title> {
  const profile = await callApi<{ title: Title }>(`/api/user/userInfoById?id=${member.id}`, {
    language,
  });
  return profile.title;
}

/** A visible question of `author` in a board of this run's own (staff approve a queued post). */
async function publishedQuestion(author: TestUser): Promise<number> {
  const admin = await administratorToken();
  const board = await callApi<{ id: number }>("/api/topicManageController/add", {
    token: admin,
    body: { name: `E2E 社区 ${uniqueSuffix()}`, nameEn: `E2E community ${uniqueSuffix()}` },
  });
  const title = `EC200U loses the APN after sleep ${uniqueSuffix()}`;
  const post = await callApi<{ id: number; status: string }>("/api/postsController/publishPosts", {
    token: author.token,
    body: { topicId: board.id, title, content: `<p>${title}: AT+CGDCONT? is empty.</p>` },
  });
  if (post.status === "pending") {
    await callApi("/api/manualAuditController/verifyPublishContent", {
      token: admin,
      body: { id: post.id, kind: "post", approve: true },
    });
  }
  return post.id;
}

/** The personal page's heading and the title tag beside it. */
async function openPersonalPage(page: Page, member: TestUser) {
  await page.goto(`/#/personinfo/${member.id}`);
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: member.nickname, level: 1 }).waitFor();
  return main;
}

/** The number a statistic of the personal page shows under its label. */
function statistic(page: Page, label: string) {
  return page
    .getByRole("main")
    .getByRole("definition")
    .filter({
      has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`),
    });
}

describe("community people", () => {
  const browser = useBrowser();

  it("staff certify an engineer; their reply in the forum and their personal page show the title", async () => {
    const { page } = browser;
    const author = await createUser();
    const engineer = await createUser();
    const postId = await publishedQuestion(author);
    await callApi("/api/user/authenticateEngineer", {
      token: await administratorToken(),
      body: { userId: engineer.id },
    });
    const title = await titleOf(engineer);
    expect(title.kind).toBe("engineer");
    const reply = await callApi<{ id: number; status: string }>("/api/follow/sendPost", {
      token: engineer.token,
      body: { postId, content: "<p>Set the APN again after wake-up: AT+QICSGP=1.</p>" },
    });
    if (reply.status === "pending") {
      await callApi("/api/manualAuditController/verifyPublishContent", {
        token: await administratorToken(),
        body: { id: reply.id, kind: "reply", approve: true },
      });
    }

    await page.goto(`/#/forum/post/${postId}`);
    const answer = page.getByRole("main").getByRole("article", { name: engineer.nickname });
    await answer.getByText(title.name, { exact: true }).waitFor();
    // The question's author is an ordinary member: no tag beside their name.
    expect(await page.locator('[data-title-kind="honorary"]').count()).toBe(0);

    const main = await openPersonalPage(page, engineer);
    const tag = main.locator('[data-title-kind="engineer"]');
    expect(await tag.innerText()).toBe(title.name);

    // The page lists the engineer's reply under the question it answers, and opens it.
    await main.getByRole("tab", { name: `${c.tabs.replies} 1` }).click();
    await main.getByText("Set the APN again after wake-up: AT+QICSGP=1.").waitFor();
    await main.getByRole("link", { name: /EC200U loses the APN after sleep/ }).click();
    await page.waitForURL(new RegExp(`#/forum/post/${postId}`));
  }, 120_000);

  it("shows an honorary title in English to an English reader", async () => {
    const member = await createUser();
    const admin = await administratorToken();
    const titles = await callApi<{ id: number; name: string }[]>("/api/honoraryTitle/list", {
      token: admin,
    });
    const star = titles.find((title) => title.name === "社区之星");
    if (!star) throw new Error("the demo data holds no 社区之星");
    await callApi("/api/user/setHonoraryTitle", {
      token: admin,
      body: { userId: member.id, titleId: star.id },
    });

    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const main = await openPersonalPage(page, member);
    const tag = main.locator('[data-title-kind="honorary"]');
    expect(await tag.innerText()).toBe("Community star");
    await main.getByText(communityEnUS.community.personInfo.points, { exact: true }).waitFor();
  }, 60_000);

  it("a member follows another from their page and the follower count rises", async () => {
    const { page, context } = browser;
    const followed = await createUser();
    const follower = await createUser();
    await useSession(context, follower.token);

    await openPersonalPage(page, followed);
    const followers = statistic(page, c.followers);
    await expect.poll(() => followers.innerText()).toBe("0");
    const follow = page.getByRole("main").getByRole("button", {
      name: new RegExp(`^${[...f.follow.follow].join("\\s?")}$`),
    });
    const sent = await responseTo(page, "/api/user/focusOn", () => follow.click());
    expect(sent.status()).toBe(200);
    await page
      .getByRole("main")
      .getByRole("button", { name: buttonName(f.follow.following) })
      .waitFor();
    await expect.poll(() => followers.innerText()).toBe("1");
    // Their followers tab lists the new follower.
    await page.getByRole("main").getByRole("tab", { name: c.tabs.followers }).click();
    await page.getByRole("main").getByRole("link", { name: follower.nickname }).waitFor();
  }, 60_000);

  it("shows a visitor the follow button that leads to sign in, and a member no button on their own page", async () => {
    const { page, context } = browser;
    const member = await createUser();
    const main = await openPersonalPage(page, member);
    await main
      .getByRole("button", { name: new RegExp(`^${[...f.follow.follow].join("\\s?")}$`) })
      .click();
    await page.waitForURL(/#\/login\?redirect=/);

    // A new page: the app reads the session cookie when it starts.
    await useSession(context, member.token);
    const own = await openPersonalPage(await context.newPage(), member);
    await own.getByRole("tab", { name: c.tabs.following }).waitFor();
    expect(await own.getByRole("button", { name: buttonName(f.follow.follow) }).count()).toBe(0);
  }, 60_000);
});
