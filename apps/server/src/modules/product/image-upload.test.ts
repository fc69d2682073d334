import { permissions, productLimits } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, multipart } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
/** A content editor, in English. */
let editor: ApiClient;
beforeAll(async () => {
  testApp = await buildTestApp();
  editor = api(testApp)
    .language("en-US")
    .as(await signedIn(testApp, { permissions: [permissions.productWrite] }));
});
afterAll(async () => {
  await testApp.close();
});

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The first bytes of a PNG: enough for the content check, which reads the signature and IHDR. */
const pngBytes = Buffer.concat([
  pngSignature,
  Buffer.from([0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
]);
/** A RIFF container of type WEBP with a lossy VP8 chunk header. */
const webpBytes = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(18),
]);

function upload(bytes: Buffer, name: string, type: string) {
  return editor.post("/api/product/uploadImage", multipart({ file: { name, bytes, type } }));
}

describe("POST /api/product/uploadImage", () => {
  it("stores a PNG and a WebP image and serves them", async () => {
    const png = await upload(pngBytes, "board.png", "image/png");
    expect(png.status).toBe(200);
    const { url } = png.data;
    expect(url).toMatch(/^\/uploads\/products\/\w+\.png$/);
    const served = await api(testApp).get(url);
    expect(served.status).toBe(200);
    expect(served.bytes.subarray(0, 8)).toEqual(pngSignature);
    const webp = await upload(webpBytes, "photo.webp", "image/webp");
    expect(webp.status).toBe(200);
    expect(webp.data.url).toMatch(/\.webp$/);
  });

  it("judges by content: a script named .png and a GIF are refused with 400", async () => {
    const script = await upload(Buffer.from("<script>alert(1)</script>"), "x.png", "image/png");
    expect(script.status).toBe(400);
    expect(script.msg).toBe("Upload a PNG, JPEG or WebP image");
    const gif = await upload(
      Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
      "x.gif",
      "image/gif",
    );
    expect(gif.status).toBe(400);
  });

  it("refuses an image over the size limit with 413", async () => {
    const large = Buffer.concat([pngBytes, Buffer.alloc(productLimits.imageMaxBytes)]);
    const response = await upload(large, "large.png", "image/png");
    expect(response.status).toBe(413);
    expect(response.msg).toBe("The file may be at most 5 MB");
  });

  it("refuses a request without a file with 400", async () => {
    const response = await editor.post("/api/product/uploadImage", new FormData());
    expect(response.status).toBe(400);
  });
});
