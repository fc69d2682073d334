import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildDocument } from "../../test-support/factories/document.ts";
import { requireService } from "../../test-support/requirements.ts";
import { alignClocksOnWindow, buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let english: ApiClient;
beforeAll(async () => {
  testApp = await buildTestApp();
  english = api(testApp).language("en-US");
});
afterAll(async () => {
  await testApp.close();
});

function feedbackOn(documentId: number) {
  return { documentId, type: "error", content: "Figure 3 shows the wrong pin-out" };
}

describe("per-user limit on member writes", () => {
  it("answers the 11th feedback in a minute 429 with a message and a retry time; others unaffected", async () => {
    const { id: documentId } = await buildDocument(testApp);
    const member = english.as(await signedIn(testApp));
    for (let entry = 1; entry <= 10; entry++) {
      expect((await member.post("/api/document/feedback", feedbackOn(documentId))).status).toBe(
        200,
      );
    }
    const refused = await member.post("/api/document/feedback", feedbackOn(documentId));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.data).toEqual({ retryAfterSeconds: retryAfter });
    expect(refused.msg).toBe(`You are doing this too often: try again in ${retryAfter} seconds`);

    const other = english.as(await signedIn(testApp));
    expect((await other.post("/api/document/feedback", feedbackOn(documentId))).status).toBe(200);
    // Each kind of write is counted on its own.
    expect((await member.post("/api/user/userUpdateInfo", { signature: "hi" })).status).toBe(200);

    testApp.advance(retryAfter * 1000);
    expect((await member.post("/api/document/feedback", feedbackOn(documentId))).status).toBe(200);
  });

  it("allows 60 of a kind a day, then says how many hours to wait", async () => {
    const day = 24 * 60 * 60 * 1000;
    // Just past the start of a day's window, so the 60 and the refusal share one.
    testApp.advance(day - (testApp.now().getTime() % day) + 1000);
    const member = api(testApp)
      .language("zh-CN")
      .as(await signedIn(testApp));
    for (let entry = 1; entry <= 60; entry++) {
      if (entry % 10 === 1) testApp.advance(60_000);
      const answer = await member.post("/api/user/userUpdateInfo", { signature: `s${entry}` });
      expect(answer.status).toBe(200);
    }
    testApp.advance(60_000);
    const refused = await member.post("/api/user/userUpdateInfo", { signature: "one more" });
    expect(refused.status).toBe(429);
    expect(refused.msg).toBe("今天的操作次数已达上限，请 24 小时后再试");
  });
});

const redisUrl = requireService("TEST_REDIS_URL", "the per-user limit across instances");

describe.skipIf(!redisUrl)("per-user limit across instances", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL: redisUrl });
    second = await buildTestApp({ REDIS_URL: redisUrl }, { sharedDatabase: first.database });
    alignClocksOnWindow([first, second], 60_000);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("counts one user's writes on every instance", async () => {
    // An id of its own, so counts left in Redis by an earlier run are not this user's.
    const { token } = await signedIn(first, {
      id: 1_000_000 + Math.floor(Math.random() * 1_000_000_000),
    });
    const instances = [first, second];
    for (let entry = 0; entry < 10; entry++) {
      const instance = instances[entry % 2] as TestApp;
      const answer = await api(instance)
        .as(token)
        .post("/api/user/userUpdateInfo", {
          signature: `s${entry}`,
        });
      expect(answer.status).toBe(200);
    }
    const refused = await api(second)
      .as(token)
      .post("/api/user/userUpdateInfo", { signature: "x" });
    expect(refused.status).toBe(429);
  });
});
