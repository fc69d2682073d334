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

describe("friendship links", () => {
  it("lists links in order and counts clicks", async () => {
    const second = dataOf(
      await editor.post("/api/link/save", {
        name: "OneNET",
        url: "https://open.iot.10086.cn",
        sort: 2,
      }),
      "saving",
    ).id;
    const first = dataOf(
      await editor.post("/api/link/save", { name: "3GPP", url: "https://www.3gpp.org", sort: 1 }),
      "saving",
    ).id;
    const listed = dataOf(await visitor.get("/api/link/list"), "listing");
    expect(listed.map((link: { id: number }) => link.id)).toEqual([first, second]);
    await visitor.post("/api/link/countLinkClick", { id: first });
    const clicked = await visitor.post("/api/link/countLinkClick", { id: first });
    expect(clicked.data).toEqual({ clickCount: 2 });
    expect((await visitor.post("/api/link/countLinkClick", { id: 2_000_000_000 })).status).toBe(
      404,
    );
  });

  it("updates with the version, deletes, refuses other schemes and members", async () => {
    const id = dataOf(
      await editor.post("/api/link/save", { name: "x", url: "http://a.example" }),
      "saving",
    ).id;
    const update = { id, version: 1, name: "y", url: "https://b.example", sort: 0 };
    expect((await editor.post("/api/link/update", update)).status).toBe(200);
    expect((await editor.post("/api/link/update", update)).status).toBe(409);
    const scripted = await editor.post("/api/link/save", { name: "x", url: "javascript:alert(1)" });
    expect(scripted.status).toBe(400);
    expect(scripted.msg).toBe("The link must start with http:// or https://");
    expect(
      (await member.post("/api/link/save", { name: "x", url: "https://a.example" })).status,
    ).toBe(403);
    expect((await editor.post("/api/link/delete", { id })).status).toBe(200);
  });
});

describe("a link's name in the reader's language", () => {
  it("keeps a link written in English as the original, with its language, for every reader", async () => {
    const id = dataOf(
      await editor.post("/api/link/save", {
        name: "OneNET developer docs",
        url: "https://open.iot.example",
        language: "en-US",
      }),
      "saving",
    ).id as number;
    const listed = dataOf(await api(testApp).language("zh-CN").get("/api/link/list"), "links");
    expect(listed.find((link: { id: number }) => link.id === id)).toMatchObject({
      name: "OneNET developer docs",
      localization: { language: "en-US", originalLanguage: "en-US", source: "original" },
    });
    expect(
      (await editor.post("/api/link/save", { name: "x", url: "https://x.example", language: "de" }))
        .status,
    ).toBe(400);
  });

  it("answers the reader's name, the converted one in zh-TW, and the original to staff", async () => {
    const id = dataOf(
      await editor.post("/api/link/save", { name: "物联网平台", url: "https://iot.example" }),
      "saving",
    ).id as number;
    const english = { id, language: "en-US", version: 0, fields: { name: "IoT platform" } };
    expect((await editor.post("/api/link/saveTranslation", english)).status).toBe(200);

    const byName = async (language: string) =>
      dataOf(await api(testApp).language(language).get("/api/link/list"), "links").find(
        (link: { id: number }) => link.id === id,
      );
    expect(await byName("en-US")).toMatchObject({
      name: "IoT platform",
      url: "https://iot.example",
      localization: { language: "en-US", source: "translation" },
    });
    expect(await byName("zh-TW")).toMatchObject({
      name: "物聯網平臺",
      localization: { source: "converted" },
    });
    const managed = dataOf(await editor.get("/api/link/manageList"), "managed").find(
      (link: { id: number }) => link.id === id,
    );
    expect(managed).toMatchObject({
      name: "物联网平台",
      translations: [{ language: "en-US", outOfDate: false }],
    });

    await editor.post("/api/link/update", {
      id,
      version: 1,
      name: "物联网开放平台",
      url: "https://iot.example",
      sort: 0,
    });
    expect((await byName("en-US")).localization.outOfDate).toBe(true);

    expect((await editor.post("/api/link/saveTranslation", english)).status).toBe(409);
    expect(
      (await editor.post("/api/link/saveTranslation", { ...english, fields: { name: "" } })).status,
    ).toBe(400);
    expect((await member.post("/api/link/saveTranslation", english)).status).toBe(403);
    expect((await member.get("/api/link/manageList")).status).toBe(403);
    expect((await editor.post("/api/link/delete", { id })).status).toBe(200);
    expect((await editor.get("/api/link/translations", { query: { id } })).status).toBe(404);
  });
});
