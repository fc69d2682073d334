import type { CatalogueMessages } from "./zh-CN.ts";

export const catalogueZhTW: CatalogueMessages = {
  catalogue: {
    title: "產品中心",
  },
};
