// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { SiteSearchResult } from "./api.ts";
import { resultPath } from "./result-path.ts";

const shared = {
  title: "M5311 硬件设计手册",
  snippet: "",
  language: "zh-CN",
  publishedAt: "2026-11-01T00:00:00.000Z",
  model: null,
} as const;

describe("resultPath", () => {
  it("opens each kind on its own page", () => {
    const cases: [SiteSearchResult, string][] = [
      [{ ...shared, kind: "product", id: 3 }, "/product/detail/3"],
      [{ ...shared, kind: "post", id: 4 }, "/forum/post/4"],
      [{ ...shared, kind: "faq", id: 5 }, "/knowledge"],
      [{ ...shared, kind: "text", id: 6, textType: "solution" }, "/solution/detail/6"],
      [{ ...shared, kind: "text", id: 7, textType: "notice" }, "/notice/detail/7"],
    ];
    for (const [result, path] of cases) expect(resultPath(result)).toBe(path);
  });

  it("opens a document in the document centre on its product, searched for its title", () => {
    const path = resultPath({ ...shared, kind: "document", id: 8, productId: 2 });
    const params = new URLSearchParams(path.slice(path.indexOf("?")));
    expect(path.startsWith("/product/document?")).toBe(true);
    expect(Object.fromEntries(params)).toEqual({ keyword: "M5311 硬件设计手册", productId: "2" });
    const general = resultPath({ ...shared, kind: "document", id: 9, productId: null });
    expect(general).not.toContain("productId");
  });
});
