import { contentLimits, permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf, multipart } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let visitor: ApiClient;
let editor: ApiClient;
let member: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  editor = visitor.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
  member = visitor.as(await signedIn(testApp));
});
afterAll(async () => {
  await testApp.close();
});

const hour = 60 * 60 * 1000;
const at = (offset: number) => new Date(testApp.now().getTime() + offset).toISOString();
const save = async (overrides: Record<string, unknown>) =>
  dataOf(
    await editor.post("/api/banner/save", { title: "B", image: "/uploads/b.png", ...overrides }),
    "saving a banner",
  ).id as number;

describe("banners", () => {
  it("shows only enabled banners within their period, in order", async () => {
    const second = await save({ title: "open", sort: 2 });
    const first = await save({ title: "running", sort: 1, startsAt: at(-hour), endsAt: at(hour) });
    await save({ title: "future", startsAt: at(hour) });
    await save({ title: "past", endsAt: at(-hour) });
    await save({ title: "disabled", enabled: false });
    const active = dataOf(await visitor.get("/api/banner/getBanners"), "listing");
    expect(active.map((banner: { id: number }) => banner.id)).toEqual([first, second]);
    testApp.advance(2 * hour);
    const later = dataOf(await visitor.get("/api/banner/getBanners"), "listing");
    expect(later.map((banner: { title: string }) => banner.title)).toEqual(["future", "open"]);
    const all = dataOf(await editor.get("/api/banner/list"), "listing");
    expect(all.total).toBe(5);
  });

  it("updates with the version, deletes, and refuses bad periods and addresses", async () => {
    const id = await save({ link: "#/solution/detail/1" });
    const update = {
      id,
      version: 1,
      title: "New",
      image: "https://cdn.example.com/b.png",
      link: "https://example.com",
    };
    expect((await editor.post("/api/banner/update", update)).status).toBe(200);
    expect((await editor.post("/api/banner/update", update)).status).toBe(409);
    const reversed = await editor.post("/api/banner/save", {
      title: "x",
      image: "/a.png",
      startsAt: at(hour),
      endsAt: at(-hour),
    });
    expect(reversed.status).toBe(400);
    expect(reversed.msg).toBe("The end must come after the start");
    const scripted = await editor.post("/api/banner/save", {
      title: "x",
      image: "//evil.example/a.png",
      link: "javascript:alert(1)",
    });
    expect(scripted.status).toBe(400);
    expect(scripted.data.map((problem: { field: string }) => problem.field)).toEqual([
      "image",
      "link",
    ]);
    expect((await editor.post("/api/banner/delete", { id })).status).toBe(200);
    expect((await editor.post("/api/banner/delete", { id })).status).toBe(404);
  });

  it("refuses writes without content:write", async () => {
    expect((await visitor.get("/api/banner/list")).status).toBe(401);
    expect((await member.post("/api/banner/save", { title: "x", image: "/a.png" })).status).toBe(
      403,
    );
    expect((await member.post("/api/banner/delete", { id: 1 })).status).toBe(403);
  });
});

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The first bytes of a PNG: enough for the content check, which reads the signature and IHDR. */
const pngBytes = Buffer.concat([
  pngSignature,
  Buffer.from([0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
]);
const upload = (client: ApiClient, bytes: Buffer, name: string, type: string) =>
  client.post("/api/banner/uploadImage", multipart({ file: { name, bytes, type } }));

describe("POST /api/banner/uploadImage", () => {
  it("stores a picture under /uploads/banners that a banner can show", async () => {
    const answer = await upload(editor, pngBytes, "spring.png", "image/png");
    expect(answer.status).toBe(200);
    expect(answer.data.url).toMatch(/^\/uploads\/banners\/\w+\.png$/);
    const served = await visitor.get(answer.data.url);
    expect(served.status).toBe(200);
    expect(served.bytes.subarray(0, 8)).toEqual(pngSignature);
    const id = await save({ title: "uploaded", image: answer.data.url });
    const active = dataOf(await visitor.get("/api/banner/getBanners"), "listing");
    expect(active.find((banner: { id: number }) => banner.id === id)?.image).toBe(answer.data.url);
  });

  it("judges by content: a script or an SVG named .png is refused with 400", async () => {
    const script = await upload(
      editor,
      Buffer.from("<script>alert(1)</script>"),
      "x.png",
      "image/png",
    );
    expect(script.status).toBe(400);
    expect(script.msg).toBe("Upload a PNG, JPEG, GIF or WebP image");
    const svg = await upload(
      editor,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "x.svg",
      "image/svg+xml",
    );
    expect(svg.status).toBe(400);
  });

  it("refuses a picture over the limit with 413 and a request without a file with 400", async () => {
    const large = Buffer.concat([pngBytes, Buffer.alloc(contentLimits.bannerImageMaxBytes)]);
    const tooLarge = await upload(editor, large, "large.png", "image/png");
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.msg).toBe("The file may be at most 5 MB");
    expect((await editor.post("/api/banner/uploadImage", new FormData())).status).toBe(400);
  });

  it("refuses an upload without content:write", async () => {
    expect((await upload(visitor, pngBytes, "a.png", "image/png")).status).toBe(401);
    expect((await upload(member, pngBytes, "a.png", "image/png")).status).toBe(403);
  });
});

describe("a banner in the reader's language", () => {
  it("shows the reader's title and picture, the original's link, and refuses unsafe pictures", async () => {
    const id = await save({ title: "新品发布", image: "/uploads/zh.png", link: "#/product" });
    const english = {
      id,
      language: "en-US",
      version: 0,
      fields: { title: "New release", image: "/uploads/en.png" },
    };
    expect((await editor.post("/api/banner/saveTranslation", english)).status).toBe(200);
    const shown = async (language: string) =>
      dataOf(await api(testApp).language(language).get("/api/banner/getBanners"), "banners").find(
        (banner: { id: number }) => banner.id === id,
      );
    expect(await shown("en-US")).toMatchObject({
      title: "New release",
      image: "/uploads/en.png",
      link: "#/product",
      localization: { source: "translation" },
    });
    expect(await shown("zh-TW")).toMatchObject({
      title: "新品發佈",
      image: "/uploads/zh.png",
      localization: { source: "converted" },
    });
    const table = dataOf(await editor.get("/api/banner/list"), "table");
    expect(table.list.find((banner: { id: number }) => banner.id === id)).toMatchObject({
      title: "新品发布",
      translations: [{ language: "en-US", outOfDate: false }],
    });

    const unsafe = await editor.post("/api/banner/saveTranslation", {
      ...english,
      language: "zh-TW",
      fields: { title: "x", image: "javascript:alert(1)" },
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.data).toEqual([{ field: "fields.image", message: expect.any(String) }]);
    expect((await visitor.post("/api/banner/saveTranslation", english)).status).toBe(401);
    expect((await editor.post("/api/banner/delete", { id })).status).toBe(200);
    expect((await editor.get("/api/banner/translations", { query: { id } })).status).toBe(404);
  });
});
