import { textPath } from "../content/index.ts";
import type { SiteSearchResult } from "./api.ts";

/**
 * The page a result opens. A document has no page of its own: the document centre opens on its
 * product, searched for its title. FAQs are read on the knowledge base, which lists them all.
 */
export function resultPath(result: SiteSearchResult): string {
  switch (result.kind) {
    case "product":
      return `/product/detail/${result.id}`;
    case "document": {
      const params = new URLSearchParams({ keyword: result.title.slice(0, 50) });
      if (result.productId !== null) params.set("productId", String(result.productId));
      return `/product/document?${params.toString()}`;
    }
    case "text":
      return textPath(result.textType, result.id);
    case "post":
      return `/forum/post/${result.id}`;
    case "faq":
      return "/knowledge";
  }
}
