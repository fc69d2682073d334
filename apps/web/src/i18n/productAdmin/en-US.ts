import type { ProductAdminMessages } from "./zh-CN.ts";

export const productAdminEnUS: ProductAdminMessages = {
  productAdmin: {
    title: "Product management",
  },
};
