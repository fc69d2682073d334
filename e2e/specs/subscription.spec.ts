import { describe, expect, it } from "vitest";
import { subscriptionZhCN } from "../../apps/web/src/i18n/subscription/zh-CN.ts";
import type { MySubscription } from "../../packages/shared/src/index.ts";
import {
  administratorToken,
  callApi,
  createUser,
  uniqueSuffix,
  useSession,
} from "../support/accounts.ts";
import { motionFinished, serverUnderTest, useBrowser } from "../support/browser.ts";
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
