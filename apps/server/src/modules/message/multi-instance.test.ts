import { messageEvents } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { api, dataOf } from "../../test-support/api-client.ts";
import { connectChat, listeningOrigin } from "../../test-support/chat-sockets.ts";
import { requireService } from "../../test-support/requirements.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

const redisUrl = requireService("TEST_REDIS_URL", "the message centre across instances on Redis");

/** Two app instances on one database and one Redis, as behind a load balancer. */
describe.skipIf(!redisUrl)("the unread count across two instances", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL: redisUrl });
    second = await buildTestApp({ REDIS_URL: redisUrl }, { sharedDatabase: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("reaches a page connected to the other instance, on notice and on marking read", async () => {
    const reader = await signedIn(first);
    const page = await connectChat(await listeningOrigin(second), {
      role: "visitor",
      token: reader.token,
    });
    try {
      await first.app.notify([
        { userId: reader.user.id, kind: "system", params: { text: "Maintenance at 22:00" } },
      ]);
      expect(await page.next(messageEvents.unread)).toEqual({ count: 1 });
      dataOf(await api(first).as(reader).post("/api/message/markAllRead", {}), "marking all read");
      expect(await page.next(messageEvents.unread, (payload) => payload.count === 0)).toEqual({
        count: 0,
      });
    } finally {
      page.close();
    }
  });
});
