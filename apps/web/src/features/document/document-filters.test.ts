import type { ProductTreeNode } from "@portal/shared";
import { describe, expect, it } from "vitest";
import {
  ancestorKeysOf,
  countByType,
  emptyFilters,
  filtersForTreeKey,
  filtersFromSearch,
  productModelIn,
  searchFromFilters,
  searchQueryOf,
  selectedTreeKey,
} from "./document-filters.ts";

const product = (id: number, model: string, parentId: number | null = null) => ({
  id,
  model,
  name: model,
  summary: null,
  productType: "NB-IoT" as const,
  networkSystem: "NB-IoT" as const,
  packageType: "LCC" as const,
  image: null,
  parentId,
});

const tree: ProductTreeNode[] = [
  { value: "2G", name: "2G", products: [] },
  {
    value: "NB-IoT",
    name: "NB-IoT",
    products: [{ ...product(2, "M5311"), children: [product(14, "M5311 EVB", 2)] }],
  },
];

describe("filtersFromSearch", () => {
  it("reads every filter of a shared address", () => {
    const filters = filtersFromSearch(
      new URLSearchParams("productId=2&type=datasheet&language=en-US&keyword=%20AT%20&page=3"),
    );
    expect(filters).toEqual({
      productId: 2,
      general: false,
      type: "datasheet",
      language: "en-US",
      keyword: "AT",
      page: 3,
    });
  });

  it("leaves out unknown types, languages and malformed numbers", () => {
    const filters = filtersFromSearch(
      new URLSearchParams("productId=-1&type=poster&language=fr&page=abc"),
    );
    expect(filters).toEqual(emptyFilters);
  });

  it("takes general documents only without a product", () => {
    expect(filtersFromSearch(new URLSearchParams("general=1")).general).toBe(true);
    expect(filtersFromSearch(new URLSearchParams("general=1&productId=4")).general).toBe(false);
  });

  it("round-trips through the address without the defaults", () => {
    const filters = { ...emptyFilters, general: true, type: "firmware" as const, page: 2 };
    const params = searchFromFilters(filters);
    expect(params.toString()).toBe("general=1&type=firmware&page=2");
    expect(filtersFromSearch(params)).toEqual(filters);
    expect(searchFromFilters(emptyFilters).toString()).toBe("");
  });
});

describe("searchQueryOf", () => {
  it("sends only the filters that are set", () => {
    expect(searchQueryOf({ ...emptyFilters, productId: 2 }, 10)).toEqual({
      keyword: undefined,
      productId: 2,
      general: undefined,
      type: undefined,
      language: undefined,
      page: 1,
      pageSize: 10,
    });
  });
});

describe("tree selection", () => {
  it("names the node the filters select", () => {
    expect(selectedTreeKey(emptyFilters)).toBe("all");
    expect(selectedTreeKey({ ...emptyFilters, general: true })).toBe("general");
    expect(selectedTreeKey({ ...emptyFilters, productId: 2 })).toBe("product:2");
    expect(selectedTreeKey({ ...emptyFilters, productId: 2, type: "datasheet" })).toBe(
      "product:2:type:datasheet",
    );
  });

  it("keeps keyword and language but starts again at page 1 when a node is chosen", () => {
    const current = { ...emptyFilters, keyword: "AT", language: "zh-CN" as const, page: 4 };
    expect(filtersForTreeKey("product:2:type:firmware", current)).toEqual({
      ...current,
      productId: 2,
      type: "firmware",
      page: 1,
    });
    expect(filtersForTreeKey("general", { ...current, productId: 2 })).toEqual({
      ...current,
      productId: null,
      general: true,
      page: 1,
    });
  });

  it("clears the type when a product itself is chosen and ignores category nodes", () => {
    const current = { ...emptyFilters, type: "datasheet" as const };
    expect(filtersForTreeKey("product:14", current)?.type).toBeNull();
    expect(filtersForTreeKey("category:NB-IoT", current)).toBeNull();
  });
});

describe("products of the tree", () => {
  it("finds a product's model and the nodes to unfold, for children too", () => {
    expect(productModelIn(tree, 14)).toBe("M5311 EVB");
    expect(productModelIn(tree, 99)).toBeNull();
    expect(ancestorKeysOf(tree, 2)).toEqual(["category:NB-IoT"]);
    expect(ancestorKeysOf(tree, 14)).toEqual(["category:NB-IoT", "product:2"]);
    expect(ancestorKeysOf(tree, 99)).toEqual([]);
  });
});

describe("countByType", () => {
  it("counts the types present, in the shared order", () => {
    expect(
      countByType([{ type: "firmware" }, { type: "datasheet" }, { type: "firmware" }]),
    ).toEqual([
      { type: "datasheet", count: 1 },
      { type: "firmware", count: 2 },
    ]);
  });
});
