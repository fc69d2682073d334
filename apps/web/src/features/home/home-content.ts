/** The product categories of the front page and typical models of each (from the product list). */
export const productCategories = [
  { key: "g2", models: ["M6312", "M6313", "M6315"] },
  { key: "g4", models: ["ML302", "ML303", "ML304", "M8321"] },
  { key: "nbiot", models: ["M5310A", "M5311", "M5313"] },
  { key: "g5", models: ["F02X", "F03X"] },
  { key: "devBoard", models: ["M5311", "F03X"] },
  { key: "terminal", models: [] },
] as const;
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
