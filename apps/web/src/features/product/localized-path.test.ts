import { describe, expect, it } from "vitest";
import { localizedProductPath } from "./localized-path.ts";

describe("localizedProductPath", () => {
  it("asks the Chinese twin in both Chinese languages and the plain path in English", () => {
    expect(localizedProductPath("query", "zh-CN")).toBe("/api/product/ch/query");
    expect(localizedProductPath("compare", "zh-TW")).toBe("/api/product/ch/compare");
    expect(localizedProductPath("compare", "en-US")).toBe("/api/product/compare");
    expect(localizedProductPath("modifyProductInfo", "zh-TW")).toBe(
      "/api/product/ch/modifyProductInfo",
    );
    expect(localizedProductPath("baseInfo", "en-US")).toBe("/api/product/baseInfo");
  });
});
