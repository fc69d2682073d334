import type { TextDetail } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { newTextFormValues, textFormValuesOf, textInputOf } from "./text-form-values.ts";
import { textSectionSettings } from "./text-sections.ts";

describe("the text form's values", () => {
  it("starts a new text as a draft of the page's first type, in its first closed category", () => {
    expect(newTextFormValues(textSectionSettings.article)).toMatchObject({
      type: "news",
      status: "draft",
      category: undefined,
    });
    expect(newTextFormValues(textSectionSettings.marketingSupportMaterial)).toMatchObject({
      type: "marketing",
      category: "产品彩页",
    });
  });

  it("trims texts, leaves empty ones out and drops the fields of other types", () => {
    const input = textInputOf({
      ...newTextFormValues(textSectionSettings.article),
      title: "  Launch  ",
      summary: "   ",
      videoUrl: "/uploads/a.mp4",
      pageKey: "aboutus",
      tags: [" nb-iot ", " "],
    });
    expect(input).toMatchObject({ title: "Launch", tags: ["nb-iot"] });
    expect(input.summary).toBeUndefined();
    expect(input.videoUrl).toBeUndefined();
    expect(input.pageKey).toBeUndefined();
  });

  it("keeps a video's address and a single page's key for their types", () => {
    const video = textInputOf({
      ...newTextFormValues(textSectionSettings.video),
      title: "Video",
      videoUrl: " /uploads/a.mp4 ",
    });
    expect(video.videoUrl).toBe("/uploads/a.mp4");
    const page = textInputOf({
      ...newTextFormValues(textSectionSettings.promotion),
      type: "page",
      pageKey: "aboutus",
      title: "About",
    });
    expect(page.pageKey).toBe("aboutus");
  });

  it("fills the form from a stored text", () => {
    const stored = {
      id: 1,
      type: "solution",
      title: "Meter",
      summary: null,
      cover: "/uploads/c.png",
      category: null,
      tags: ["a"],
      status: "published",
      pinned: true,
      publishedAt: null,
      readCount: 0,
      likeCount: 0,
      collectCount: 0,
      commentCount: 0,
      authorName: null,
      localization: {
        language: "en-US",
        originalLanguage: "en-US",
        source: "original",
        outOfDate: false,
      },
      content: "<p>x</p>",
      videoUrl: null,
      pageKey: null,
      productId: null,
      sort: 3,
      version: 2,
      updatedAt: "2026-01-01T00:00:00.000Z",
      liked: false,
      collected: false,
    } satisfies TextDetail;
    expect(textFormValuesOf(stored)).toEqual({
      type: "solution",
      language: "en-US",
      pageKey: undefined,
      title: "Meter",
      summary: undefined,
      cover: "/uploads/c.png",
      videoUrl: undefined,
      category: undefined,
      tags: ["a"],
      pinned: true,
      sort: 3,
      status: "published",
      content: "<p>x</p>",
      productId: null,
    });
  });

  it("sends a notice's product and drops it for other types", () => {
    const notice = textInputOf({
      ...newTextFormValues(textSectionSettings.notice),
      title: "Firmware fix",
      productId: 7,
    });
    expect(notice.productId).toBe(7);
    const cleared = textInputOf({ ...newTextFormValues(textSectionSettings.notice), title: "N" });
    expect(cleared.productId).toBeNull();
    const news = textInputOf({
      ...newTextFormValues(textSectionSettings.article),
      title: "News",
      productId: 7,
    });
    expect(news.productId).toBeUndefined();
  });
});
