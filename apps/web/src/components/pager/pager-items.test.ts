import { describe, expect, it } from "vitest";
import { pagerItems } from "./pager-items.ts";

/** A pager as text: numbers, « and » for the jumps. */
function drawn(current: number, pageCount: number): string {
  return pagerItems(current, pageCount)
    .map((item) => {
      if (item.kind === "page") return String(item.page);
      return item.kind === "jump-previous" ? `«${item.page}` : `»${item.page}`;
    })
    .join(" ");
}

describe("pagerItems", () => {
  it("shows every page when there are at most seven", () => {
    expect(drawn(1, 1)).toBe("1");
    expect(drawn(4, 7)).toBe("1 2 3 4 5 6 7");
  });

  it("shows one page when there is none, as an empty list still has its first page", () => {
    expect(drawn(1, 0)).toBe("1");
  });

  it("keeps five pages at either end and jumps five pages over the gap", () => {
    expect(drawn(1, 20)).toBe("1 2 3 4 5 »6 20");
    expect(drawn(3, 20)).toBe("1 2 3 4 5 »8 20");
    expect(drawn(20, 20)).toBe("1 «15 16 17 18 19 20");
    expect(drawn(18, 20)).toBe("1 «13 16 17 18 19 20");
  });

  it("shows two pages on each side of the current one in the middle, with both jumps", () => {
    expect(drawn(10, 20)).toBe("1 «5 8 9 10 11 12 »15 20");
  });

  it("jumps no further than the first and the last page", () => {
    expect(drawn(5, 9)).toBe("1 «1 3 4 5 6 7 »9 9");
  });
});
