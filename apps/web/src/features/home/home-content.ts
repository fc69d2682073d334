import type { ProductType } from "@portal/shared";

/**
 * The product categories of the front page and the catalogue's `productType` each opens the
 * selection with; their models are read from the catalogue.
 */
export const productCategories = [
  { key: "g2", productType: "2G" },
  { key: "g4", productType: "4G" },
  { key: "nbiot", productType: "NB-IoT" },
  { key: "g5", productType: "5G" },
  { key: "devBoard", productType: "devBoard" },
  { key: "terminal", productType: "terminal" },
] as const satisfies readonly { key: string; productType: ProductType }[];
export type ProductCategoryKey = (typeof productCategories)[number]["key"];

export const developerServices = [
  { key: "documents", path: "/product/document" },
  { key: "school", path: "/schoollist" },
  { key: "support", path: "/support" },
  { key: "knowledge", path: "/knowledge" },
] as const;
