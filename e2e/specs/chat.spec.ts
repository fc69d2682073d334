import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdministrator } from "../support/accounts.ts";
import { serverUnderTest, useBrowser } from "../support/browser.ts";
import { waitForRoute } from "../support/pages.ts";
import { buttonName, texts } from "../support/texts.ts";

const t = texts["zh-CN"];

/** Records every desktop notification the page raises, for the spec to read. */
async function recordNotifications(context: BrowserContext) {
  await context.grantPermissions(["notifications"], { origin: serverUnderTest().baseUrl });
  await context.addInitScript(() => {
    const Real = window.Notification;
    const shown: { title: string; body?: string }[] = [];
    Object.assign(window, { chatNotifications: shown });
    class Recording extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body });
      }
    }
    window.Notification = Recording;
  });
}

function notificationsOf(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { chatNotifications: { title: string; body?: string }[] })
        .chatNotifications,
  );
}

/** The administrator (who holds chat:serve) on the console. */
async function openConsole(page: Page) {
  await page.goto("/#/server/login?redirect=%2Fim");
  await signInAsAdministrator(page);
  await waitForRoute(page, "/im");
  await page.getByText(t.chat.console.chats, { exact: true }).waitFor();
}

/** A visitor opens the chat panel from the button of a public page. */
async function openPanel(page: Page) {
  await page.goto("/#/home");
  await page.getByRole("button", { name: t.chat.launcher }).click();
  const panel = page.getByRole("dialog", { name: t.chat.panelTitle });
  await panel.waitFor();
  return panel;
}

async function sendFromPanel(page: Page, text: string) {
  const box = page.getByRole("dialog").getByLabel(t.chat.placeholder);
  await box.fill(text);
  await box.press("Enter");
}

function systemLine(page: Page, text: string) {
  return page.getByRole("note").filter({ hasText: text });
}

describe("live chat", () => {
  const browser = useBrowser();

  it("lets a visitor and an agent talk both ways, with connect, disconnect and reconnect lines", async () => {
    const agent = browser.page;
    await openConsole(agent);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const panel = await openPanel(visitor);
    await panel.getByText(/为您服务$/).waitFor();

    const question = "Does the N58 support <b>NB-IoT</b>?";
    await sendFromPanel(visitor, question);
    await panel.getByText(question, { exact: true }).waitFor();

    const row = agent.locator(".im-chat-row").first();
    await row.waitFor();
    await row.click();
    const conversation = agent.locator(".im-lines");
    await conversation.getByText(question, { exact: true }).waitFor();
    // Text stays text: the markup is shown, not rendered.
    expect(await conversation.locator("b").count()).toBe(0);
    await systemLine(agent, t.chat.system.newCustomer).waitFor();

    const answer = "Yes, bands 5 and 8.";
    const box = agent.getByLabel(t.chat.placeholder);
    await box.fill(answer);
    // The button's name also holds its icon's label.
    await agent
      .getByRole("button", { name: new RegExp(buttonName(t.chat.send).source.replace(/^\^/, "")) })
      .click();
    await panel.getByText(answer, { exact: true }).waitFor();

    await visitor.close();
    await systemLine(agent, t.chat.system.disconnected).waitFor();
    await agent.getByText(t.chat.console.offline, { exact: true }).waitFor();

    const back = await visitorContext.newPage();
    const again = await openPanel(back);
    // The visitor's history comes back with it.
    await again.getByText(question, { exact: true }).waitFor();
    await again.getByText(answer, { exact: true }).waitFor();
    await systemLine(agent, t.chat.system.reconnected).waitFor();
    await agent.getByText(t.chat.console.online, { exact: true }).waitFor();
  });

  it("raises a desktop notification when the agent is on another page", async () => {
    const agent = browser.page;
    await recordNotifications(browser.context);
    await openConsole(agent);
    await agent.goto("/#/home");
    await waitForRoute(agent, "/home");

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const panel = await openPanel(visitor);
    await panel.getByText(/为您服务$/).waitFor();
    const long = "I need the AT command manual of the N58 module, please";
    await sendFromPanel(visitor, long);
    await panel.getByText(long, { exact: true }).waitFor();

    await expect
      .poll(() => notificationsOf(agent), { timeout: 10_000 })
      .toContainEqual({
        title: expect.stringContaining("访客"),
        body: `${long.slice(0, 24)}…`,
      });
  });
});
