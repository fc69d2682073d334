/** A public page of issue 28 and the element that is its own content. */
export type PublicPage = {
  name: string;
  /** The hash route, with the id of a demo record where it has one. */
  route: string;
  /** The first element of the page's own content (not the header, a skeleton or a spinner). */
  contentSelector: string;
};

type Envelope<T> = { code: number; data: T; msg: string };

async function readApi<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { Accept: "application/json", "Accept-Language": "zh-CN" },
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || envelope.code !== 200) {
    throw new Error(`${path} answered ${response.status}: ${envelope.msg}`);
  }
  return envelope.data;
}

async function firstIdOf(baseUrl: string, path: string): Promise<number | null> {
  const data = await readApi<{ list: { id: number }[] } | { id: number }[]>(baseUrl, path);
  const list = Array.isArray(data) ? data : data.list;
  return list[0]?.id ?? null;
}

/**
 * The pages the issue lists, in its order, with records of the demo content: the M5311's
 * detail, the newest school article and the hottest forum post (left out, and said so, when
 * the demo content has none).
 */
export async function publicPagesOf(
  baseUrl: string,
): Promise<{ pages: PublicPage[]; missing: string[] }> {
  const products = await readApi<{ list: { id: number; model: string }[] }>(
    baseUrl,
    "/api/product/getProductListWithoutChild?keyword=M5311&pageSize=100",
  );
  const productId = products.list.find((product) => product.model === "M5311")?.id ?? null;
  const articleId = await firstIdOf(
    baseUrl,
    "/api/text/getTextList?type=schoolArticle&page=1&pageSize=1",
  );
  const postId = await firstIdOf(baseUrl, "/api/postsController/queryHotPosts?limit=1");
  const candidates: (PublicPage | { name: string; missing: true })[] = [
    { name: "home", route: "/home", contentSelector: ".home-news-item a.home-news-title" },
    productId === null
      ? { name: "product detail", missing: true }
      : {
          name: "product detail",
          route: `/product/detail/${productId}`,
          contentSelector: "h1.detail-model",
        },
    { name: "catalogue", route: "/product", contentSelector: ".product-card .product-card-model" },
    {
      name: "document centre",
      route: "/product/document",
      contentSelector: ".document-table tr.plain-table-row",
    },
    articleId === null
      ? { name: "article", missing: true }
      : {
          name: "article",
          route: `/school/article/${articleId}`,
          contentSelector: ".text-header h1",
        },
    postId === null
      ? { name: "forum post", missing: true }
      : {
          name: "forum post",
          route: `/forum/post/${postId}`,
          contentSelector: "h1.forum-post-page-title",
        },
    {
      name: "search",
      route: "/search?q=M5311",
      contentSelector: ".search-result .search-result-title",
    },
  ];
  const pages: PublicPage[] = [];
  const missing: string[] = [];
  for (const candidate of candidates) {
    if ("missing" in candidate) missing.push(candidate.name);
    else pages.push(candidate);
  }
  return { pages, missing };
}
