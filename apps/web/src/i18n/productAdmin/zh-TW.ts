import type { ProductAdminMessages } from "./zh-CN.ts";

export const productAdminZhTW: ProductAdminMessages = {
  productAdmin: {
    title: "產品管理",
  },
};
