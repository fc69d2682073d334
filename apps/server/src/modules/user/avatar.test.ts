import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, multipart } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let english: ApiClient;
beforeAll(async () => {
  testApp = await buildTestApp();
  english = api(testApp).language("en-US");
});
afterAll(async () => {
  await testApp.close();
});

/** A real 1x1 PNG, so the content check has true image bytes to recognise. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function upload(token: string | undefined, name: string, bytes: Buffer, type = "image/png") {
  return english
    .as(token)
    .post("/api/common/uploadAvatar", multipart({ file: { name, bytes, type } }));
}

describe("uploadAvatar", () => {
  it("stores a real image, sets it as the avatar and serves it", async () => {
    const { token } = await signedIn(testApp);
    const response = await upload(token, "me.png", tinyPng());
    expect(response.status).toBe(200);
    const { url } = response.data;
    expect(url).toMatch(/^\/uploads\/avatars\/\w+\.png$/);
    const me = await english.as(token).get("/api/user/getUserId");
    expect(me.data.user.avatarUrl).toBe(url);
    const served = await english.get(url);
    expect(served.status).toBe(200);
    expect(served.bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("refuses a text file named .png with 400 (checked by content)", async () => {
    const { token } = await signedIn(testApp);
    const response = await upload(token, "fake.png", Buffer.from("<script>alert(1)</script>"));
    expect(response.status).toBe(400);
    expect(response.msg).toContain("PNG, JPEG, GIF or WebP");
  });

  it("refuses a disallowed extension with 400", async () => {
    const { token } = await signedIn(testApp);
    const response = await upload(token, "avatar.svg", tinyPng(), "image/svg+xml");
    expect(response.status).toBe(400);
  });

  it("refuses a file over 2 MB with 413", async () => {
    const { token } = await signedIn(testApp);
    const large = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(token, "large.png", large);
    expect(response.status).toBe(413);
    expect(response.msg).toContain("at most 2 MB");
  });

  it("refuses a request without a file with 400", async () => {
    const { token } = await signedIn(testApp);
    const response = await english.as(token).post("/api/common/uploadAvatar", new FormData());
    expect(response.status).toBe(400);
  });

  it("refuses an upload without a session with 401", async () => {
    const response = await upload(undefined, "me.png", tinyPng());
    expect(response.status).toBe(401);
  });
});
