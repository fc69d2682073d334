import type { Banner } from "@portal/shared";
import { describe, expect, it } from "vitest";
import {
  bannerFormValuesOf,
  bannerInputOf,
  bannerState,
  isBannerAddress,
  isPeriodReversed,
} from "./banner-form.ts";

const banner: Banner = {
  id: 1,
  title: "Spring",
  image: "/uploads/banners/a.png",
  link: null,
  sort: 0,
  enabled: true,
  startsAt: "2026-03-01T00:00:00.000Z",
  endsAt: "2026-04-01T00:00:00.000Z",
  version: 2,
  localization: {
    language: "en-US",
    originalLanguage: "en-US",
    source: "original",
    outOfDate: false,
  },
};

describe("bannerState", () => {
  it("says whether the carousel shows the banner now", () => {
    expect(bannerState(banner, new Date("2026-03-15T00:00:00Z"))).toBe("active");
    expect(bannerState(banner, new Date("2026-02-01T00:00:00Z"))).toBe("scheduled");
    expect(bannerState(banner, new Date("2026-04-01T00:00:00Z"))).toBe("expired");
    expect(bannerState({ ...banner, enabled: false }, new Date("2026-03-15T00:00:00Z"))).toBe(
      "disabled",
    );
    expect(bannerState({ ...banner, startsAt: null, endsAt: null }, new Date())).toBe("active");
  });
});

describe("isBannerAddress", () => {
  it("accepts web addresses, site paths and portal routes, as the server does", () => {
    for (const address of ["https://a.example/x.png", "http://a", "/uploads/a.png", "#/home"]) {
      expect(isBannerAddress(address)).toBe(true);
    }
    for (const address of [
      "javascript:alert(1)",
      "//evil.example/a.png",
      "data:image/png",
      "a.png",
    ]) {
      expect(isBannerAddress(address)).toBe(false);
    }
  });
});

describe("the banner form's values", () => {
  it("round-trips the period through local date-time fields", () => {
    const values = bannerFormValuesOf(banner);
    expect(values.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const input = bannerInputOf(values);
    expect(input.startsAt).toBe(banner.startsAt);
    expect(input.endsAt).toBe(banner.endsAt);
    expect(input).not.toHaveProperty("link");
    expect(input.language).toBe(banner.localization.originalLanguage);
  });

  it("sends empty period sides as null, an empty order as 0 and trims the texts", () => {
    const input = bannerInputOf({
      ...bannerFormValuesOf(null),
      title: "  New  ",
      image: " /uploads/b.png ",
      link: " #/knowledge ",
      sort: null,
    });
    expect(input).toEqual({
      language: "zh-CN",
      title: "New",
      image: "/uploads/b.png",
      link: "#/knowledge",
      sort: 0,
      enabled: true,
      startsAt: null,
      endsAt: null,
    });
  });

  it("refuses a period that ends before it starts", () => {
    expect(isPeriodReversed("2026-03-02T10:00", "2026-03-01T10:00")).toBe(true);
    expect(isPeriodReversed("2026-03-01T10:00", "2026-03-01T10:00")).toBe(true);
    expect(isPeriodReversed("2026-03-01T10:00", "2026-03-02T10:00")).toBe(false);
    expect(isPeriodReversed("", "2026-03-01T10:00")).toBe(false);
  });
});
