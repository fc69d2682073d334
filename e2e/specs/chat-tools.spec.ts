import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdministrator, uniqueSuffix } from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { solidPng } from "../support/images.ts";
import { waitForRoute } from "../support/pages.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];

async function openConsole(page: Page) {
  await page.goto("/#/server/login?redirect=%2Fim");
  await signInAsAdministrator(page);
  await waitForRoute(page, "/im");
  await page.getByText(t.chat.console.chats, { exact: true }).waitFor();
}

/** A visitor's panel on the home page, served by an agent, with one message sent. */
async function servedVisitor(page: Page, first: string) {
  await page.goto("/#/home");
  await page.getByRole("button", { name: t.chat.launcher }).click();
  const panel = page.getByRole("dialog", { name: t.chat.panelTitle });
  await panel.getByText(/为您服务$/).waitFor();
  await write(panel, first);
  return panel;
}

async function write(where: Locator | Page, text: string) {
  const box = where.getByLabel(t.chat.placeholder);
  await box.fill(text);
  await box.press("Enter");
}

describe("chat uploads, quick replies and the history search", () => {
  const browser = useBrowser();

  it("carries a picture and a file both ways, and shows a refused file's reason", async () => {
    const agent = browser.page;
    await openConsole(agent);
    const visitor = await (await browser.newContext()).newPage();
    const first = `I have a log to show ${uniqueSuffix()}`;
    const panel = await servedVisitor(visitor, first);
    const row = agent.locator(".im-chat-row").filter({ hasText: first });
    await row.click();
    const conversation = agent.locator(".im-lines");
    await conversation.getByText(first, { exact: true }).waitFor();

    await panel.locator('input[data-upload-kind="file"]').setInputFiles({
      name: "modem-log.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("AT+CSQ\r\n+CSQ: 23,99\r\nOK\r\n"),
    });
    await panel.getByRole("link", { name: /modem-log\.txt/ }).waitFor();
    const received = conversation.getByRole("link", { name: /modem-log\.txt/ });
    await received.waitFor();
    expect(await received.textContent()).toContain("B");

    await panel.locator('input[data-upload-kind="file"]').setInputFiles({
      name: "flasher.exe",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("MZ"),
    });
    await panel
      .getByRole("alert")
      .filter({ hasText: "文件未发送" })
      .getByText(/exe|pdf/)
      .waitFor();

    await agent.locator('input[data-upload-kind="image"]').setInputFiles({
      name: "wiring.png",
      mimeType: "image/png",
      buffer: solidPng(40, [30, 120, 200]),
    });
    // Chat files are protected: the panel fetches the picture with the visitor's chat id and
    // shows it from an object URL; a file's address alone opens nothing.
    const picture = panel.getByRole("img", { name: t.chat.image });
    await picture.waitFor();
    expect(await picture.getAttribute("src")).toMatch(/^blob:/);
    await visitor.waitForFunction(
      () =>
        Array.from(document.querySelectorAll<HTMLImageElement>(".visitor-panel img")).some(
          (image) => image.naturalWidth === 40,
        ),
      undefined,
      { timeout: 10_000 },
    );
    const fileAddress = await panel
      .getByRole("link", { name: /modem-log\.txt/ })
      .getAttribute("href");
    expect(fileAddress).toMatch(/^\/api\/im\/file\?key=\d+\/files\//);
    const bare = await visitor.evaluate(
      async (address) => (await fetch(address)).status,
      fileAddress ?? "",
    );
    expect(bare).toBe(403);

    // The file link saves the bytes under the file's name.
    const [download] = await Promise.all([
      visitor.waitForEvent("download"),
      panel.getByRole("link", { name: /modem-log\.txt/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("modem-log.txt");
  });

  it("lets the agent keep quick replies and insert one with a click", async () => {
    const agent = browser.page;
    await openConsole(agent);
    const visitor = await (await browser.newContext()).newPage();
    const first = `Where is the datasheet? ${uniqueSuffix()}`;
    const panel = await servedVisitor(visitor, first);
    await agent.locator(".im-chat-row").filter({ hasText: first }).click();

    const reply = `The datasheet is on the product page ${uniqueSuffix()}`;
    await agent.getByRole("button", { name: t.chat.quickReplies.title, exact: true }).click();
    await agent.getByRole("button", { name: t.chat.quickReplies.manage }).click();
    const manager = agent.getByRole("dialog", { name: t.chat.quickReplies.manageTitle });
    await manager.getByLabel(t.chat.quickReplies.new).fill(reply);
    await manager.getByRole("button", { name: buttonName(t.chat.quickReplies.add) }).click();
    await manager.getByText(reply, { exact: true }).waitFor();
    await agent.keyboard.press("Escape");
    await manager.waitFor({ state: "hidden" });

    await agent.getByRole("button", { name: t.chat.quickReplies.title, exact: true }).click();
    await agent.getByRole("button", { name: reply }).click();
    const box = agent.getByLabel(t.chat.placeholder);
    expect(await box.inputValue()).toBe(reply);
    await box.press("Enter");
    await panel.getByText(reply, { exact: true }).waitFor();

    // Deleting asks first.
    await agent.getByRole("button", { name: t.chat.quickReplies.title, exact: true }).click();
    await agent.getByRole("button", { name: t.chat.quickReplies.manage }).click();
    const row = manager.locator(".quick-reply-row").filter({ hasText: reply });
    await row.getByRole("button", { name: t.common.management.delete }).click();
    await agent.getByText(t.chat.quickReplies.confirmDelete).waitFor();
    await agent
      .locator(".ant-popconfirm")
      .getByRole("button", { name: buttonName(t.common.management.delete) })
      .click();
    await row.waitFor({ state: "detached" });
  });

  it("finds a conversation in the history search and shows its messages", async () => {
    const agent = browser.page;
    await openConsole(agent);
    const visitor = await (await browser.newContext()).newPage();
    const first = `Please call me back ${uniqueSuffix()}`;
    await servedVisitor(visitor, first);
    await agent.locator(".im-chat-row").filter({ hasText: first }).click();
    const name = (await agent.locator(".im-conversation-header h5").textContent()) ?? "";
    expect(name).toMatch(/^访客 \d+$/);

    await agent.goto("/#/server/chatHistory");
    const main = agent.getByRole("main");
    await main.getByRole("heading", { name: t.chat.history.title, level: 1 }).waitFor();
    await main.getByLabel(t.chat.history.visitor).fill(name);
    await main.getByRole("button", { name: buttonName(t.chat.history.search) }).click();
    const found = main.locator(".ant-table-row").filter({ hasText: name });
    await found.waitFor();
    await found.getByRole("button", { name: t.chat.history.open }).click();
    const drawer = agent.getByRole("dialog", {
      name: format(t.chat.history.conversationOf, { name }),
    });
    await drawer.getByText(first, { exact: true }).waitFor();
  });
});
