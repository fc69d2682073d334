/// <reference lib="dom" />
import type { Locator, Page } from "playwright-core";
import { localizedProductPath } from "../../apps/web/src/features/product/localized-path.ts";
import type {
  CompareResponse,
  Page as ListPage,
  ProductDetail,
  ProductInput,
  ProductListItem,
} from "../../packages/shared/src/index.ts";
import { callApi, uniqueSuffix } from "./accounts.ts";
import type { Language } from "./texts.ts";

/** The web's own rule for the product routes with a `ch/` twin. */
export { localizedProductPath };

/** A model no other product of this run has (models are unique, whatever their case). */
export function uniqueModel(prefix = "E2E"): string {
  return `${prefix}-${uniqueSuffix().toUpperCase()}`;
}

/** Creates a product through the API (Chinese twin), a published 4G module unless told otherwise. */
export async function createProductThroughApi(
  token: string,
  input: Partial<ProductInput> & { model: string },
): Promise<number> {
  const result = await callApi<{ id: number }>("/api/product/ch/addProductInfo", {
    token,
    body: {
      nameZh: `${input.model} 测试模组`,
      nameEn: `${input.model} test module`,
      productType: "4G",
      networkSystem: "LTE Cat.1",
      packageType: "LCC",
      status: "published",
      parameters: { weight: 2.1, frequencyBands: ["B1", "B3"] },
      ...input,
    },
  });
  return result.id;
}

/** How many published products the public catalogue finds for a keyword. */
export async function catalogueTotal(keyword: string): Promise<number> {
  const page = await callApi<{ total: number }>(
    `/api/product/getList?keyword=${encodeURIComponent(keyword)}`,
  );
  return page.total;
}

/** The table row of a product, found by its model. */
export function productRow(page: Page, model: string): Locator {
  return page
    .getByRole("main")
    .getByRole("row")
    .filter({ has: page.getByText(model, { exact: true }) });
}

/** The published product with exactly this model, from the public list. */
export async function productByModel(model: string): Promise<ProductListItem> {
  const page = await callApi<ListPage<ProductListItem>>(
    `/api/product/getProductListWithoutChild?keyword=${encodeURIComponent(model)}&pageSize=100`,
  );
  const product = page.list.find((item) => item.model === model);
  if (!product) throw new Error(`the demo content has no published product ${model}`);
  return product;
}

/** A product's detail page data as a visitor in `language` gets it. */
export function productDetail(id: number, language: Language): Promise<ProductDetail> {
  return callApi<ProductDetail>(`${localizedProductPath("query", language)}?id=${id}`, {
    language,
  });
}

/** The comparison as a visitor in `language` gets it. */
export function comparison(ids: number[], language: Language): Promise<CompareResponse> {
  return callApi<CompareResponse>(
    `${localizedProductPath("compare", language)}?ids=${ids.join(",")}`,
    {
      language,
    },
  );
}
