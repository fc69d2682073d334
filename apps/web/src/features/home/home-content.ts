import type { ProductType } from "@portal/shared";

/**
 * The product categories of the front page, the catalogue's `productType` each opens the
 * selection with, and typical models of each (from the product list).
 */
export const productCategories = [
  { key: "g2", productType: "2G", models: ["M6312", "M6313", "M6315"] },
  { key: "g4", productType: "4G", models: ["ML302", "ML303", "ML304", "M8321"] },
  { key: "nbiot", productType: "NB-IoT", models: ["M5310A", "M5311", "M5313"] },
  { key: "g5", productType: "5G", models: ["F02X", "F03X"] },
  { key: "devBoard", productType: "devBoard", models: ["M5311", "F03X"] },
  { key: "terminal", productType: "terminal", models: [] },
] as const satisfies readonly {
  key: string;
  productType: ProductType;
  models: readonly string[];
}[];
export type ProductCategoryKey = (typeof productCategories)[number]["key"];

/** The three solutions of the spec, in the order of their detail pages. */
export const solutions = [
  { key: "meter", id: 1 },
  { key: "vehicle", id: 2 },
  { key: "speaker", id: 3 },
] as const;

export const developerServices = [
  { key: "documents", path: "/product/document" },
  { key: "school", path: "/schoollist" },
  { key: "support", path: "/support" },
  { key: "knowledge", path: "/knowledge" },
] as const;
