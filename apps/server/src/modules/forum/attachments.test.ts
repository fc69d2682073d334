import { forumLimits, type Permission, permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, multipart } from "../../test-support/api-client.ts";
import { buildBoard } from "../../test-support/factories/forum.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let boardId: number;
const month = 30 * 24 * 60 * 60 * 1000;
const path = "/api/postsController/uploadAttachment";
const log = Buffer.from("+CEREG: 0,2\r\n+CSQ: 99,99\r\nOK\r\n");

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  boardId = (await buildBoard(testApp)).id;
});
afterAll(async () => {
  await testApp.close();
});

async function memberClient(createdAt: Date, extra: { permissions?: Permission[] } = {}) {
  return visitor.as(await signedIn(testApp, { createdAt, ...extra }));
}
const monthOld = () => memberClient(new Date(testApp.now().getTime() - month));
const attach = (client: ApiClient, name: string, bytes: Buffer, query = "") =>
  client.post(`${path}${query}`, multipart({ file: { name, bytes, type: "text/plain" } }));

describe("attachments to a question", () => {
  it("stores a member's log and publishes a question carrying it", async () => {
    const client = await monthOld();
    const sent = await attach(client, "modem.log", log);
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({
      name: "modem.log",
      url: expect.stringMatching(/^\/uploads\/forum\/attachments\/.+\.log$/),
      size: log.length,
    });
    const stored = await testApp.app.inject({ method: "GET", url: sent.data.url });
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toContain("+CSQ: 99,99");

    const published = await client.post("/api/postsController/publishPosts", {
      topicId: boardId,
      title: "Log attached: no network",
      content: "<p>The log of a failed attach is attached.</p>",
      attachments: [sent.data],
    });
    expect(published.status).toBe(200);
    const detail = await visitor.get(
      `/api/postsController/queryPostsDetailById?id=${published.data.id}`,
    );
    expect(detail.data.attachments).toEqual([sent.data]);
  });

  it("refuses a file whose bytes are not what its name says, a program, and no file", async () => {
    const client = await monthOld();
    const disguised = await attach(client, "modem.log", Buffer.from([0x4d, 0x5a, 0, 0, 1, 2]));
    expect(disguised.status).toBe(400);
    const program = await attach(client, "setup.exe", Buffer.from("MZ"));
    expect(program.status).toBe(400);
    expect(program.msg).toMatch(/log/);
    const nothing = await client.post(path, new FormData());
    expect(nothing.status).toBe(400);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const client = await monthOld();
    const tooLarge = await attach(
      client,
      "big.log",
      Buffer.alloc(forumLimits.attachmentMaxBytes + 1, 0x41),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.msg).toMatch(/10 MB/);
  });

  it("refuses an account in its first day, not a moderator, and anonymous visitors", async () => {
    const newcomer = await memberClient(testApp.now());
    const refused = await attach(newcomer, "modem.log", log);
    expect(refused.status).toBe(400);
    expect(refused.msg).toMatch(/attach/);

    const moderator = await memberClient(testApp.now(), {
      permissions: [permissions.forumModerate],
    });
    expect((await attach(moderator, "modem.log", log, `?topicId=${boardId}`)).status).toBe(200);

    expect((await attach(visitor, "modem.log", log)).status).toBe(401);
    expect((await attach(await monthOld(), "modem.log", log, "?topicId=x")).status).toBe(400);
  });
});
