import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, multipart } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
]);
const mp4Bytes = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2"),
  Buffer.alloc(32),
]);
const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

let testApp: TestApp;
let visitor: ApiClient;
let staff: ApiClient;
let member: ApiClient;
/** A web server on this machine answering images, pages, redirects and silence. */
let remote: Server;
let remoteOrigin: string;

beforeAll(async () => {
  remote = createServer((request, response) => {
    switch (request.url) {
      case "/image.png":
        response.writeHead(200, { "content-type": "image/png" }).end(pngBytes);
        return;
      case "/page.html":
        response.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
        return;
      case "/huge.png":
        response.writeHead(200, { "content-type": "image/png" });
        response.end(Buffer.concat([pngBytes, Buffer.alloc(6 * 1024 * 1024)]));
        return;
      case "/to-private":
        response.writeHead(302, { location: "http://10.0.0.1/image.png" }).end();
        return;
      case "/missing.png":
        response.writeHead(404).end();
        return;
      default:
        // Never answers: the capture must give up at its timeout.
        return;
    }
  });
  await new Promise<void>((resolve) => remote.listen(0, "127.0.0.1", resolve));
  remoteOrigin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  testApp = await buildTestApp({ EDITOR_CAPTURE_TIMEOUT_MS: "500" });
  visitor = api(testApp).language("en-US");
  staff = visitor.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  member = visitor.as(await signedIn(testApp));
});
afterAll(async () => {
  remote.closeAllConnections();
  await new Promise((resolve) => remote.close(resolve));
  await testApp.close();
});

describe("GET /api/ueditor/ueditorConfig", () => {
  it("answers the upload limits and allowed extensions as JSON", async () => {
    const answer = await visitor.get("/api/ueditor/ueditorConfig");
    expect(answer.status).toBe(200);
    expect(answer.data.maxCharacters).toBe(10_000);
    expect(answer.data.uploads.file).toMatchObject({ url: "/api/common/uploadDoc" });
    expect(answer.data.uploads.image.extensions).toContain("png");
    expect(answer.data.capture).toMatchObject({ url: "/api/ueditor/catchImage", maxUrls: 20 });
  });

  it("answers JSONP to a well-formed callback name", async () => {
    for (const name of ["cb", "jQuery_123", "$editorOnConfig", "_x$1"]) {
      const answer = await visitor.get("/api/ueditor/ueditorConfig", { query: { callback: name } });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^application\/javascript/);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.text.startsWith(`/**/${name}({"code":200,`)).toBe(true);
      expect(answer.text.endsWith("});")).toBe(true);
    }
  });

  it("refuses every other callback name with 400", async () => {
    for (const name of [
      "",
      "1abc",
      "alert(1)",
      "a b",
      "cb;alert(1)//",
      "a</script>",
      "a-b",
      "x".repeat(65),
      "a\u2028b",
      "a[0]",
      "$.editor.onConfig",
      "location.assign",
      "document.write",
      "window.opener.location.replace",
    ]) {
      const answer = await visitor.get("/api/ueditor/ueditorConfig", { query: { callback: name } });
      expect(answer.status, name).toBe(400);
      expect(answer.msg).toBe("The callback name is not allowed");
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    }
  });
});

