import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { type InProcessBucket, startTestBucket } from "../../test-support/s3-test-bucket.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let bucket: InProcessBucket;
beforeAll(async () => {
  bucket = await startTestBucket();
});
afterAll(async () => {
  await bucket.close();
});

const videoBytes = randomBytes(3000);

describe("/uploads/ from the bucket, streamed by the app", () => {
  let testApp: TestApp;
  let visitor: ApiClient;
  let videoUrl: string;
  beforeAll(async () => {
    testApp = await buildTestApp({}, { files: bucket.files });
    visitor = api(testApp);
    const { publicFiles } = testApp.app;
    const { key } = await publicFiles.save("editor/videos", "webm", Readable.from([videoBytes]));
    videoUrl = publicFiles.url(key);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("serves a file with its type, length and tag, and 304 to a browser that has it", async () => {
    expect(videoUrl).toMatch(/^\/uploads\/editor\/videos\/\w+\.webm$/);
    const video = await visitor.get(videoUrl);
    expect(video.status).toBe(200);
    expect(video.headers["content-type"]).toBe("video/webm");
    expect(video.headers["accept-ranges"]).toBe("bytes");
    expect(video.headers["content-length"]).toBe("3000");
    expect(video.bytes.equals(videoBytes)).toBe(true);
    const etag = String(video.headers.etag);
    const again = await visitor.get(videoUrl, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it("answers one range with 206, a range past the end with 416, and HEAD without a body", async () => {
    const part = await visitor.get(videoUrl, { headers: { range: "bytes=100-1099" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 100-1099/3000");
    expect(part.bytes.equals(videoBytes.subarray(100, 1100))).toBe(true);
    const tail = await visitor.get(videoUrl, { headers: { range: "bytes=-500" } });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(videoBytes.subarray(2500))).toBe(true);
    const beyond = await visitor.get(videoUrl, { headers: { range: "bytes=3000-" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */3000");
    // Several ranges at once are not served apart: the whole file, as a server may.
    const several = await visitor.get(videoUrl, { headers: { range: "bytes=0-1,5-6" } });
    expect(several.status).toBe(200);
    expect(several.bytes.length).toBe(3000);
    const head = await visitor.send("HEAD", videoUrl);
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe("3000");
    expect(head.bytes.length).toBe(0);
  });

  it("answers 404 for a missing file and for a key out of the public folder", async () => {
    expect((await visitor.get("/uploads/editor/videos/none.webm")).status).toBe(404);
    const { key } = await testApp.app.privateFiles.save(
      "2026-05",
      "txt",
      Readable.from([Buffer.from("private")]),
    );
    expect((await visitor.get(`/uploads/../documents/${key}`)).status).toBe(404);
    expect((await visitor.get(`/uploads/%2e%2e/documents/${key}`)).status).toBe(404);
  });
});

describe("/uploads/ with the bucket's public address (S3_PUBLIC_URL)", () => {
  let testApp: TestApp;
  let visitor: ApiClient;
  beforeAll(async () => {
    testApp = await buildTestApp({
      ...bucket.environment,
      S3_PUBLIC_URL: "https://files.example.com/portal/uploads/",
    });
    visitor = api(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("sends the browser to the bucket for a picture, and lets pages load pictures and videos from there", async () => {
    const { key } = await testApp.app.publicFiles.save(
      "avatars",
      "png",
      Readable.from([Buffer.from("not really a picture")]),
    );
    const answer = await visitor.get(`/uploads/${key}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`https://files.example.com/portal/uploads/${key}`);
    const policy = String(answer.headers["content-security-policy"]);
    expect(policy).toContain("img-src 'self' data: blob: https://files.example.com");
    expect(policy).toContain("media-src 'self' https://files.example.com");
  });

  it("streams a chat file itself: chat files are never handed out at the bucket's address", async () => {
    const { key } = await testApp.app.publicFiles.save(
      "chat/files",
      "txt",
      Readable.from([Buffer.from("a log line")]),
    );
    const answer = await visitor.get(`/uploads/${key}?name=log.txt&size=10`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.text).toBe("a log line");
  });
});
