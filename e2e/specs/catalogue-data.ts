import type {
  CompareResponse,
  DocumentItem,
  Page,
  ProductDetail,
  ProductListItem,
} from "../../packages/shared/src/index.ts";
import { callApi } from "./accounts.ts";
import type { Language } from "./texts.ts";

/** The published product with exactly this model, from the public list. */
export async function productByModel(model: string): Promise<ProductListItem> {
  const page = await callApi<Page<ProductListItem>>(
    `/api/product/getProductListWithoutChild?keyword=${encodeURIComponent(model)}&pageSize=100`,
  );
  const product = page.list.find((item) => item.model === model);
  if (!product) throw new Error(`the demo content has no published product ${model}`);
  return product;
}

/** A product's detail page data as a visitor in `language` gets it. */
export function productDetail(id: number, language: Language): Promise<ProductDetail> {
  const path = language === "en-US" ? "/api/product/query" : "/api/product/ch/query";
  return callApi<ProductDetail>(`${path}?id=${id}`, { language });
}

/** The comparison as a visitor in `language` gets it. */
export function comparison(ids: number[], language: Language): Promise<CompareResponse> {
  const path = language === "en-US" ? "/api/product/compare" : "/api/product/ch/compare";
  return callApi<CompareResponse>(`${path}?ids=${ids.join(",")}`, { language });
}

/** The documents of a product as an anonymous visitor sees them. */
export function productDocuments(productId: number): Promise<DocumentItem[]> {
  return callApi<DocumentItem[]>(`/api/document/getProductDocuments?productId=${productId}`);
}
