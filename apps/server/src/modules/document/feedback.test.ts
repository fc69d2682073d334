import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../test-support/factories.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { insertTestProduct } from "../product/test-products.ts";
import { addTestDocument } from "./test-documents.ts";

let testApp: TestApp;
let manager: { token: string; user: { id: number } };
let reporter: { token: string; user: { id: number } };
let otherUser: string;
let documentId: number;
let productModel: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  manager = await createSignedInUser(testApp, { roleKeys: ["contentEditor"] });
  reporter = await createSignedInUser(testApp, { nickname: "Reporter Li" });
  otherUser = (await createSignedInUser(testApp)).token;
  const product = await insertTestProduct(testApp.db);
  productModel = product.model;
  documentId = await addTestDocument(testApp, manager.token, {
    productId: product.id,
    name: "Hardware guide",
    accessLevel: "whitelist",
  });
});
afterAll(async () => {
  await testApp.close();
});

function send(method: "GET" | "POST", url: string, token?: string, payload?: object) {
  return testApp.app.inject({
    method,
    url: `/api/document/${url}`,
    payload,
    headers: { ...(token ? bearer(token) : {}), "accept-language": "en-US" },
  });
}

describe("document feedback", () => {
  it("goes from the user to staff and back, with who handled it and when", async () => {
    const submitted = await send("POST", "feedback", reporter.token, {
      documentId,
      type: "error",
      content: "Figure 3 shows the wrong pin-out",
      contact: "li@example.com",
    });
    expect(submitted.statusCode).toBe(200);
    const { id } = submitted.json().data;

    const mine = (await send("GET", "myFeedbacks", reporter.token)).json().data;
    expect(mine).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(mine.list[0]).toMatchObject({
      id,
      documentId,
      documentName: "Hardware guide",
      productModel,
      type: "error",
      content: "Figure 3 shows the wrong pin-out",
      contact: "li@example.com",
      status: "pending",
      reply: null,
      handledAt: null,
      // Users do not see the reporter field, not even their own.
      reporter: null,
    });

    const queue = (await send("GET", "findFeedbacks?status=pending", manager.token)).json().data;
    expect(queue.list[0]).toMatchObject({
      id,
      reporter: { id: reporter.user.id, nickname: "Reporter Li" },
    });

    testApp.advance(3_600_000);
    const handled = await send("POST", "modifyFeedback", manager.token, {
      id,
      status: "resolved",
      reply: "Fixed in V1.1",
    });
    expect(handled.statusCode).toBe(200);
    const [answered] = (await send("GET", "myFeedbacks", reporter.token)).json().data.list;
    expect(answered).toMatchObject({ status: "resolved", reply: "Fixed in V1.1" });
    expect(answered.handledAt).toBe(testApp.app.now().toISOString());

    // A status change without a reply keeps the reply given before.
    await send("POST", "modifyFeedback", manager.token, { id, status: "closed" });
    const [closed] = (await send("GET", "myFeedbacks", reporter.token)).json().data.list;
    expect(closed).toMatchObject({ status: "closed", reply: "Fixed in V1.1" });
  });

  it("shows each user only their own feedback", async () => {
    await send("POST", "feedback", otherUser, { documentId, type: "outdated", content: "Old" });
    const mine = (await send("GET", "myFeedbacks", reporter.token)).json().data;
    expect(mine.list.every((item: { content: string }) => item.content !== "Old")).toBe(true);
    const theirs = (await send("GET", "myFeedbacks", otherUser)).json().data;
    expect(theirs.list.map((item: { content: string }) => item.content)).toEqual(["Old"]);
  });

  it("filters the staff queue by status and keyword (content, document, model, reporter)", async () => {
    await send("POST", "feedback", reporter.token, {
      documentId,
      type: "missing",
      content: "Please add the reflow profile",
    });
    const find = async (query: string) =>
      (await send("GET", `findFeedbacks?${query}`, manager.token))
        .json()
        .data.list.map((item: { content: string }) => item.content);
    expect(await find("keyword=reflow")).toEqual(["Please add the reflow profile"]);
    expect(await find("keyword=reporter%20li")).toEqual([
      "Please add the reflow profile",
      "Figure 3 shows the wrong pin-out",
    ]);
    expect((await find(`keyword=${productModel}`)).length).toBe(3);
    expect((await find("keyword=hardware%20GUIDE")).length).toBe(3);
    expect(await find("status=closed")).toEqual(["Figure 3 shows the wrong pin-out"]);
    expect(await find("status=pending&pageSize=1")).toHaveLength(1);
    expect((await send("GET", "findFeedbacks?status=done", manager.token)).statusCode).toBe(400);
  });

  it("refuses bad input with 400 and unknown documents or feedback with 404", async () => {
    const empty = await send("POST", "feedback", reporter.token, {
      documentId,
      type: "error",
      content: "   ",
    });
    expect(empty.statusCode).toBe(400);
    const badType = await send("POST", "feedback", reporter.token, {
      documentId,
      type: "praise",
      content: "x",
    });
    expect(badType.statusCode).toBe(400);
    const tooLong = await send("POST", "feedback", reporter.token, {
      documentId,
      type: "error",
      content: "x".repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    const unknown = await send("POST", "feedback", reporter.token, {
      documentId: 999_999,
      type: "error",
      content: "x",
    });
    expect(unknown.statusCode).toBe(404);
    const unknownFeedback = await send("POST", "modifyFeedback", manager.token, {
      id: 999_999,
      status: "resolved",
    });
    expect(unknownFeedback.statusCode).toBe(404);
    const badStatus = await send("POST", "modifyFeedback", manager.token, {
      id: 1,
      status: "done",
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it("needs a sign-in to give or read feedback (401) and document:write to handle it (403)", async () => {
    const payload = { documentId, type: "error", content: "x" };
    expect((await send("POST", "feedback", undefined, payload)).statusCode).toBe(401);
    expect((await send("GET", "myFeedbacks")).statusCode).toBe(401);
    expect((await send("GET", "findFeedbacks", reporter.token)).statusCode).toBe(403);
    const modify = await send("POST", "modifyFeedback", reporter.token, {
      id: 1,
      status: "closed",
    });
    expect(modify.statusCode).toBe(403);
  });
});
