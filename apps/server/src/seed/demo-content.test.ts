import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { seedDemoTexts } from "./demo-content.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("seedDemoTexts", () => {
  it("loads solutions, articles, notices, pages, FAQs, banners and links once", async () => {
    const seed = () => seedDemoTexts({ db: testApp.db, publicFiles: testApp.app.publicFiles });
    expect(await seed()).toBe(true);
    const visitor = api(testApp);

    const solutions = dataOf(
      await visitor.get("/api/text/getTextList", { query: { type: "solution" } }),
      "solutions",
    );
    expect(solutions.list.map((text: { title: string }) => text.title).sort()).toEqual([
      "NB-IoT 智能抄表解决方案",
      "电动车与摩托车定位终端解决方案",
      "移动支付云喇叭解决方案",
    ]);
    const speaker = solutions.list.find((text: { title: string }) => text.title.includes("云喇叭"));
    const detail = dataOf(await visitor.get(`/api/text/query?id=${speaker.id}`), "speaker");
    expect(detail.content).toContain("18.7 x 16.0 x 2.7 mm");
    expect(detail.content).toContain("1.18 mA");

    const all = dataOf(
      await visitor.get("/api/text/getTextList", { query: { pageSize: 100 } }),
      "all",
    );
    const articles = all.list.filter(
      (text: { type: string }) => !["notice", "solution"].includes(text.type),
    );
    expect(articles.length).toBeGreaterThanOrEqual(12);
    const notices = dataOf(await visitor.get("/api/text/notices"), "notices");
    expect(notices.total).toBeGreaterThanOrEqual(4);
    expect(notices.list[0].pinned).toBe(true);
    for (const key of ["subscribe", "valueadd", "aboutus"]) {
      expect((await visitor.get("/api/text/page", { query: { key } })).status).toBe(200);
    }

    const englishNotices = dataOf(
      await visitor.language("en-US").get("/api/text/notices", { query: { pageSize: 50 } }),
      "English notices",
    );
    for (const notice of englishNotices.list) {
      expect(notice.localization).toMatchObject({ language: "en-US", source: "translation" });
      expect(notice.title).not.toMatch(/\p{Script=Han}/u);
    }
    const englishTexts = dataOf(
      await visitor.language("en-US").get("/api/text/getTextList", { query: { pageSize: 100 } }),
      "English texts",
    );
    expect(
      englishTexts.list.filter(
        (text: { localization: { source: string } }) => text.localization.source !== "translation",
      ),
    ).toEqual([]);
    const englishCategories = englishTexts.list
      .map((text: { category: string | null }) => text.category)
      .filter(Boolean);
    expect(englishCategories).toContain("Product brochure");
    for (const category of englishCategories) expect(category).not.toMatch(/\p{Script=Han}/u);

    const englishFaqs = dataOf(await visitor.language("en-US").get("/api/faq/queryAll"), "faqs");
    for (const group of englishFaqs) {
      expect(group.name).not.toMatch(/\p{Script=Han}/u);
      for (const faq of group.faqs) expect(faq.question).not.toMatch(/\p{Script=Han}/u);
    }

    const faqGroups = dataOf(await visitor.get("/api/faq/queryAll"), "faqs");
    expect(faqGroups.length).toBe(3);
    expect(
      faqGroups.flatMap((group: { faqs: unknown[] }) => group.faqs).length,
    ).toBeGreaterThanOrEqual(8);

    const banners = dataOf(await visitor.get("/api/banner/getBanners"), "banners");
    expect(banners).toHaveLength(3);
    const picture = await visitor.get(banners[0].image);
    expect(picture.status).toBe(200);
    expect(picture.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(picture.text).toContain("F03X");
    expect(banners[1].link).toBe(
      `#/solution/detail/${solutions.list.find((text: { title: string }) => text.title.startsWith("NB-IoT")).id}`,
    );

    const englishBanners = dataOf(
      await visitor.language("en-US").get("/api/banner/getBanners"),
      "English banners",
    );
    expect(englishBanners[0].title).toBe("5G module F03X: samples available");
    const englishPicture = await visitor.get(englishBanners[0].image);
    expect(englishPicture.text).toContain("5G module F03X: samples available");
    expect(englishPicture.text).not.toMatch(/\p{Script=Han}/u);

    expect(dataOf(await visitor.get("/api/link/list"), "links")).toHaveLength(4);
    const englishLinks = dataOf(await visitor.language("en-US").get("/api/link/list"), "links");
    for (const link of englishLinks) expect(link.name).not.toMatch(/\p{Script=Han}/u);
    expect(await seed()).toBe(false);
  });
});
