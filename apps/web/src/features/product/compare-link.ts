import { productLimits } from "@portal/shared";

/** The comparison page of these products, in this order. */
export function compareLink(ids: readonly number[]): string {
  return ids.length > 0 ? `/product/compare?ids=${ids.join(",")}` : "/product/compare";
}

/**
 * The product ids of a comparison URL (`ids=1,2,3`), each once, in their order. Anything that is
 * not a positive whole number is skipped; beyond the maximum the rest is cut off, and `cutOff`
 * says so, so the page can tell the visitor.
 */
export function compareIdsFromSearch(search: URLSearchParams): { ids: number[]; cutOff: boolean } {
  const ids: number[] = [];
  for (const part of (search.get("ids") ?? "").split(",")) {
    const text = part.trim();
    if (!/^\d+$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
  }
  return {
    ids: ids.slice(0, productLimits.compareMax),
    cutOff: ids.length > productLimits.compareMax,
  };
}
