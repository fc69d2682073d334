import { describe, expect, it } from "vitest";
import {
  normalizedQuery,
  searchAddressOf,
  searchPath,
  searchQueryMaxLength,
} from "./search-address.ts";

describe("searchAddressOf", () => {
  it("reads the query, the kind and the page of #/search", () => {
    expect(searchAddressOf(new URLSearchParams("q=AT%2BCSQ&kind=post&page=3"))).toEqual({
      query: "AT+CSQ",
      kind: "post",
      page: 3,
    });
  });

  it("reads an unknown kind as all kinds and a malformed page as the first", () => {
    for (const search of ["q=M53&kind=users&page=0", "q=M53&kind=&page=-2", "q=M53&page=1.5"]) {
      expect(searchAddressOf(new URLSearchParams(search))).toEqual({
        query: "M53",
        kind: null,
        page: 1,
      });
    }
  });

  it("reads no query as an empty one", () => {
    expect(searchAddressOf(new URLSearchParams("")).query).toBe("");
  });
});

describe("normalizedQuery", () => {
  it("trims, joins runs of spaces and stops at the longest query the search takes", () => {
    expect(normalizedQuery("  M5311 \t  PSM ")).toBe("M5311 PSM");
    expect(normalizedQuery("x".repeat(searchQueryMaxLength + 20))).toHaveLength(
      searchQueryMaxLength,
    );
  });
});

describe("searchPath", () => {
  it("writes the query so that + and ? and spaces come back as typed", () => {
    const path = searchPath({ query: "AT+CEREG? M5311" });
    expect(path).toBe("/search?q=AT%2BCEREG%3F+M5311");
    const params = new URLSearchParams(path.slice(path.indexOf("?")));
    expect(searchAddressOf(params).query).toBe("AT+CEREG? M5311");
  });

  it("writes the kind and the page only when they are not the defaults", () => {
    expect(searchPath({ query: "功耗", kind: "text", page: 2 })).toBe(
      "/search?q=%E5%8A%9F%E8%80%97&kind=text&page=2",
    );
    expect(searchPath({ query: "功耗", kind: null, page: 1 })).toBe("/search?q=%E5%8A%9F%E8%80%97");
  });
});
