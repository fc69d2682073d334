import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { api } from "../../test-support/api-client.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { chinaCalendarDay, visitorKey } from "./views.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const day = 24 * 60 * 60 * 1000;

/** A browser at an address, without a session. */
const browser = () => api(testApp).from("203.0.113.7").header("user-agent", "test-browser/1.0");

/** One view of product `id` by `visitor`. */
function addNum(id: unknown, visitor = browser()) {
  return visitor.post("/api/product/addNum", { id });
}

describe("POST /api/product/addNum", () => {
  it("counts an anonymous visitor once a day, and again the next day", async () => {
    const product = await buildProduct(testApp);
    const first = await addNum(product.id);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ viewCount: 1 });
    expect((await addNum(product.id)).data.viewCount).toBe(1);
    testApp.advance(day);
    expect((await addNum(product.id)).data.viewCount).toBe(2);
    expect((await addNum(product.id)).data.viewCount).toBe(2);
  });

  it("tells anonymous visitors apart by address and browser", async () => {
    const product = await buildProduct(testApp);
    await addNum(product.id);
    expect((await addNum(product.id, browser().from("198.51.100.1"))).data.viewCount).toBe(2);
    const otherBrowser = await addNum(
      product.id,
      browser().header("user-agent", "other-browser/2.0"),
    );
    expect(otherBrowser.data.viewCount).toBe(3);
  });

  it("counts a signed-in user once a day wherever they come from", async () => {
    const product = await buildProduct(testApp);
    const { token } = await signedIn(testApp);
    expect((await addNum(product.id, browser().as(token))).data.viewCount).toBe(1);
    const elsewhere = await addNum(product.id, browser().as(token).from("198.51.100.99"));
    expect(elsewhere.data.viewCount).toBe(1);
    // The same address without a token is another visitor.
    expect((await addNum(product.id)).data.viewCount).toBe(2);
    testApp.advance(day);
    expect((await addNum(product.id, browser().as(token))).data.viewCount).toBe(3);
  });

  it("answers 404 for an unknown or a draft product and 400 for a bad id", async () => {
    const draft = await buildProduct(testApp, { status: "draft" });
    expect((await addNum(99999)).status).toBe(404);
    expect((await addNum(draft.id)).status).toBe(404);
    const bad = await addNum("x");
    expect(bad.status).toBe(400);
    expect(bad.data[0].field).toBe("id");
  });
});

describe("view days and visitors", () => {
  it("turns the day over at midnight China Standard Time", () => {
    expect(chinaCalendarDay(new Date("2026-03-01T15:59:59Z"))).toBe("2026-03-01");
    expect(chinaCalendarDay(new Date("2026-03-01T16:00:00Z"))).toBe("2026-03-02");
  });

  it("keys users by id and hashes anonymous visitors without keeping the address", () => {
    expect(visitorKey({ userId: 12 })).toBe("u:12");
    const key = visitorKey({ address: "203.0.113.7", userAgent: "x" });
    expect(key).toMatch(/^a:[0-9a-f]{40}$/);
    expect(key).not.toContain("203.0.113.7");
  });
});
