/*
 * What the content domain shares: the home page shows banners, notices, news, popular
 * articles, solutions and friendship links through the content domain's own queries.
 */
export {
  useBanners,
  useCountLinkClick,
  useFriendshipLinks,
  usePopularTexts,
  useTextList,
} from "./api.ts";
// The forum shows its posts and replies with the same sanitized renderer as the articles.
export { RichContent } from "./components/RichContent.tsx";
export { textPath } from "./content-paths.ts";
// The value-add and subscription pages show the single page staff wrote above their own forms.
export { SinglePage } from "./pages/SinglePage.tsx";
