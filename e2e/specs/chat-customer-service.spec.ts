import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { signInAsAdministrator, uniqueSuffix } from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { waitForRoute } from "../support/pages.ts";
import { texts } from "../support/texts.ts";

const t = texts["zh-CN"];

/** The administrator (who holds chat:serve) on the console. */
async function openConsole(page: Page) {
  await page.goto("/#/server/login?redirect=%2Fim");
  await signInAsAdministrator(page);
  await waitForRoute(page, "/im");
  await page.getByText(t.chat.console.chats, { exact: true }).waitFor();
}

describe("the customer-service page", () => {
  const browser = useBrowser();

  it("tells a visitor nobody is online, keeps the message for the next agent and shows the answer", async () => {
    const visitor = browser.page;
    await visitor.goto("/#/support/customService");
    const panel = visitor.getByRole("dialog", { name: t.chat.panelTitle });
    await panel.getByText(t.chat.offline, { exact: true }).waitFor();

    const question = `Is the F03X module in stock? ${uniqueSuffix()}`;
    const box = panel.getByLabel(t.chat.placeholder);
    await box.fill(question);
    await box.press("Enter");
    const sent = panel.locator(".chat-line").filter({ hasText: question });
    await sent.waitFor();
    // Stored (acknowledged) although no agent is online: the sending mark goes away.
    await sent.getByText(t.chat.sending, { exact: true }).waitFor({ state: "detached" });

    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    await openConsole(agent);
    const row = agent.locator(".im-chat-row").filter({ hasText: question });
    await row.waitFor();
    await row.click();
    const conversation = agent.locator(".im-lines");
    await conversation.getByText(question, { exact: true }).waitFor();

    // The visitor now has an agent instead of the offline notice.
    await panel.getByText(/为您服务$/).waitFor();
    await panel.getByText(t.chat.offline, { exact: true }).waitFor({ state: "detached" });

    const answer = "Yes: 2,000 pieces ship this week.";
    const answerBox = agent.getByLabel(t.chat.placeholder);
    await answerBox.fill(answer);
    await answerBox.press("Enter");
    await panel.getByText(answer, { exact: true }).waitFor();
  });
});
