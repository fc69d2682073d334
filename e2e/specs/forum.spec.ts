/// <reference lib="dom" />
import { builtInParameters } from "@portal/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { forumEnUS } from "../../apps/web/src/i18n/forum/en-US.ts";
import { forumZhCN } from "../../apps/web/src/i18n/forum/zh-CN.ts";
import { forumZhTW } from "../../apps/web/src/i18n/forum/zh-TW.ts";
import { messageZhCN } from "../../apps/web/src/i18n/message/zh-CN.ts";
import {
  administratorToken,
  callApi,
  createUser,
  type TestUser,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import {
  expectNoSeriousViolations,
  motionFinished,
  narrowPhone,
  phoneWidth,
  useBrowser,
} from "../support/browser.ts";
import { chooseOption, responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, type Language, templatePattern, texts } from "../support/texts.ts";

const words = {
  "zh-CN": forumZhCN.forum,
  "en-US": forumEnUS.forum,
  "zh-TW": forumZhTW.forum,
};
const f = words["zh-CN"];
const m = messageZhCN.message;

const moduleField = { key: "module", label: "模组型号", labelEn: "Module model" };
/** The template field's label as each reader sees it (Traditional readers see it converted). */
const moduleLabel: Record<Language, string> = {
  "zh-CN": "模组型号",
  "en-US": "Module model",
  "zh-TW": "模組型號",
};

/** A board of this run's own, with a required "module model" question template. */
async function newBoard(): Promise<{ id: number; name: string }> {
  const name = `E2E 论坛 ${uniqueSuffix()}`;
  const board = await callApi<{ id: number }>("/api/topicManageController/add", {
    token: await administratorToken(),
    body: {
      name,
      nameEn: `E2E forum ${uniqueSuffix()}`,
      description: "端到端测试的版块",
      descriptionEn: "A board of the end-to-end tests",
      template: [{ ...moduleField, kind: "text", required: true }],
    },
  });
  return { id: board.id, name };
}

/** A member staff certified as engineer: their replies carry the certified mark. */
async function certifiedEngineer(): Promise<TestUser> {
  const engineer = await createUser();
  await callApi("/api/user/authenticateEngineer", {
    token: await administratorToken(),
    body: { userId: engineer.id },
  });
  return engineer;
}

async function balanceOf(member: TestUser): Promise<number> {
  const answer = await callApi<{ balance: number }>("/api/user/points?page=1&pageSize=1", {
    token: member.token,
  });
  return answer.balance;
}

/** A published question of `author` (staff approve it when the new account's post is queued). */
async function publishedQuestion(author: TestUser, topicId: number, title: string) {
  const post = await callApi<{ id: number; status: string }>("/api/postsController/publishPosts", {
    token: author.token,
    body: {
      topicId,
      title,
      content: `<p>${title}: the module answers +CSQ: 99,99 after power-on.</p>`,
      templateAnswers: { module: "BC260Y" },
    },
  });
  if (post.status === "pending") {
    await callApi("/api/manualAuditController/verifyPublishContent", {
      token: await administratorToken(),
      body: { id: post.id, kind: "post", approve: true },
    });
  }
  return post.id;
}

/**
 * The page fits 375 px with no serious accessibility violation. The shared editor's "draft
 * saved" note (green on white, the editor's own style) is left out: it is not the forum's.
 */
async function fitsPhone(page: Page) {
  await motionFinished(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phoneWidth,
  );
  await expectNoSeriousViolations(page, { exclude: [".rte-draft-saved"] });
}

describe("the forum", () => {
  const browser = useBrowser();

  it("a member asks with a bounty, a certified engineer answers, the author adopts it and the engineer is paid and told at once", async () => {
    const { page, context } = browser;
    const board = await newBoard();
    const author = await createUser();
    const engineer = await certifiedEngineer();
    const keyword = uniqueSuffix();
    const title = `NB-IoT attach fails ${keyword}`;
    const bounty = 30;

    // The author asks from the forum's home page, in the board with its template field.
    await useSession(context, author.token);
    await page.goto("/#/forum");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: f.home.title, level: 1 }).waitFor();
    await main.getByRole("link", { name: board.name }).waitFor();
    await main.getByRole("link", { name: f.home.ask, exact: true }).click();
    await waitForRoute(page, "/forum/new");
    await main.getByRole("heading", { name: f.form.title, level: 1 }).waitFor();
    await chooseOption(page, main.getByLabel(f.form.board, { exact: true }), board.name);
    await main.getByLabel(moduleField.label, { exact: true }).fill("BC260Y-CN");
    await main.getByLabel(f.form.titleLabel, { exact: true }).fill(title);
    const body = main.getByRole("textbox", { name: f.form.content });
    await body.click();
    await page.keyboard.type("After power-on AT+CSQ stays at 99,99 and AT+CEREG? answers 0,2.");
    await main.getByText(f.form.balance.replace("{{balance}}", "100")).waitFor();
    // More than the balance is refused before anything is sent, and nothing typed is lost.
    const reward = main.getByLabel(f.form.reward, { exact: true });
    await reward.fill("500");
    await main.getByRole("button", { name: buttonName(f.form.submit) }).click();
    await main.getByText(f.form.rewardTooMuch.replace("{{balance}}", "100")).waitFor();
    expect(await main.getByLabel(f.form.titleLabel, { exact: true }).inputValue()).toBe(title);
    await reward.fill(String(bounty));
    const published = await responseTo(page, "/api/postsController/publishPosts", () =>
      main.getByRole("button", { name: buttonName(f.form.submit) }).click(),
    );
    expect(published.status()).toBe(200);
    const answer = ((await published.json()) as { data: { id: number; status: string } }).data;
    // A new account's first posts wait for review: the author is told, and sees it so marked.
    expect(answer.status).toBe("pending");
    await waitForRoute(page, `/forum/post/${answer.id}`);
    await main.getByRole("heading", { name: title, level: 1 }).waitFor();
    await main.getByText(f.detail.pendingNotice).waitFor();
    await main.getByText("BC260Y-CN").waitFor();
    expect(await balanceOf(author)).toBe(100 - bounty);

    await callApi("/api/manualAuditController/verifyPublishContent", {
      token: await administratorToken(),
      body: { id: answer.id, kind: "post", approve: true },
    });

    // The engineer answers in a browser of their own, whose header shows no unread notice.
    await callApi("/api/message/markAllRead", { token: engineer.token, body: {} });
    const engineerContext = await browser.newContext();
    await useSession(engineerContext, engineer.token);
    const engineerPage = await engineerContext.newPage();
    // The bell's socket is connected (its namespace acknowledged) before the adoption happens.
    const socketConnected = engineerPage
      .waitForEvent("websocket", { predicate: (socket) => socket.url().includes("/socket.io/") })
      .then((socket) =>
        socket.waitForEvent("framereceived", {
          predicate: (frame) => String(frame.payload).startsWith("40"),
        }),
      );
    await engineerPage.goto(`/#/forum/post/${answer.id}`);
    const engineerMain = engineerPage.getByRole("main");
    await engineerMain.getByRole("heading", { name: title, level: 1 }).waitFor();
    await engineerMain
      .getByText(f.marks.reward.replace("{{points}}", String(bounty)))
      .first()
      .waitFor();
    const reply = engineerMain.getByRole("textbox", { name: f.replyBox.label });
    await reply.click();
    await engineerPage.keyboard.type("Check the APN and the band: this SIM needs band 8.");
    const sent = await responseTo(engineerPage, "/api/follow/sendPost", () =>
      engineerMain.getByRole("button", { name: buttonName(f.replyBox.submit) }).click(),
    );
    expect(sent.status()).toBe(200);
    const engineerReply = engineerMain.getByRole("article", { name: engineer.nickname });
    await engineerReply.getByText(f.replies.certified).waitFor();
    await engineerReply.getByText(f.marks.engineer).waitFor();
    const bell = engineerPage.getByRole("banner").getByTestId("message-bell");
    await expect.poll(() => bell.getAttribute("aria-label")).toBe(m.bell);
    await socketConnected;

    // The author sees the answer and adopts it, confirming first.
    await page.reload();
    const authorReply = main.getByRole("article", { name: engineer.nickname });
    await authorReply.getByText(f.replies.certified).waitFor();
    await authorReply.getByRole("button", { name: buttonName(f.replies.adopt) }).click();
    await motionFinished(page);
    const confirm = page.locator(".ant-popover:not(.ant-popover-hidden)");
    await confirm.getByText(f.replies.adoptTitle).waitFor();
    const adopted = await responseTo(page, "/api/postsController/adopted", () =>
      confirm.getByRole("button", { name: buttonName(f.replies.adopt) }).click(),
    );
    expect(adopted.status()).toBe(200);
    await authorReply.getByText(f.replies.adopted).waitFor();
    await main.getByText(f.marks.solved).waitFor();
    expect(
      await authorReply.getByRole("button", { name: buttonName(f.replies.adopt) }).count(),
    ).toBe(0);

    // The engineer is paid and told: the header count changes without a reload.
    await expect
      .poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 })
      .toMatch(templatePattern(m.bellUnread));
    // Besides the bounty, the rule points: the engineer's reply and adopted answer, the post.
    const rulePoints = (key: keyof typeof builtInParameters) =>
      Number(builtInParameters[key].defaultValue);
    expect(await balanceOf(engineer)).toBe(
      100 + bounty + rulePoints("points.replyReward") + rulePoints("points.adoptedReward"),
    );
    expect(await balanceOf(author)).toBe(100 - bounty + rulePoints("points.postReward"));

    // The question is found by the forum's search.
    await page.goto("/#/forum");
    await main.getByRole("searchbox", { name: f.search.label }).fill(keyword);
    await page.keyboard.press("Enter");
    await waitForRoute(page, `/forum/search?keyword=${keyword}`);
    await main.getByRole("link", { name: title }).waitFor();
    await main.getByRole("link", { name: title }).click();
    await waitForRoute(page, `/forum/post/${answer.id}`);
  }, 120_000);

  it("attaches a log to a board moderator's question and lists it on the post; a new member is told files wait a day", async () => {
    const { page, context } = browser;
    const board = await newBoard();
    const moderator = await createUser();
    await callApi("/api/topicManageController/setModerators", {
      token: await administratorToken(),
      body: { id: board.id, userIds: [moderator.id] },
    });
    const newcomer = await createUser();
    const log = {
      name: "modem.log",
      mimeType: "text/plain",
      buffer: Buffer.from("AT+CEREG?\r\n+CEREG: 0,2\r\nOK\r\n"),
    };
    const main = page.getByRole("main");
    const fileInput = () => main.locator('input[type="file"]');

    await useSession(context, newcomer.token);
    await page.goto(`/#/forum/new?topicId=${board.id}`);
    await main.getByRole("heading", { name: f.form.title, level: 1 }).waitFor();
    await main.getByText(templatePattern(f.form.attachmentsHelp)).waitFor();
    await fileInput().setInputFiles(log);
    await page
      .getByText(templatePattern(texts["zh-CN"].attachments.failed.replace("{{name}}", log.name)))
      .waitFor();
    // The refused file leaves the list, so it never counts against the five.
    // (Exactly its name: the toast above names it too.)
    await expect.poll(() => main.getByText(log.name, { exact: true }).count()).toBe(0);

    await useSession(context, moderator.token);
    await page.goto(`/#/forum/new?topicId=${board.id}`);
    await main.getByRole("heading", { name: f.form.title, level: 1 }).waitFor();
    const title = `Log attached ${uniqueSuffix()}`;
    await main.getByLabel(moduleField.label, { exact: true }).fill("ML302");
    await main.getByLabel(f.form.titleLabel, { exact: true }).fill(title);
    await main.getByRole("textbox", { name: f.form.content }).click();
    await page.keyboard.type("The module drops off the network; the log is attached.");
    const uploaded = await responseTo(page, "/api/postsController/uploadAttachment", () =>
      fileInput().setInputFiles(log),
    );
    expect(uploaded.status()).toBe(200);
    await main.getByText(log.name).waitFor();
    const published = await responseTo(page, "/api/postsController/publishPosts", () =>
      main.getByRole("button", { name: buttonName(f.form.submit) }).click(),
    );
    const answer = ((await published.json()) as { data: { id: number; status: string } }).data;
    expect(answer.status).toBe("published");
    await waitForRoute(page, `/forum/post/${answer.id}`);
    const attachments = main.getByRole("region", { name: f.detail.attachments });
    const link = attachments.getByRole("link", { name: new RegExp(log.name) });
    await link.waitFor();
    const stored = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(await stored.text()).toContain("+CEREG: 0,2");
  });

  it("sends a visitor who asks a question to sign in first, and shows a missing post as not found", async () => {
    const { page } = browser;
    await page.goto("/#/forum");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: f.home.ask, exact: true }).click();
    await waitForRoute(page, `/login?redirect=${encodeURIComponent("/forum/new")}`);
    await page.goto("/#/forum/post/2147483000");
    await main.getByText(f.detail.notFound).waitFor();
    await main.getByRole("link", { name: buttonName(f.detail.backToForum) }).waitFor();
  });

  it("is reached from the Community menu", async () => {
    const { page } = browser;
    await page.goto("/#/home");
    const navigation = page.getByRole("banner");
    await navigation
      .getByRole("menu", { name: texts["zh-CN"].nav.main })
      .getByText(texts["zh-CN"].nav.community, { exact: true })
      .hover();
    await motionFinished(page);
    await page
      .getByRole("menuitem")
      .getByRole("link", { name: texts["zh-CN"].nav.forum, exact: true })
      .click();
    await waitForRoute(page, "/forum");
  });
});

