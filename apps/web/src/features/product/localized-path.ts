import type { Language } from "@portal/shared";

/**
 * The product routes that have a Chinese twin under `ch/`: the server answers Chinese there
 * (Traditional for a zh-TW request) and English on the plain path.
 */
export type LocalizedProductAction =
  | "query"
  | "compare"
  | "dict"
  | "baseInfo"
  | "addProductInfo"
  | "modifyProductInfo";

/** The API path of a product route for the interface language: the one place of the `ch/` rule. */
export function localizedProductPath(action: LocalizedProductAction, language: Language): string {
  switch (language) {
    case "zh-CN":
    case "zh-TW":
      return `/api/product/ch/${action}`;
    case "en-US":
      return `/api/product/${action}`;
  }
}
