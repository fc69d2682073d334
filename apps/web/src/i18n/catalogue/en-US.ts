import type { CatalogueMessages } from "./zh-CN.ts";

export const catalogueEnUS: CatalogueMessages = {
  catalogue: {
    title: "Products",
  },
};
