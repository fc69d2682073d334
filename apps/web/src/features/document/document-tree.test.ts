import type { ProductTreeNode } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { buildDocumentTree, unfoldedProductIds } from "./document-tree.ts";

const product = (id: number, model: string) => ({
  id,
  model,
  name: model,
  summary: null,
  productType: "4G" as const,
  networkSystem: "LTE Cat.1" as const,
  packageType: "LCC" as const,
  image: null,
  parentId: null,
});

const productTree: ProductTreeNode[] = [
  { value: "2G", name: "2G 模组", products: [] },
  {
    value: "4G",
    name: "4G 模组",
    products: [
      { ...product(7, "ML302"), children: [product(16, "4G EVB")] },
      { ...product(8, "ML303"), children: [] },
    ],
  },
];

const labels = {
  all: "All",
  general: "General",
  type: (type: string, count: number) => `${type} (${count})`,
};

describe("buildDocumentTree", () => {
  it("starts with all and general documents, then the categories that have products", () => {
    const nodes = buildDocumentTree(productTree, new Map(), labels);
    expect(nodes.map((node) => node.key)).toEqual(["all", "general", "category:4G"]);
    const category = nodes[2];
    expect(category?.selectable).toBe(false);
    expect(category?.children?.map((node) => node.title)).toEqual(["ML302", "ML303"]);
  });

  it("keeps a product unfoldable until its types are known", () => {
    const nodes = buildDocumentTree(productTree, new Map(), labels);
    const ml303 = nodes[2]?.children?.[1];
    expect(ml303).toMatchObject({ key: "product:8", isLeaf: false, children: undefined });
  });

  it("lists a product's types with counts before its child products", () => {
    const counts = new Map([
      [7, [{ type: "datasheet" as const, count: 2 }]],
      [8, []],
    ]);
    const nodes = buildDocumentTree(productTree, counts, labels);
    const ml302 = nodes[2]?.children?.[0];
    expect(ml302?.children?.map((node) => [node.key, node.title])).toEqual([
      ["product:7:type:datasheet", "datasheet (2)"],
      ["product:16", "4G EVB"],
    ]);
    // Known to have no documents and no children: nothing to unfold.
    expect(nodes[2]?.children?.[1]).toMatchObject({ isLeaf: true });
  });
});

describe("unfoldedProductIds", () => {
  it("takes the products among the unfolded keys, not their type nodes", () => {
    expect(unfoldedProductIds(["category:4G", "product:7", "product:7:type:firmware"])).toEqual([
      7,
    ]);
  });
});
