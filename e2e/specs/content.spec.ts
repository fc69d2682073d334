/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from "vitest";
import { contentZhCN } from "../../apps/web/src/i18n/content/zh-CN.ts";
import { callApi, createUser, type TestUser, useSession } from "../support/accounts.ts";
import { narrowPhone, useBrowser } from "../support/browser.ts";
import { expectFitsNarrowPhone } from "../support/pages.ts";
import { format, texts } from "../support/texts.ts";

const words = contentZhCN.content;

/** Seeded texts the specs read (see apps/server/src/seed/demo-content-texts.ts). */
const seeded = {
  article: "从零开始：用 AT 指令让 M5311 注册网络",
  pinnedNotice: "关于春节期间技术支持安排的通知",
  speakerSolution: "移动支付云喇叭解决方案",
  schoolVideo: "视频：M5311 开发板开箱与上手",
};

type Listed = { list: { id: number; title: string }[] };

async function seededText(type: string, title: string): Promise<number> {
  const page = await callApi<Listed>(`/api/text/getTextList?type=${type}&pageSize=100`);
  const found = page.list.find((text) => text.title === title);
  if (!found) throw new Error(`the seeded ${type} "${title}" is missing`);
  return found.id;
}

const readCountOf = async (id: number) =>
  (await callApi<{ readCount: number }>(`/api/text/getReadCount?id=${id}`)).readCount;

describe("reading content", () => {
  const browser = useBrowser({ locale: "zh-CN" });
  let reader: TestUser;
  let articleId: number;

  beforeAll(async () => {
    reader = await createUser();
    articleId = await seededText("schoolArticle", seeded.article);
  });

  it("a signed-in visitor reads a seeded article, likes it and comments; the read count rises", async () => {
    const { page, context } = browser;
    await useSession(context, reader.token);
    const before = await readCountOf(articleId);

    await page.goto(`/#/school/article/${articleId}`);
    await page.getByRole("heading", { name: seeded.article, level: 1 }).waitFor();
    const reads = page.getByTestId("text-read-count");
    await expect
      .poll(() => reads.textContent())
      .toContain(format(words.detail.reads_other, { count: before + 1 }));

    const like = page.getByTestId("text-like");
    await like.click();
    await expect.poll(() => like.textContent()).toContain(words.detail.liked);

    const comment = `e2e comment ${Date.now()}`;
    await page.getByRole("textbox", { name: words.comments.placeholder }).fill(comment);
    await page.getByRole("button", { name: words.comments.submit }).click();
    await page.getByTestId("comment").filter({ hasText: comment }).waitFor();
    await page
      .getByRole("heading", { name: format(words.comments.title, { count: 1 }), level: 2 })
      .waitFor();

    await page.reload();
    await page.getByRole("heading", { name: seeded.article, level: 1 }).waitFor();
    await expect
      .poll(() => reads.textContent())
      .toContain(format(words.detail.reads_other, { count: before + 2 }));
    await expect.poll(() => like.textContent()).toContain(words.detail.liked);
    expect(await readCountOf(articleId)).toBe(before + 2);
  });

  it("a visitor without a session reads a solution and is asked to sign in to take part", async () => {
    const { page } = browser;
    const id = await seededText("solution", seeded.speakerSolution);
    await page.goto(`/#/solution/detail/${id}`);
    await page.getByRole("heading", { name: seeded.speakerSolution, level: 1 }).waitFor();
    await page.getByText("18.7 x 16.0 x 2.7 mm").waitFor();
    await page.getByText(words.detail.signInToAct).waitFor();
    expect(await page.getByTestId("text-like").isDisabled()).toBe(true);
  });

  it("a seeded school video plays from the portal: a <video> with a poster that decodes and seeks", async () => {
    const { page } = browser;
    const id = await seededText("schoolVideo", seeded.schoolVideo);
    await page.goto(`/#/school/video/${id}`);
    await page.getByRole("heading", { name: seeded.schoolVideo, level: 1 }).waitFor();
    const video = page.locator("article video");
    await video.waitFor();
    expect(await page.locator("article iframe").count()).toBe(0);
    expect(await video.getAttribute("controls")).not.toBeNull();
    expect(await video.getAttribute("src")).toMatch(/^\/uploads\/editor\/videos\/\w+\.webm$/);
    const poster = (await video.getAttribute("poster")) ?? "";
    expect(poster).toMatch(/^\/uploads\/editor\/images\/\w+\.png$/);
    const posterWidth = await page.evaluate(async (source) => {
      const picture = new Image();
      picture.src = source;
      await picture.decode();
      return picture.naturalWidth;
    }, poster);
    expect(posterWidth).toBe(640);

    // Played (muted, as a browser allows without a gesture), it decodes frames and moves on.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.3);
    const shown = await video.evaluate((element: HTMLVideoElement) => ({
      width: element.videoWidth,
      height: element.videoHeight,
      duration: element.duration,
      error: element.error?.message ?? null,
    }));
    expect(shown).toMatchObject({ width: 640, height: 360, error: null });
    // Its length is known up front (not Infinity), so the controls can seek.
    expect(shown.duration).toBeGreaterThan(5);
    expect(shown.duration).toBeLessThan(7);

    // A seek lands where it was asked, the file read by ranges.
    await video.evaluate((element: HTMLVideoElement) => {
      element.pause();
      element.currentTime = 4.5;
    });
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) =>
          element.seeking ? -1 : Math.round(element.currentTime * 10) / 10,
        ),
      )
      .toBe(4.5);
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.readyState),
    ).toBeGreaterThanOrEqual(2);
  });
});

describe("the home page", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("shows the latest notices, and the catalogue's models in the categories (N10SG too)", async () => {
    const { page } = browser;
    await page.goto("/#/home");
    await page.getByRole("heading", { name: texts["zh-CN"].home.hero.title, level: 1 }).waitFor();
    const notices = page.getByTestId("home-notices");
    await notices.getByRole("link", { name: seeded.pinnedNotice }).click();
    await page.getByRole("heading", { name: seeded.pinnedNotice, level: 1 }).waitFor();

    await page.goto("/#/home");
    await page.getByTestId("category-models-nbiot").getByText("N10SG", { exact: true }).waitFor();
  });
});

describe("on a 375 px phone", () => {
  const browser = useBrowser({ locale: "zh-CN", ...narrowPhone });

  it("the knowledge base and an article fit without a sideways scroll", async () => {
    const { page } = browser;
    await page.goto("/#/knowledge");
    await page.getByRole("heading", { name: words.knowledge.title, level: 1 }).waitFor();
    await page.getByRole("tab").first().waitFor();
    await expectFitsNarrowPhone(page);
    const id = await seededText("schoolArticle", seeded.article);
    await page.goto(`/#/school/article/${id}`);
    await page.getByRole("heading", { name: seeded.article, level: 1 }).waitFor();
    await expectFitsNarrowPhone(page);
  });
});
