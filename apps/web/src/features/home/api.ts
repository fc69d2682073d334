import type { Language } from "@portal/shared";
import { catalogueQueries } from "../catalogue/index.ts";
import {
  contentQueries,
  type TextListQuery,
  usePopularTexts,
  useTextList,
} from "../content/index.ts";

/*
 * What the front page reads. Every piece belongs to another feature (the catalogue's product
 * tree; the content domain's banners, texts and friendship links) and is asked through that
 * feature's public hooks, so the front page and the feature's own pages share one cache entry
 * and a staff change refreshes both.
 */
export { useProductTree } from "../catalogue/index.ts";
export { useBanners, useCountLinkClick, useFriendshipLinks } from "../content/index.ts";

/** How many entries each column of the news section shows. */
const newsCount = 5;

/** How many solutions the front page offers. */
const solutionCount = 6;

const latestNotices: TextListQuery = { path: "notices", page: 1, pageSize: newsCount };
const latestNews: TextListQuery = {
  path: "getTextList",
  type: "news",
  page: 1,
  pageSize: newsCount,
};
const latestSolutions: TextListQuery = {
  path: "getTextList",
  type: "solution",
  page: 1,
  pageSize: solutionCount,
};

/** The news section: the latest notices, the latest news and the most read articles. */
export function useNews() {
  return {
    notices: useTextList(latestNotices),
    news: useTextList(latestNews),
    popular: usePopularTexts(newsCount),
  };
}

/** The newest solutions. */
export function useSolutions() {
  return useTextList(latestSolutions);
}

/** Every read of the front page, which its route asks for before it draws (`primeQueries`). */
export function frontPageQueries(language: Language) {
  return [
    contentQueries.banners(),
    catalogueQueries.tree(language),
    contentQueries.list(latestNotices),
    contentQueries.list(latestNews),
    contentQueries.popular(newsCount),
    contentQueries.list(latestSolutions),
    contentQueries.links(),
  ];
}
