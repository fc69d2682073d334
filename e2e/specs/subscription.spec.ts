import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { subscriptionZhCN } from "../../apps/web/src/i18n/subscription/zh-CN.ts";
import type { MySubscription } from "../../packages/shared/src/index.ts";
import {
  administratorToken,
  callApi,
  createUser,
  passwords,
  randomPhone,
  uniqueNickname,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import { latestSmsCode, motionFinished, serverUnderTest, useBrowser } from "../support/browser.ts";
import { addDocumentThroughApi, onePagePdf } from "../support/documents.ts";
import { responseTo } from "../support/pages.ts";
import { createProductThroughApi, uniqueModel } from "../support/products.ts";
import { buttonName } from "../support/texts.ts";

const s = subscriptionZhCN.subscription;

/** Staff upload a new version of a document through the documentation centre's API. */
async function uploadVersion(token: string, documentId: number, version: string, note: string) {
  const form = new FormData();
  form.append("id", String(documentId));
  form.append("version", version);
  form.append("changeNote", note);
  form.append(
    "file",
    new Blob([new Uint8Array(onePagePdf(`Datasheet ${version}`))], { type: "application/pdf" }),
    `datasheet-${version}.pdf`,
  );
  const response = await fetch(`${serverUnderTest().baseUrl}/api/document/addDocumentVersion`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
}

/** Registers a member with an e-mail address; answers their session token. */
async function memberWithEmail(email: string): Promise<string> {
  const phone = randomPhone();
  const before = new Date(Date.now() - 1000);
  await callApi("/api/validate/sendCodeRegister", { body: { phone } });
  const code = await latestSmsCode(phone, { purpose: "register", after: before });
  const registered = await callApi<{ token: string }>("/api/user/register", {
    body: { phone, code, password: passwords.first, nickname: uniqueNickname(), email },
  });
  return registered.token;
}

/** The unsubscribe links of the e-mails the server wrote to `address`. */
async function unsubscribeLinksTo(address: string): Promise<string[]> {
  const outbox = path.join(serverUnderTest().dataDir, "outbox", "mail.jsonl");
  const lines = (await readFile(outbox, "utf8").catch(() => "")).split("\n").filter(Boolean);
  return lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((mail) => mail.to === address)
    .flatMap((mail) => mail.text.match(/#\/subscribe\/unsubscribe\?token=[0-9a-f]+/g) ?? []);
}

describe("subscriptions", () => {
  const browser = useBrowser();

  it("a member subscribes to a product on #/subscribe, hears of its datasheet's new version and unsubscribes in one click", async () => {
    const { page, context } = browser;
    const staff = await administratorToken();
    const model = uniqueModel("SUB");
    const productId = await createProductThroughApi(staff, { model });
    const datasheet = `${model} 规格书 ${uniqueSuffix()}`;
    const documentId = await addDocumentThroughApi(
      staff,
      { name: datasheet, type: "datasheet", version: "V1.0", accessLevel: "public", productId },
      onePagePdf("Datasheet V1.0"),
    );
    const member = await createUser();

    await useSession(context, member.token);
    await page.goto("/#/subscribe");
    const main = page.getByRole("main");
    const products = main.getByRole("combobox", { name: s.products });
    await products.click();
    await products.fill(model);
    const dropdown = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
    await dropdown.waitFor();
    await motionFinished(page);
    await dropdown.getByTitle(`${model} 测试模组`, { exact: true }).click();
    await page.keyboard.press("Escape");
    await main.getByRole("checkbox", { name: s.types.datasheet }).check();
    const saved = await responseTo(page, "/api/subscription/save", () =>
      main.getByRole("button", { name: buttonName(s.save) }).click(),
    );
    expect(saved.status()).toBe(200);
    const mine = await callApi<MySubscription>("/api/subscription/mine", { token: member.token });
    expect(mine.products.map((product) => product.model)).toEqual([model]);
    expect(mine.documentTypes).toEqual(["datasheet"]);

    await callApi("/api/message/markAllRead", { token: member.token, body: {} });
    await uploadVersion(staff, documentId, "V1.1", "补充 PSM 电流");
    // The notice is stored right after the upload commits: the unread count says when.
    await expect
      .poll(
        async () =>
          (await callApi<{ count: number }>("/api/message/unreadCount", { token: member.token }))
            .count,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await page.goto("/#/message");
    const notice = page.getByRole("main").getByText(datasheet).first();
    await notice.waitFor();
    expect(await notice.textContent()).toContain("V1.1");

    await page.goto("/#/subscribe");
    const unsubscribed = await responseTo(page, "/api/subscription/unsubscribeAll", () =>
      main.getByRole("button", { name: buttonName(s.unsubscribeAll) }).click(),
    );
    expect(unsubscribed.status()).toBe(200);
    await main.getByText(s.unsubscribedAll).waitFor();
    const after = await callApi<MySubscription>("/api/subscription/mine", { token: member.token });
    expect(after).toMatchObject({ products: [], documentTypes: [], email: false });

    // The undo puts the subscription back as it was.
    await responseTo(page, "/api/subscription/save", () =>
      main.getByRole("button", { name: buttonName(s.undo) }).click(),
    );
    const restored = await callApi<MySubscription>("/api/subscription/mine", {
      token: member.token,
    });
    expect(restored.products.map((product) => product.model)).toEqual([model]);
  });

  it("a member who asked for e-mail gets one, and its link unsubscribes them in one click without signing in", async () => {
    const { page } = browser;
    const staff = await administratorToken();
    const model = uniqueModel("MAIL");
    const productId = await createProductThroughApi(staff, { model });
    const documentId = await addDocumentThroughApi(
      staff,
      {
        name: `${model} AT 手册`,
        type: "atCommands",
        version: "V1.0",
        accessLevel: "user",
        productId,
      },
      onePagePdf("AT V1.0"),
    );
    const address = `sub-${uniqueSuffix()}@example.com`;
    const token = await memberWithEmail(address);
    await callApi("/api/subscription/save", {
      token,
      body: { productIds: [productId], documentTypes: [], email: true },
    });

    await uploadVersion(staff, documentId, "V1.1", "新增 MQTT 指令");
    await expect.poll(() => unsubscribeLinksTo(address), { timeout: 10_000 }).toHaveLength(1);
    const [link] = await unsubscribeLinksTo(address);

    await page.goto(`/${link}`);
    const main = page.getByRole("main");
    const answer = await responseTo(page, "/api/subscription/unsubscribe", () =>
      main.getByRole("button", { name: buttonName(s.unsubscribe.confirm) }).click(),
    );
    expect(answer.status()).toBe(200);
    await main.getByText(s.unsubscribe.done, { exact: true }).waitFor();
    const after = await callApi<MySubscription>("/api/subscription/mine", { token });
    expect(after).toMatchObject({ products: [], documentTypes: [], email: false });
  });

  it("a visitor is asked to sign in; an e-mail's link with an unknown token says it is not valid", async () => {
    const { page } = browser;
    await page.goto("/#/subscribe");
    const main = page.getByRole("main");
    await main.getByText(s.signInTitle).waitFor();

    await page.goto(`/#/subscribe/unsubscribe?token=${"0".repeat(64)}`);
    const answer = await responseTo(page, "/api/subscription/unsubscribe", () =>
      main.getByRole("button", { name: buttonName(s.unsubscribe.confirm) }).click(),
    );
    expect(answer.status()).toBe(404);
    await main.getByText(s.unsubscribe.invalidTitle).waitFor();

    await page.goto("/#/subscribe/unsubscribe?token=broken");
    await main.getByText(s.unsubscribe.invalidTitle).waitFor();
  });
});