describe("editor uploads", () => {
  const upload = (client: ApiClient, path: string, name: string, bytes: Buffer) =>
    client.post(path, multipart({ file: { name, bytes } }));

  it("stores an image, a file, a video and a snapshot, named by the time and 6 characters", async () => {
    const cases: [string, string, Buffer, RegExp][] = [
      [
        "/api/ueditor/uploadImage",
        "chart.png",
        pngBytes,
        /^\/uploads\/editor\/images\/\d+[0-9a-f]{6}\.png$/,
      ],
      [
        "/api/common/uploadDoc",
        "manual.pdf",
        pdfBytes,
        /^\/uploads\/editor\/files\/\d+[0-9a-f]{6}\.pdf$/,
      ],
      [
        "/api/ueditor/uploadVideo",
        "demo.mp4",
        mp4Bytes,
        /^\/uploads\/editor\/videos\/\d+[0-9a-f]{6}\.mp4$/,
      ],
      [
        "/api/ueditor/uploadSnapshot",
        "screen.png",
        pngBytes,
        /^\/uploads\/editor\/snapshots\/.+\.png$/,
      ],
    ];
    for (const [path, name, bytes, url] of cases) {
      const answer = await upload(staff, path, name, bytes);
      expect(answer.status, path).toBe(200);
      expect(answer.data).toMatchObject({ state: "SUCCESS", original: name });
      expect(answer.data.url).toMatch(url);
      expect(answer.data.url.endsWith(answer.data.title)).toBe(true);
      expect((await visitor.get(answer.data.url)).status).toBe(200);
    }
  });

  it("refuses a disallowed type, a mismatched content, a missing and an empty file", async () => {
    const script = await upload(
      staff,
      "/api/ueditor/uploadImage",
      "x.png",
      Buffer.from("<script>"),
    );
    expect(script.status).toBe(400);
    expect(script.msg).toBe("An image must be a PNG, JPEG, GIF or WebP picture");
    const exe = await upload(staff, "/api/common/uploadDoc", "tool.exe", Buffer.from("MZ"));
    expect(exe.status).toBe(400);
    expect(exe.msg).toMatch(/^This file type is not allowed; allowed types: pdf, zip/);
    const fakePdf = await upload(staff, "/api/common/uploadDoc", "a.pdf", Buffer.from("hello"));
    expect(fakePdf.status).toBe(400);
    expect(fakePdf.msg).toBe("The file's content does not match its .pdf extension");
    const fakeVideo = await upload(staff, "/api/ueditor/uploadVideo", "a.mp4", pdfBytes);
    expect(fakeVideo.status).toBe(400);
    const html = await upload(staff, "/api/ueditor/uploadVideo", "a.html", Buffer.from("<p>"));
    expect(html.status).toBe(400);
    expect((await staff.post("/api/ueditor/uploadImage", multipart({ name: "x" }))).status).toBe(
      400,
    );
    const empty = await upload(staff, "/api/common/uploadDoc", "a.txt", Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.msg).toBe("The file is empty");
  });

  it("refuses an image over 5 MB with 413", async () => {
    const big = Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload(staff, "/api/ueditor/uploadImage", "big.png", big);
    expect(answer.status).toBe(413);
    expect(answer.msg).toBe("The file may be at most 5 MB");
  });

  it("is open to the staff who write rich text, and to no other staff role", async () => {
    const productWriter = visitor.as(
      await signedIn(testApp, { permissions: [permissions.productWrite] }),
    );
    expect(
      (await upload(productWriter, "/api/ueditor/uploadImage", "a.png", pngBytes)).status,
    ).toBe(200);
    for (const permission of [
      permissions.managementAccess,
      permissions.whitelistManage,
      permissions.chatServe,
      permissions.userManage,
      permissions.auditRead,
    ]) {
      const other = visitor.as(await signedIn(testApp, { permissions: [permission] }));
      expect(
        (await upload(other, "/api/ueditor/uploadImage", "a.png", pngBytes)).status,
        permission,
      ).toBe(403);
      expect(
        (await other.post("/api/ueditor/catchImage", { source: ["https://a.example/a.png"] }))
          .status,
        permission,
      ).toBe(403);
    }
  });

  it("refuses visitors and members", async () => {
    expect((await upload(visitor, "/api/ueditor/uploadImage", "a.png", pngBytes)).status).toBe(401);
    expect((await upload(member, "/api/common/uploadDoc", "a.pdf", pdfBytes)).status).toBe(403);
    expect(
      (await member.post("/api/ueditor/catchImage", { source: ["https://a.example/a.png"] }))
        .status,
    ).toBe(403);
  });
});

