import { describe, expect, it } from "vitest";
import { activeNavigationPath } from "./site-navigation.ts";

describe("activeNavigationPath", () => {
  it("marks the link of the page", () => {
    expect(activeNavigationPath("/schoollist")).toBe("/schoollist");
    expect(activeNavigationPath("/product/compare")).toBe("/product/compare");
    expect(activeNavigationPath("/samples")).toBe("/samples");
  });

  it("marks the closest link of a detail page", () => {
    expect(activeNavigationPath("/product/detail/3")).toBe("/product");
    expect(activeNavigationPath("/product/document")).toBe("/product/document");
    expect(activeNavigationPath("/notice/detail/7")).toBe("/noticelist");
    expect(activeNavigationPath("/school/video/2")).toBe("/schoollist");
    expect(activeNavigationPath("/forum/post/5")).toBe("/forum");
  });

  it("marks nothing on pages outside the navigation", () => {
    expect(activeNavigationPath("/home")).toBeNull();
    expect(activeNavigationPath("/login")).toBeNull();
  });
});
