import { permissions } from "@portal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildDocument, buildFeedback } from "../../test-support/factories/document.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { documentFeedback } from "./schema.ts";

let testApp: TestApp;
/** An English-speaking client; `.as(someone)` calls as them. */
let client: ApiClient;
/** A document manager (content editor). */
let staff: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = api(testApp).language("en-US");
  staff = client.as(await signedIn(testApp, { permissions: [permissions.documentWrite] }));
});
afterAll(async () => {
  await testApp.close();
});

async function storedFeedback(id: number) {
  const [row] = await testApp.db.select().from(documentFeedback).where(eq(documentFeedback.id, id));
  return row;
}

describe("document feedback", () => {
  it("goes from the user to staff and back, with who handled it and when", async () => {
    const reporter = await signedIn(testApp, { nickname: "Reporter Wang" });
    const asReporter = client.as(reporter);
    const { model: productModel, id: productId } = await buildProduct(testApp);
    const { id: documentId } = await buildDocument(testApp, {
      productId,
      name: "Hardware guide",
      accessLevel: "whitelist",
    });
    const submitted = await asReporter.post("/api/document/feedback", {
      documentId,
      type: "error",
      content: "Figure 3 shows the wrong pin-out",
      contact: "li@example.com",
    });
    expect(submitted.status).toBe(200);
    const { id } = submitted.data;

    const mine = (await asReporter.get("/api/document/myFeedbacks")).data;
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

    const queue = (await staff.get("/api/document/findFeedbacks?status=pending")).data;
    expect(queue.list[0]).toMatchObject({
      id,
      reporter: { id: reporter.user.id, nickname: "Reporter Wang" },
    });

    testApp.advance(3_600_000);
    const handled = await staff.post("/api/document/modifyFeedback", {
      id,
      version: 1,
      status: "resolved",
      reply: "Fixed in V1.1",
    });
    expect(handled.status).toBe(200);
    const [answered] = (await asReporter.get("/api/document/myFeedbacks")).data.list;
    expect(answered).toMatchObject({ status: "resolved", reply: "Fixed in V1.1" });
    expect(answered.handledAt).toBe(testApp.app.now().toISOString());

    // A status change without a reply keeps the reply given before.
    await staff.post("/api/document/modifyFeedback", { id, version: 2, status: "closed" });
    const [closed] = (await asReporter.get("/api/document/myFeedbacks")).data.list;
    expect(closed).toMatchObject({ status: "closed", reply: "Fixed in V1.1" });
  });

  it("shows each user only their own feedback", async () => {
    const { id: documentId } = await buildDocument(testApp);
    const reporter = await signedIn(testApp);
    const asReporter = client.as(reporter);
    const otherUser = (await signedIn(testApp)).token;
    await buildFeedback(testApp, { documentId, userId: reporter.user.id, content: "Mine" });
    await client
      .as(otherUser)
      .post("/api/document/feedback", { documentId, type: "outdated", content: "Old" });
    const mine = (await asReporter.get("/api/document/myFeedbacks")).data;
    expect(mine.list.every((item: { content: string }) => item.content !== "Old")).toBe(true);
    const theirs = (await client.as(otherUser).get("/api/document/myFeedbacks")).data;
    expect(theirs.list.map((item: { content: string }) => item.content)).toEqual(["Old"]);
  });

  it("filters the staff queue by status and keyword (content, document, model, reporter)", async () => {
    // The queue is searched as a whole: it starts empty, so what it finds is this test's own.
    await testApp.db.delete(documentFeedback);
    const reporter = await signedIn(testApp, { nickname: "Reporter Li" });
    const asReporter = client.as(reporter);
    const { model: productModel, id: productId } = await buildProduct(testApp);
    const { id: documentId } = await buildDocument(testApp, { productId, name: "Hardware guide" });
    await buildFeedback(testApp, {
      documentId,
      userId: reporter.user.id,
      content: "Figure 3 shows the wrong pin-out",
      status: "closed",
    });
    await buildFeedback(testApp, { documentId, type: "outdated", content: "Old" });
    await asReporter.post("/api/document/feedback", {
      documentId,
      type: "missing",
      content: "Please add the reflow profile",
    });
    const find = async (query: string) =>
      (await staff.get(`/api/document/findFeedbacks?${query}`)).data.list.map(
        (item: { content: string }) => item.content,
      );
    expect(await find("keyword=reflow")).toEqual(["Please add the reflow profile"]);
    expect(await find("keyword=reporter%20li")).toEqual([
      "Please add the reflow profile",
      "Figure 3 shows the wrong pin-out",
    ]);
    expect((await find(`keyword=${productModel}`)).length).toBe(3);
    expect((await find("keyword=hardware%20GUIDE")).length).toBe(3);
    expect(await find("status=closed")).toEqual(["Figure 3 shows the wrong pin-out"]);
    expect(await find("status=pending&pageSize=1")).toHaveLength(1);
    expect((await staff.get("/api/document/findFeedbacks?status=done")).status).toBe(400);
  });

  it("takes one of two answers from the same version and refuses the other with 409", async () => {
    const { id } = await buildFeedback(testApp);
    const answers = await Promise.all(
      ["First answer", "Second answer"].map((reply) =>
        staff.post("/api/document/modifyFeedback", { id, version: 1, status: "resolved", reply }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const savedIndex = answers.findIndex((answer) => answer.status === 200);
    expect(answers[1 - savedIndex]?.data).toEqual({ currentVersion: 2 });
    const stored = await storedFeedback(id);
    expect(stored).toMatchObject({
      reply: ["First answer", "Second answer"][savedIndex],
      version: 2,
    });
  });

  it("refuses an answer from a stale version with 409, and one without a version with 400", async () => {
    const { id, documentId } = await buildFeedback(testApp, { content: "Stale check" });
    const queue = (await staff.get("/api/document/findFeedbacks?keyword=Stale%20check")).data;
    expect(queue.list).toMatchObject([{ id, documentId, version: 1 }]);
    const newer = await staff.post("/api/document/modifyFeedback", {
      id,
      version: 1,
      status: "processing",
      reply: "Looking into it",
    });
    expect(newer.status).toBe(200);
    const stale = await staff.post("/api/document/modifyFeedback", {
      id,
      version: 1,
      status: "closed",
      reply: "Not a problem",
    });
    expect(stale).toMatchObject({
      status: 409,
      data: { currentVersion: 2 },
      msg: "Someone else changed this record meanwhile; reload it before you edit again",
    });
    const withoutVersion = await staff.post("/api/document/modifyFeedback", {
      id,
      status: "closed",
    });
    expect(withoutVersion.status).toBe(400);
    expect(withoutVersion.data).toEqual([{ field: "version", message: expect.any(String) }]);
    const stored = await storedFeedback(id);
    expect(stored).toMatchObject({ status: "processing", reply: "Looking into it", version: 2 });
  });

  it("refuses bad input with 400 and unknown documents or feedback with 404", async () => {
    const { id: documentId } = await buildDocument(testApp);
    const asReporter = client.as(await signedIn(testApp));
    const empty = await asReporter.post("/api/document/feedback", {
      documentId,
      type: "error",
      content: "   ",
    });
    expect(empty.status).toBe(400);
    const badType = await asReporter.post("/api/document/feedback", {
      documentId,
      type: "praise",
      content: "x",
    });
    expect(badType.status).toBe(400);
    const tooLong = await asReporter.post("/api/document/feedback", {
      documentId,
      type: "error",
      content: "x".repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    const unknown = await asReporter.post("/api/document/feedback", {
      documentId: 999_999,
      type: "error",
      content: "x",
    });
    expect(unknown.status).toBe(404);
    const unknownFeedback = await staff.post("/api/document/modifyFeedback", {
      id: 999_999,
      version: 1,
      status: "resolved",
    });
    expect(unknownFeedback.status).toBe(404);
    const badStatus = await staff.post("/api/document/modifyFeedback", {
      id: 1,
      version: 1,
      status: "done",
    });
    expect(badStatus.status).toBe(400);
  });

  it("needs a sign-in to give or read feedback (401) and document:write to handle it (403)", async () => {
    const { id: documentId } = await buildDocument(testApp);
    const asReporter = client.as(await signedIn(testApp));
    const payload = { documentId, type: "error", content: "x" };
    expect((await client.post("/api/document/feedback", payload)).status).toBe(401);
    expect((await client.get("/api/document/myFeedbacks")).status).toBe(401);
    expect((await asReporter.get("/api/document/findFeedbacks")).status).toBe(403);
    const modify = await asReporter.post("/api/document/modifyFeedback", {
      id: 1,
      status: "closed",
    });
    expect(modify.status).toBe(403);
  });
});
