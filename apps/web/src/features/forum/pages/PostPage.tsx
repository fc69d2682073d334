import { Flex, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { HttpError } from "../../../lib/http.ts";
import { lazySection } from "../../../lib/lazy-section.tsx";
import { primeQueries } from "../../../lib/prime-queries.ts";
import { positiveIntegerParam } from "../../../lib/url-params.ts";
import { ShareButton } from "../../sharing/index.ts";
import { forumQueries, usePost } from "../api.ts";
import { ForumNotFound } from "../components/ForumNotFound.tsx";
import { PostView } from "../components/PostView.tsx";
import "../components/forum.css";
import { Breadcrumbs } from "../../../components/Breadcrumbs.tsx";

/** The post, asked for before the page draws. */
export const postLoader = primeQueries(({ params }) => {
  const id = positiveIntegerParam(params.id ?? null);
  if (id === null) return [];
  const { language, token } = useAppStore.getState();
  return [forumQueries.post(id, token, language)];
});

// Below the post, out of a phone's first screen: its code comes once the post has drawn.
const ReplySection = lazySection(
  () => import("../components/ReplySection.tsx").then((m) => m.ReplySection),
  <Skeleton active paragraph={{ rows: 4 }} />,
);

/** #/forum/post/{id}: a question with its answers; ?reply= scrolls to one answer. */
export function PostPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const signedIn = useAppStore((state) => state.token !== null);
  const post = usePost(id);
  const focus = Number(search.get("reply"));
  const focusReplyId = Number.isSafeInteger(focus) && focus > 0 ? focus : null;

  if (!Number.isSafeInteger(id) || id <= 0) {
    return <ForumNotFound title={t("forum.detail.notFound")} />;
  }
  if (post.isPending) {
    return (
      <div className="page-container forum-page">
        <Card>
          <Skeleton active title paragraph={{ rows: 10 }} />
        </Card>
      </div>
    );
  }
  if (post.isError) {
    if (post.error instanceof HttpError && [400, 404].includes(post.error.status)) {
      return <ForumNotFound title={t("forum.detail.notFound")} />;
    }
    return (
      <div className="page-container forum-page">
        <Card>
          <LoadFailure
            title={t("forum.detail.loadFailed")}
            error={post.error}
            onRetry={() => void post.refetch()}
          />
        </Card>
      </div>
    );
  }
  const loaded = post.data;
  return (
    <div className="page-container forum-page">
      <Breadcrumbs
        className="forum-breadcrumb"
        items={[
          { key: "forum", title: <Link to="/forum">{t("nav.forum")}</Link> },
          {
            key: "board",
            title: (
              <Link to={`/forum/topic/${loaded.board.id}`} lang={loaded.topicLanguage}>
                {loaded.board.name}
              </Link>
            ),
          },
        ]}
      />
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <ShareButton title={loaded.title} description={loaded.excerpt} />
      </Flex>
      <div className="forum-stack">
        <PostView post={loaded} signedIn={signedIn} />
        <ReplySection post={loaded} signedIn={signedIn} focusReplyId={focusReplyId} />
      </div>
    </div>
  );
}
