import { describe, expect, it } from "vitest";
import { productLabel } from "./product-label.ts";

describe("a product's label in the pickers", () => {
  it("names the model once", () => {
    const product = { id: 1, model: "M5311", productType: "NB-IoT" } as const;
    expect(productLabel({ ...product, name: "M5311 NB-IoT 模组" })).toBe("M5311 NB-IoT 模组");
    expect(productLabel({ ...product, name: "窄带模组" })).toBe("M5311 窄带模组");
  });
});
