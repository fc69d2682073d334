import { describe, expect, it } from "vitest";
import { compareIdsFromSearch, compareLink } from "./compare-link.ts";

describe("comparison links", () => {
  it("lists the ids in order", () => {
    expect(compareLink([3, 1, 2])).toBe("/product/compare?ids=3,1,2");
    expect(compareLink([])).toBe("/product/compare");
  });

  it("reads the ids of a link back, each once", () => {
    expect(compareIdsFromSearch(new URLSearchParams("ids=3,1,3,2"))).toEqual({
      ids: [3, 1, 2],
      cutOff: false,
    });
  });

  it("skips what is not a product id", () => {
    const search = new URLSearchParams("ids=1,,x,-2,0,2.5, 4 ");
    expect(compareIdsFromSearch(search)).toEqual({ ids: [1, 4], cutOff: false });
    expect(compareIdsFromSearch(new URLSearchParams())).toEqual({ ids: [], cutOff: false });
  });

  it("compares the first four and says more were asked for", () => {
    expect(compareIdsFromSearch(new URLSearchParams("ids=1,2,3,4,5,6"))).toEqual({
      ids: [1, 2, 3, 4],
      cutOff: true,
    });
  });
});
