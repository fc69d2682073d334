import { TextManagementPage } from "../components/TextManagementPage.tsx";

/** /server/article: articles: news, tutorials and knowledge articles. */
export function ArticleManagementPage() {
  return <TextManagementPage section="article" />;
}