describe("the forum in other languages and on a phone", () => {
  const browser = useBrowser(narrowPhone);

  it("renders every page in zh-CN, en-US and zh-TW with nothing wider than 375 px", async () => {
    const board = await newBoard();
    const author = await createUser();
    const title = `Forum layout ${uniqueSuffix()} 模组无法注册网络`;
    const postId = await publishedQuestion(author, board.id, title);
    const engineer = await certifiedEngineer();
    await callApi("/api/follow/sendPost", {
      token: engineer.token,
      body: { postId, content: "<p>Check the APN first, then AT+CEREG=2 to see the cell.</p>" },
    });

    for (const language of ["zh-CN", "en-US", "zh-TW"] as Language[]) {
      const w = words[language];
      const context = await browser.newContext({ locale: language });
      await useSession(context, author.token);
      const page = await context.newPage();
      const main = page.getByRole("main");

      await page.goto("/#/forum");
      await main.getByRole("heading", { name: w.home.title, level: 1 }).waitFor();
      await main.getByRole("heading", { name: w.home.boards }).waitFor();
      await fitsPhone(page);

      await page.goto(`/#/forum/topic/${board.id}`);
      await main.getByRole("link", { name: title }).waitFor();
      await main.getByRole("link", { name: w.board.askHere, exact: true }).waitFor();
      await fitsPhone(page);

      await page.goto(`/#/forum/post/${postId}`);
      await main.getByRole("heading", { name: title, level: 1 }).waitFor();
      await main.getByText(w.replies.certified).waitFor();
      await main.getByRole("textbox", { name: w.replyBox.label }).waitFor();
      await fitsPhone(page);

      await page.goto(`/#/forum/new?topicId=${board.id}`);
      await main.getByLabel(moduleLabel[language], { exact: true }).waitFor();
      await main.getByRole("textbox", { name: w.form.content }).waitFor();
      await fitsPhone(page);

      await page.goto(`/#/forum/search?keyword=${encodeURIComponent("Forum layout")}`);
      await main.getByRole("link", { name: title }).waitFor();
      await fitsPhone(page);
      await context.close();
    }
  }, 180_000);
});
