import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { catalogueKeys } from "../catalogue/index.ts";
import { documentKeys, invalidateDocumentViews } from "../document/index.ts";
import { invalidateProductViews, productKeys } from "./api.ts";

// The keys and the invalidation are pure; the store and the client need a browser.
vi.mock("../../lib/app-store.ts", () => ({ useAppStore: () => null }));
vi.mock("../../lib/http.ts", () => ({ http: {} }));

/** A cache holding what a visitor has seen: a product page, its documents, the catalogue. */
function cacheOfAVisit() {
  const queryClient = new QueryClient();
  const seen = {
    detail: productKeys.detail("zh-CN", 7),
    tree: catalogueKeys.tree("zh-CN"),
    list: productKeys.list("en-US", { keyword: "", page: 1 }),
    compare: productKeys.compare("zh-TW", [7, 8]),
    documentsOfProduct: documentKeys.ofProduct(null, 7),
    documentSearch: documentKeys.search("token", { keyword: "M5311" }),
    managementTable: productKeys.managementList("zh-CN", "module", { page: 1, pageSize: 10 }),
  };
  for (const key of Object.values(seen)) queryClient.setQueryData(key, { seen: true });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { queryClient, seen, stale };
}

describe("what a save marks stale", () => {
  it("a product save: every view of products, public pages included, and the document lists", async () => {
    const { queryClient, seen, stale } = cacheOfAVisit();
    await invalidateProductViews(queryClient);
    for (const key of Object.values(seen)) expect(stale(key), JSON.stringify(key)).toBe(true);
  });

  it("a document save: the product page's document list and the document centre, not the products", async () => {
    const { queryClient, seen, stale } = cacheOfAVisit();
    await invalidateDocumentViews(queryClient);
    expect(stale(seen.documentsOfProduct)).toBe(true);
    expect(stale(seen.documentSearch)).toBe(true);
    expect(stale(seen.detail)).toBe(false);
    expect(stale(seen.tree)).toBe(false);
  });
});