describe("remote image capture", () => {
  const capture = (client: ApiClient, source: string[]) =>
    client.post("/api/ueditor/catchImage", { source });

  it("refuses non-web schemes and private, loopback and link-local addresses", async () => {
    const refused: [string, string][] = [
      ["file:///etc/passwd", "Only http and https addresses are fetched"],
      ["ftp://ftp.example.com/a.png", "Only http and https addresses are fetched"],
      ["gopher://a.example/", "Only http and https addresses are fetched"],
      ["not a url", "Only http and https addresses are fetched"],
      [
        `${remoteOrigin}/image.png`,
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://127.0.0.1/image.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://[::1]/image.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://[::ffff:127.0.0.1]/a.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://0x7f000001/a.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://2130706433/a.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://0.0.0.0/a.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://10.1.2.3/a.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://172.16.0.1/a.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://192.168.1.1/a.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://169.254.169.254/latest/meta-data/",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://[fe80::1]/a.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://[fd00::1]/a.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
      [
        "http://localhost/a.png",
        "Images are not fetched from private, loopback or link-local addresses",
      ],
    ];
    const answer = await capture(
      staff,
      refused.map(([source]) => source),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.state).toBe(refused[0]?.[1]);
    expect(answer.data.list).toEqual(
      refused.map(([source, state]) => ({ source, state, url: "" })),
    );
  });

  it("refuses the IPv6 forms of loopback and private IPv4 addresses (IPv4-compatible, 6to4, Teredo, NAT64)", async () => {
    const sources = [
      "http://[::127.0.0.1]/",
      "http://[2002:7f00:1::]/",
      "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/a.png",
      "http://[64:ff9b::10.0.0.1]/a.png",
    ];
    const answer = await capture(staff, sources);
    expect(answer.status).toBe(200);
    expect(answer.data.list).toEqual(
      sources.map((source) => ({
        source,
        state: "Images are not fetched from private, loopback or link-local addresses",
        url: "",
      })),
    );
  });

  it("refuses more than 20 addresses at once", async () => {
    const answer = await capture(
      staff,
      Array.from({ length: 21 }, () => "https://a.example/a.png"),
    );
    expect(answer.status).toBe(400);
  });

  describe("with loopback opened by the configuration", () => {
    let opened: TestApp;
    let openedStaff: ApiClient;
    beforeAll(async () => {
      opened = await buildTestApp({
        EDITOR_CAPTURE_TIMEOUT_MS: "500",
        EDITOR_CAPTURE_ALLOWED_RANGES: "127.0.0.1/32",
      });
      openedStaff = api(opened)
        .language("en-US")
        .as(await signedIn(opened, { permissions: [permissions.contentWrite] }));
    });
    afterAll(async () => {
      await opened.close();
    });

    it("keeps a picture here, and says why each other address was not captured", async () => {
      const sources = [
        `${remoteOrigin}/image.png`,
        `${remoteOrigin}/page.html`,
        `${remoteOrigin}/huge.png`,
        `${remoteOrigin}/missing.png`,
        `${remoteOrigin}/to-private`,
        `${remoteOrigin}/silent`,
        "http://[::1]/image.png",
      ];
      const answer = await capture(openedStaff, sources);
      expect(answer.data.state).toBe("SUCCESS");
      const [image, ...others] = answer.data.list;
      expect(image).toMatchObject({ source: sources[0], state: "SUCCESS" });
      expect(image.url).toMatch(/^\/uploads\/editor\/images\/\d+[0-9a-f]{6}\.png$/);
      expect((await api(opened).get(image.url)).bytes).toEqual(pngBytes);
      expect(others.map((item: { state: string }) => item.state)).toEqual([
        "The address does not hold a PNG, JPEG, GIF or WebP picture",
        "The image may be at most 5 MB",
        "The remote server answered 404",
        "Images are not fetched from private, loopback or link-local addresses",
        "Fetching took longer than 1 s",
        "Images are not fetched from private, loopback or link-local addresses",
      ]);
    });
  });
});
