import type { Language, ProductType } from "@portal/shared";
import { toTraditional } from "../../platform/i18n/traditional.ts";
import { products } from "../product/schema.ts";

/** The product columns a subscription shows. */
export const subscribedProductColumns = {
  id: products.id,
  model: products.model,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  nameTw: products.nameTw,
  productType: products.productType,
};

type SubscribedProductRow = {
  id: number;
  model: string;
  nameZh: string;
  nameEn: string;
  nameTw: string | null;
  productType: string;
};

/** A product in the reader's language; Traditional Chinese falls back to the converted Simplified name. */
export function presentSubscribedProduct(language: Language, row: SubscribedProductRow) {
  const name =
    language === "en-US"
      ? row.nameEn
      : language === "zh-TW"
        ? row.nameTw || toTraditional(row.nameZh)
        : row.nameZh;
  return {
    id: row.id,
    model: row.model,
    name,
    productType: row.productType as ProductType,
  };
}
