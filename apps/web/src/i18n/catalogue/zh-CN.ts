import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the catalogue pages: the reference; the other languages have its keys. */
export const catalogueZhCN = {
  catalogue: {
    title: "产品中心",
  },
};

export type CatalogueMessages = DeepStrings<typeof catalogueZhCN>;
