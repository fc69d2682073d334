import { lazy } from "react";

export type { TextListQuery } from "./api.ts";
/*
 * What the content domain shares: the home page shows banners, notices, news, popular
 * articles, solutions and friendship links through the content domain's own queries.
 */
export {
  contentQueries,
  useBanners,
  useCountLinkClick,
  useFriendshipLinks,
  usePopularTexts,
  useTextList,
} from "./api.ts";
export { textPath } from "./content-paths.ts";
/**
 * The single page staff wrote for the path, which the value-add and subscription pages show
 * above their own forms: loaded with them, never with the home page that shares this index.
 */
export const SinglePage = lazy(() =>
  import("./pages/SinglePage.tsx").then((module) => ({ default: module.SinglePage })),
);
