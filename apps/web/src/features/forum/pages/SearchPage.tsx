import { Empty, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useSearchPosts } from "../api.ts";
import { ForumSearchBox } from "../components/ForumSearchBox.tsx";
import { PostSummaryList } from "../components/PostSummaryList.tsx";
import "../components/forum.css";

const pageSize = 20;

/** #/forum/search?keyword=&page=: posts whose title or body match, paged. */
export function SearchPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const keyword = (search.get("keyword") ?? "").trim().slice(0, 50);
  const page = Math.max(1, Number(search.get("page")) || 1);
  const results = useSearchPosts(keyword, { page, pageSize });

  let body: React.ReactNode;
  if (keyword === "") {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("forum.search.prompt")} />;
  } else if (results.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (results.isError) {
    body = (
      <LoadFailure
        title={t("forum.search.loadFailed")}
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  } else {
    body = (
      <>
        <p className="forum-muted" aria-live="polite">
          {t(results.data.totalCapped ? "forum.search.resultsCapped" : "forum.search.results", {
            keyword,
            total: results.data.total,
          })}
        </p>
        <PostSummaryList
          posts={results.data.list}
          empty={t("forum.search.empty")}
          paging={{
            page,
            pageSize,
            total: results.data.total,
            onChange: (next) => setSearch({ keyword, page: String(next) }),
          }}
        />
      </>
    );
  }
  return (
    <div className="page-container forum-page">
      <header className="forum-page-header">
        <h1 className="page-title">{t("forum.search.title")}</h1>
        <Link to="/forum">{t("forum.detail.backToForum")}</Link>
      </header>
      <ForumSearchBox initial={keyword} />
      <Card>{body}</Card>
    </div>
  );
}
