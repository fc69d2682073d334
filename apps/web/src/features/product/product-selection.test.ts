import { describe, expect, it } from "vitest";
import {
  emptySelection,
  isNarrowed,
  optionCount,
  searchFromSelection,
  selectionFromSearch,
  withFilter,
  withKeyword,
} from "./product-selection.ts";

const counts = {
  total: 3,
  productType: { "2G": 3, "4G": 4, "NB-IoT": 0 },
  networkSystem: { "GSM/GPRS": 3 },
  packageType: { LCC: 2, LGA: 1 },
};

describe("selectionFromSearch", () => {
  it("reads every filter, the keyword and the page from the query", () => {
    const search = new URLSearchParams(
      "productType=NB-IoT&networkSystem=LTE+Cat.1&packageType=LCC%2BLGA&keyword=+M53+&page=3",
    );
    expect(selectionFromSearch(search)).toEqual({
      productType: "NB-IoT",
      networkSystem: "LTE Cat.1",
      packageType: "LCC+LGA",
      keyword: "M53",
      page: 3,
    });
  });

  it("gives the whole catalogue for an empty query", () => {
    expect(selectionFromSearch(new URLSearchParams())).toEqual(emptySelection);
  });

  it("drops values the filters do not know and pages that are not positive whole numbers", () => {
    for (const page of ["0", "-2", "1.5", "abc", ""]) {
      const search = new URLSearchParams({ productType: "3G", packageType: "lcc", page });
      expect(selectionFromSearch(search)).toEqual(emptySelection);
    }
  });

  it("cuts an over-long keyword to the server's limit", () => {
    const search = new URLSearchParams({ keyword: "x".repeat(80) });
    expect(selectionFromSearch(search).keyword).toHaveLength(50);
  });
});

describe("searchFromSelection", () => {
  it("leaves out All, an empty keyword and the first page, so a fresh page has a bare URL", () => {
    expect(searchFromSelection(emptySelection).toString()).toBe("");
    expect(searchFromSelection({ keyword: "   ", page: 1 }).toString()).toBe("");
  });

  it("writes what selectionFromSearch reads back unchanged", () => {
    const selection = {
      productType: "5G" as const,
      networkSystem: "5G NR" as const,
      packageType: "M.2" as const,
      keyword: "F03X",
      page: 2,
    };
    expect(selectionFromSearch(searchFromSelection(selection))).toEqual(selection);
  });
});

describe("changing the selection", () => {
  it("goes back to the first page when a filter changes", () => {
    const changed = withFilter({ ...emptySelection, page: 4 }, "packageType", "LGA");
    expect(changed).toEqual({ keyword: "", page: 1, packageType: "LGA" });
  });

  it("treats a value the filter does not know as All", () => {
    const changed = withFilter({ ...emptySelection, productType: "4G" }, "productType", "3G");
    expect(changed.productType).toBeUndefined();
  });

  it("removes a filter when All is chosen", () => {
    const changed = withFilter({ ...emptySelection, productType: "4G" }, "productType", undefined);
    expect(searchFromSelection(changed).has("productType")).toBe(false);
    expect(isNarrowed(changed)).toBe(false);
  });

  it("goes back to the first page when the keyword changes", () => {
    expect(withKeyword({ ...emptySelection, page: 2 }, "ML30")).toEqual({
      keyword: "ML30",
      page: 1,
    });
  });

  it("counts a keyword alone as a narrowed selection", () => {
    expect(isNarrowed({ ...emptySelection, keyword: "M5" })).toBe(true);
    expect(isNarrowed({ ...emptySelection, page: 3 })).toBe(false);
  });
});

describe("optionCount", () => {
  it("answers the server's count of an option, and 0 for an option it does not list", () => {
    expect(optionCount(counts, "productType", "4G")).toBe(4);
    expect(optionCount(counts, "productType", "NB-IoT")).toBe(0);
    expect(optionCount(counts, "productType", "5G")).toBe(0);
  });

  it("answers the sum of the options for All", () => {
    expect(optionCount(counts, "productType", undefined)).toBe(7);
    expect(optionCount(counts, "packageType", undefined)).toBe(3);
  });

  it("answers nothing while the counts are not there", () => {
    expect(optionCount(undefined, "productType", "4G")).toBeUndefined();
  });
});
