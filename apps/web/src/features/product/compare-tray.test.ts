import { describe, expect, it } from "vitest";
import {
  addToTray,
  canCompare,
  normalizeTray,
  removeFromTray,
  type TrayProduct,
  trayFromStorage,
} from "./compare-tray.ts";

function product(id: number): TrayProduct {
  return { id, model: `M${id}`, name: `Module ${id}`, image: null };
}

describe("the compare tray", () => {
  it("adds a product at the end", () => {
    const { items, outcome } = addToTray([product(1)], product(2));
    expect(outcome).toBe("added");
    expect(items.map((item) => item.id)).toEqual([1, 2]);
  });

  it("keeps a product once", () => {
    const { items, outcome } = addToTray([product(1), product(2)], product(1));
    expect(outcome).toBe("alreadyThere");
    expect(items.map((item) => item.id)).toEqual([1, 2]);
  });

  it("refuses a fifth product", () => {
    const full = [1, 2, 3, 4].map(product);
    const { items, outcome } = addToTray(full, product(5));
    expect(outcome).toBe("full");
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it("keeps only the fields it shows", () => {
    const listItem = { ...product(7), summary: "long text", productType: "4G", parentId: null };
    expect(addToTray([], listItem).items).toEqual([product(7)]);
  });

  it("removes a product", () => {
    expect(removeFromTray([product(1), product(2)], 1)).toEqual([product(2)]);
    expect(removeFromTray([product(1)], 9)).toEqual([product(1)]);
  });

  it("compares 2 to 4 products", () => {
    expect(canCompare([])).toBe(false);
    expect(canCompare([product(1)])).toBe(false);
    expect(canCompare([product(1), product(2)])).toBe(true);
    expect(canCompare([1, 2, 3, 4].map(product))).toBe(true);
    expect(canCompare([1, 2, 3, 4, 5].map(product))).toBe(false);
  });

  it("repairs a stored tray: each product once, at most four", () => {
    const stored = [1, 1, 2, 3, 4, 5].map(product);
    expect(normalizeTray(stored).map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("trayFromStorage", () => {
  it("keeps the valid products of a stored tray", () => {
    const stored = [product(1), { id: "2", model: "M2" }, null, { ...product(3), extra: true }];
    expect(trayFromStorage(stored)).toEqual([product(1), product(3)]);
  });

  it("answers an empty tray for anything that is not a list", () => {
    expect(trayFromStorage(undefined)).toEqual([]);
    expect(trayFromStorage({ items: [] })).toEqual([]);
  });
});
