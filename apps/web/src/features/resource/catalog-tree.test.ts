import { describe, expect, it } from "vitest";
import { buildCatalogTree, catalogTreeOptions } from "./catalog-tree.ts";

describe("buildCatalogTree", () => {
  it("nests folders by parent in the order given, orphans at the top", () => {
    const tree = buildCatalogTree([
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 1 },
      { id: 4, parentId: 2 },
      { id: 5, parentId: 99 },
    ]);
    expect(tree.map((node) => node.id)).toEqual([1, 5]);
    expect(tree[0]?.children.map((node) => node.id)).toEqual([2, 3]);
    expect(tree[0]?.children[0]?.children.map((node) => node.id)).toEqual([4]);
  });
});

describe("catalogTreeOptions", () => {
  it("disables the folder being moved and everything below it", () => {
    const options = catalogTreeOptions(
      [
        { id: 1, parentId: null, name: "Sales" },
        { id: 2, parentId: 1, name: "Brochures" },
        { id: 3, parentId: 2, name: "2026" },
        { id: 4, parentId: null, name: "Drawings" },
      ],
      2,
    );
    expect(options.map((option) => [option.title, option.disabled])).toEqual([
      ["Sales", false],
      ["Drawings", false],
    ]);
    const brochures = options[0]?.children[0];
    expect(brochures?.disabled).toBe(true);
    expect(brochures?.children[0]?.disabled).toBe(true);
  });
});
