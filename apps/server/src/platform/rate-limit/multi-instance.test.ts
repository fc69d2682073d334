import { randomInt } from "node:crypto";
import { chatEvents } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, multipart } from "../../test-support/api-client.ts";
import {
  connectChat,
  fromAddress,
  listeningOrigin,
  openedVisitor,
  textMessage,
} from "../../test-support/chat-sockets.ts";
import { requireService } from "../../test-support/requirements.ts";
import { alignClocksOnWindow, buildTestApp, type TestApp } from "../../test-support/test-app.ts";

const redisUrl = requireService("TEST_REDIS_URL", "the limits across instances on Redis");

/**
 * A client address of this run's own: counts live in the shared Redis past this run and beside
 * other runs, and each test counts from an address no other test uses.
 */
const randomAddress = () => `198.19.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Two app instances on one database and one Redis, as behind a load balancer: a limit reached
 * through one holds on the other. The limits per client address (conversations, messages and
 * uploads of an address) are in `modules/chat/multi-instance.test.ts`, the sign-in limit in
 * `modules/user/multi-instance.test.ts`, the member writes in `per-user-limit.test.ts`.
 */
describe.skipIf(!redisUrl)("limits counted across two instances", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const environment = {
      REDIS_URL: redisUrl,
      TRUST_PROXY: "loopback",
      RATE_LIMIT_PER_MINUTE: "12",
      CHAT_MESSAGES_PER_MINUTE: "4",
      CHAT_UPLOADS_PER_VISITOR_PER_DAY: "3",
    };
    first = await buildTestApp(environment);
    second = await buildTestApp(environment, { sharedDatabase: first.database });
    alignClocksOnWindow([first, second], 24 * 60 * 60 * 1000);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("counts one conversation's chat messages on both instances together", async () => {
    const address = randomAddress();
    const onFirst = await openedVisitor(
      await listeningOrigin(first),
      { language: "en-US" },
      "Visitor 4821",
      fromAddress(address),
    );
    const acks = [];
    for (let sent = 0; sent < 2; sent += 1) {
      acks.push(await onFirst.send(chatEvents.clientSendMessage, { msg: textMessage("one") }));
    }
    onFirst.close();
    // The visitor's page reconnects through the balancer, to the other instance.
    const onSecond = await connectChat(
      await listeningOrigin(second),
      { role: "visitor", language: "en-US" },
      fromAddress(address),
    );
    const reopened = await onSecond.send(chatEvents.clientOn, {
      clientChatEn: { clientChatId: onFirst.clientChatId, clientChatName: "Visitor 4821" },
    });
    expect(reopened).toMatchObject({ ok: true, id: onFirst.clientChatId });
    for (let sent = 0; sent < 3; sent += 1) {
      acks.push(await onSecond.send(chatEvents.clientSendMessage, { msg: textMessage("two") }));
    }
    expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, true, false]);
    expect(acks[4]).toMatchObject({ msg: expect.stringContaining("Messages are coming too fast") });
    onSecond.close();
  });

  it("counts one conversation's chat uploads on both instances together", async () => {
    const address = randomAddress();
    const visitor = await openedVisitor(
      await listeningOrigin(first),
      {},
      "Visitor 4821",
      fromAddress(address),
    );
    const upload = (instance: TestApp) =>
      api(instance)
        .from(address)
        .language("en-US")
        .post(
          `/api/im/upload?kind=file&clientChatId=${visitor.clientChatId}`,
          multipart({ file: { name: "modem.log", bytes: Buffer.from("AT+CSQ\r\nOK\r\n") } }),
        );
    expect((await upload(first)).status).toBe(200);
    expect((await upload(second)).status).toBe(200);
    expect((await upload(first)).status).toBe(200);
    const refused = await upload(second);
    expect(refused.status).toBe(429);
    expect(refused.msg).toContain("This conversation may send at most 3 files a day");
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    visitor.close();
  });

  it("counts one address's API requests on both instances together (RATE_LIMIT_PER_MINUTE)", async () => {
    const address = randomAddress();
    const read = (instance: TestApp) =>
      api(instance).from(address).language("en-US").get("/api/product/dict");
    for (let asked = 0; asked < 6; asked += 1) {
      expect((await read(first)).status).toBe(200);
      expect((await read(second)).status).toBe(200);
    }
    const refused = await read(first);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect((await read(second)).status).toBe(429);
    // Another address is not affected.
    expect((await api(second).from(randomAddress()).get("/api/product/dict")).status).toBe(200);
  });
});
