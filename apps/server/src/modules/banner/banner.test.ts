import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
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
