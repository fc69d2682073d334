import { chatIdHeader, chatLimits, parseChatUpload, permissions } from "@portal/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, multipart } from "../../test-support/api-client.ts";
import {
  anonymousId,
  type ChatClient,
  listeningOrigin,
  openedVisitor,
  until,
} from "../../test-support/chat-sockets.ts";
import { type InProcessBucket, startTestBucket } from "../../test-support/s3-test-bucket.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { findConversation } from "./use-cases/find-conversation.ts";

const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
]);
const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** An MPEG audio frame header after an ID3 tag: what file-type knows as mp3. */
const mp3Bytes = Buffer.concat([
  Buffer.from("ID3"),
  Buffer.from([3, 0, 0, 0, 0, 0, 0]),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(64),
]);

describe("sending pictures, files and sounds in chat", () => {
  let testApp: TestApp;
  let origin: string;
  let agent: SignedIn;
  let member: SignedIn;
  const open: ChatClient[] = [];

  const upload = (
    client: ApiClient,
    kind: string,
    clientChatId: string,
    name: string,
    bytes: Buffer,
  ) =>
    client.post(
      `/api/im/upload?kind=${kind}&clientChatId=${clientChatId}`,
      multipart({ file: { name, bytes } }),
    );
  const guest = async (auth = {}) => {
    const client = await openedVisitor(origin, auth);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    origin = await listeningOrigin(testApp);
    agent = await signedIn(testApp, { permissions: [permissions.chatServe] });
    member = await signedIn(testApp);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("lets an anonymous visitor send a picture, a file and a sound into its own open conversation", async () => {
    const visitor = await guest();
    const anonymous = api(testApp);
    const image = await upload(anonymous, "image", visitor.clientChatId, "board.png", pngBytes);
    expect(image.status, image.text).toBe(200);
    expect(image.data).toMatchObject({ contentType: "image", fileName: "board.png" });
    expect(image.data.content).toMatch(/^\/api\/im\/file\?key=\d+\/images\/\d+[0-9a-f]{6}\.png$/);

    const file = await upload(
      anonymous,
      "file",
      visitor.clientChatId,
      "AT 手册 (v2).pdf",
      pdfBytes,
    );
    expect(file.status, file.text).toBe(200);
    expect(parseChatUpload(file.data.content)).toEqual({
      url: expect.stringMatching(/^\/api\/im\/file\?key=\d+\/files\/\d+[0-9a-f]{6}\.pdf$/),
      fileName: "AT 手册 (v2).pdf",
      size: pdfBytes.length,
    });

    const sound = await upload(anonymous, "sound", visitor.clientChatId, "voice.mp3", mp3Bytes);
    expect(sound.status, sound.text).toBe(200);
    expect(sound.data.content).toMatch(/^\/api\/im\/file\?key=\d+\/sounds\/.+\.mp3$/);

    // What the upload answered is a message the socket accepts and stores.
    for (const answer of [image, file, sound]) {
      const ack = await visitor.send("CLIENT_SEND_MSG", {
        msg: {
          id: anonymousId(),
          contentType: answer.data.contentType,
          content: answer.data.content,
        },
      });
      expect(ack).toMatchObject({ ok: true });
    }
  });

  it("refuses another conversation, an unknown one and a closed one to a visitor", async () => {
    const mine = await guest();
    const other = await guest();
    const anonymous = api(testApp).language("en-US");
    // A member's conversation is its own only: another member may not send into it.
    const signedInVisitor = await guest({ token: member.token });
    const stranger = await signedIn(testApp);
    const intoMember = await upload(
      api(testApp).as(stranger.token).language("en-US"),
      "image",
      signedInVisitor.clientChatId,
      "a.png",
      pngBytes,
    );
    expect(intoMember.status).toBe(403);
    expect(intoMember.msg).toBe("You may only send files into your own open conversation");
    const intoOwn = await upload(
      api(testApp).as(member.token),
      "image",
      signedInVisitor.clientChatId,
      "a.png",
      pngBytes,
    );
    expect(intoOwn.status).toBe(200);
    // Anonymously into a member's conversation.
    expect(
      (await upload(anonymous, "image", signedInVisitor.clientChatId, "a.png", pngBytes)).status,
    ).toBe(403);
    expect((await upload(anonymous, "image", anonymousId(), "a.png", pngBytes)).status).toBe(403);
    // A conversation whose visitor left.
    other.close();
    const closedId = other.clientChatId;
    const end = Date.now() + 5000;
    let closed = await upload(anonymous, "image", closedId, "a.png", pngBytes);
    while (closed.status === 200 && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      closed = await upload(anonymous, "image", closedId, "a.png", pngBytes);
    }
    expect(closed.status).toBe(403);
    expect((await upload(anonymous, "image", mine.clientChatId, "a.png", pngBytes)).status).toBe(
      200,
    );
    // A bad kind or id is a 400 before anything is read.
    expect((await upload(anonymous, "video", mine.clientChatId, "a.png", pngBytes)).status).toBe(
      400,
    );
    expect((await upload(anonymous, "image", "../x", "a.png", pngBytes)).status).toBe(400);
  });

  it("lets an agent send into any conversation but not into one that does not exist", async () => {
    const visitor = await guest();
    const staff = api(testApp).as(agent.token).language("en-US");
    expect(
      (await upload(staff, "file", visitor.clientChatId, "log.txt", Buffer.from("AT+OK"))).status,
    ).toBe(200);
    const missing = await upload(staff, "file", anonymousId(), "log.txt", Buffer.from("AT+OK"));
    expect(missing.status).toBe(404);
    expect(missing.msg).toBe("No such conversation");
  });

  it("refuses a file whose name or bytes are not of its kind, an empty one and a too large one", async () => {
    const visitor = await guest();
    const anonymous = api(testApp).language("en-US");
    const id = visitor.clientChatId;
    const fakeImage = await upload(anonymous, "image", id, "a.png", pdfBytes);
    expect(fakeImage.status).toBe(400);
    expect(fakeImage.msg).toBe("Only PNG, JPEG, GIF or WebP pictures can be sent");
    const exe = await upload(anonymous, "file", id, "tool.exe", Buffer.from("MZ"));
    expect(exe.status).toBe(400);
    expect(exe.msg).toContain("allowed types: pdf");
    const fakePdf = await upload(anonymous, "file", id, "a.pdf", Buffer.from("hello"));
    expect(fakePdf.status).toBe(400);
    const fakeSound = await upload(anonymous, "sound", id, "a.mp3", pngBytes);
    expect(fakeSound.status).toBe(400);
    expect((await upload(anonymous, "file", id, "a.txt", Buffer.alloc(0))).status).toBe(400);
    const huge = await upload(
      anonymous,
      "image",
      id,
      "big.png",
      Buffer.concat([pngBytes, Buffer.alloc(chatLimits.imageMaxBytes)]),
    );
    expect(huge.status).toBe(413);
    expect(huge.msg).toContain("5 MB");
  });

  it("limits how often a conversation sends files, with the wait in the answer", async () => {
    const visitor = await guest();
    const anonymous = api(testApp).language("en-US");
    for (let sent = 0; sent < chatLimits.uploadsPerMinute; sent += 1) {
      const answer = await upload(
        anonymous,
        "file",
        visitor.clientChatId,
        "a.txt",
        Buffer.from("x"),
      );
      expect(answer.status, answer.text).toBe(200);
    }
    const refused = await upload(
      anonymous,
      "file",
      visitor.clientChatId,
      "a.txt",
      Buffer.from("x"),
    );
    expect(refused.status).toBe(429);
    expect(refused.msg).toMatch(/^Files are being sent too often: try again in \d+ s$/);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("refuses a file message whose content is not an upload of the portal", async () => {
    const visitor = await guest();
    for (const content of [
      "https://evil.example/a.pdf",
      "/uploads/../x",
      "/uploads/a.pdf?name=<b>&size=1",
      // A public address, as chat files had before they were protected, is not an upload now.
      "/uploads/chat/files/1764221850000a1b2c3.pdf?name=a.pdf&size=3",
    ]) {
      const ack = await visitor.send("CLIENT_SEND_MSG", {
        msg: { id: anonymousId(), contentType: "file", content },
      });
      expect(ack.ok, content).toBe(false);
    }
  });
});

/**
 * Chat files are protected: kept in the private store under their conversation, and read only
 * through `GET /api/im/file?key=` by those who may read the conversation, on the data folder and
 * on a bucket alike.
 */
describe.each(["local", "s3"] as const)("chat files kept in the %s store", (driver) => {
  let bucket: InProcessBucket | undefined;
  let testApp: TestApp;
  let origin: string;
  let agent: SignedIn;
  let member: SignedIn;
  let stranger: SignedIn;
  const open: ChatClient[] = [];

  beforeAll(async () => {
    bucket = driver === "s3" ? await startTestBucket() : undefined;
    testApp = await buildTestApp({}, bucket ? { files: bucket.files } : {});
    origin = await listeningOrigin(testApp);
    agent = await signedIn(testApp, { permissions: [permissions.chatServe] });
    member = await signedIn(testApp);
    stranger = await signedIn(testApp);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(async () => {
    await testApp?.close();
    await bucket?.close();
  });

  const guest = async (auth = {}) => {
    const client = await openedVisitor(origin, auth);
    open.push(client);
    return client;
  };
  const sendFile = async (
    client: ApiClient,
    kind: string,
    clientChatId: string,
    name: string,
    bytes: Buffer,
  ) => {
    const answer = await client.post(
      `/api/im/upload?kind=${kind}&clientChatId=${clientChatId}`,
      multipart({ file: { name, bytes } }),
    );
    expect(answer.status, answer.text).toBe(200);
    return parseChatUpload(answer.data.content)?.url ?? "";
  };
  const withChatId = (clientChatId: string) =>
    api(testApp).language("en-US").header(chatIdHeader, clientChatId);

  it("keeps an anonymous visitor's picture in the private store, for the visitor presenting its chat id and agents only", async () => {
    const visitor = await guest();
    const url = await sendFile(api(testApp), "image", visitor.clientChatId, "board.png", pngBytes);
    const [, conversationId, name] =
      /^\/api\/im\/file\?key=(\d+)\/images\/(\d+[0-9a-f]{6}\.png)$/.exec(url) ?? [];
    expect(conversationId, url).toBeDefined();
    const key = `chat/${conversationId}/images/${name}`;
    expect((await testApp.app.privateFiles.stat(key)).size).toBe(pngBytes.length);
    // Nothing of it is in the public store, nor served at a public address.
    await expect(testApp.app.publicFiles.stat(key)).rejects.toMatchObject({ code: "ENOENT" });
    expect((await api(testApp).get(`/uploads/${key}`)).status).toBe(404);

    const own = await withChatId(visitor.clientChatId).get(url);
    expect(own.status, own.text).toBe(200);
    expect(Buffer.compare(own.bytes, pngBytes)).toBe(0);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(own.headers["cache-control"]).toMatch(/^private\b/);
    const staff = await api(testApp).as(agent.token).get(url);
    expect(staff.status).toBe(200);
    expect(Buffer.compare(staff.bytes, pngBytes)).toBe(0);

    for (const refused of [
      api(testApp).language("en-US"),
      withChatId(anonymousId()),
      api(testApp).as(member.token).language("en-US"),
    ]) {
      const answer = await refused.get(url);
      expect(answer.status).toBe(403);
      expect(answer.msg).toBe("You may only open the files of your own conversation");
    }
    // The chat id in the URL opens nothing: it is taken from its header only.
    expect((await api(testApp).get(`${url}&clientChatId=${visitor.clientChatId}`)).status).toBe(
      403,
    );

    // A conversation whose visitor left keeps its files for the visitor, as its history.
    visitor.close();
    await until(
      async () =>
        (await findConversation({ db: testApp.app.db, clientChatId: visitor.clientChatId }))
          ?.state === "off",
      "the visitor's conversation to close",
    );
    expect((await withChatId(visitor.clientChatId).get(url)).status).toBe(200);
  });

  it("gives a member's file to the member and agents, never to another member or by a chat id", async () => {
    const visitor = await guest({ token: member.token });
    const url = await sendFile(
      api(testApp).as(member.token),
      "file",
      visitor.clientChatId,
      "AT 手册.pdf",
      pdfBytes,
    );
    expect(url).toMatch(/^\/api\/im\/file\?key=\d+\/files\/\d+[0-9a-f]{6}\.pdf$/);
    const own = await api(testApp).as(member.token).get(url);
    expect(own.status, own.text).toBe(200);
    expect(own.text).toBe(pdfBytes.toString());
    expect((await api(testApp).as(agent.token).get(url)).status).toBe(200);
    expect((await api(testApp).as(stranger.token).get(url)).status).toBe(403);
    // A member's conversation id is no secret: it opens nothing, and is not even a chat id.
    expect((await withChatId(visitor.clientChatId).get(url)).status).toBe(400);
  });

  it("answers a byte range as 206 and one past the end as 416", async () => {
    const visitor = await guest();
    const url = await sendFile(api(testApp), "sound", visitor.clientChatId, "voice.mp3", mp3Bytes);
    const reader = withChatId(visitor.clientChatId);
    const part = await reader.get(url, { headers: { range: "bytes=3-9" } });
    expect(part.status, part.text).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 3-9/${mp3Bytes.length}`);
    expect(Buffer.compare(part.bytes, mp3Bytes.subarray(3, 10))).toBe(0);
    expect(part.headers["content-type"]).toBe("audio/mpeg");
    const past = await reader.get(url, { headers: { range: `bytes=${mp3Bytes.length}-` } });
    expect(past.status).toBe(416);
    // The whole file still, for one who may not read it, is a refusal and no part.
    expect((await api(testApp).get(url, { headers: { range: "bytes=0-1" } })).status).toBe(403);
  });

  it("refuses bad paths and headers with 400, a missing file or conversation with 404", async () => {
    const visitor = await guest();
    const staff = api(testApp).as(agent.token).language("en-US");
    for (const path of [
      "/api/im/file",
      "/api/im/file?key=abc/images/1764221850000a1b2c3.png",
      "/api/im/file?key=0/images/1764221850000a1b2c3.png",
      "/api/im/file?key=2147483648/images/1764221850000a1b2c3.png",
      "/api/im/file?key=1/other/1764221850000a1b2c3.png",
      "/api/im/file?key=1/images/..%2F..%2Fsecret.png",
      "/api/im/file?key=1/images/board.png",
    ]) {
      expect((await staff.get(path)).status, path).toBe(400);
    }
    const url = await sendFile(api(testApp), "image", visitor.clientChatId, "a.png", pngBytes);
    expect((await api(testApp).header(chatIdHeader, "short").get(url)).status).toBe(400);
    const missing = await staff.get(url.replace(/\d+[0-9a-f]{6}\.png$/, "1764221850000abcdef.png"));
    expect(missing.status).toBe(404);
    expect(missing.msg).toBe("This file is no longer stored");
    const noConversation = url.replace(/key=\d+/, "key=2147483647");
    expect((await staff.get(noConversation)).status).toBe(404);
    // Whether a conversation exists is nobody else's business.
    expect((await withChatId(visitor.clientChatId).get(noConversation)).status).toBe(403);
  });
});
