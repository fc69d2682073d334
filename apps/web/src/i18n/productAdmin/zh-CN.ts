import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the productAdmin pages: the reference; the other languages have its keys. */
export const productAdminZhCN = {
  productAdmin: {
    title: "产品管理",
  },
};

export type ProductAdminMessages = DeepStrings<typeof productAdminZhCN>;
